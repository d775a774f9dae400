/**
 * Feature flags with the spec's production values (§9), per environment: the
 * built-in defaults. The feature-flag service (GrowthBook, lib/experiments/
 * growthbook.ts) overrides a flag only where it defines the feature, so the
 * site behaves identically with no service configured.
 */
import type { AppEnv } from '../config'

export const FLAG_NAMES = [
  'microsoftLogin',
  'gsiLogin',
  'calculatorCompetitive',
  'voiceAiTabs',
  'standardVideoPlayerControls',
  'voiceAiInteractive',
  'voiceAiDomainRequest',
  'coverageTableData',
  'newHeaderNavigation',
  'homeHeroFlow',
  'voiceAiHcaptcha',
  'homepageScrollSnap',
  'sipTrunkingPricingLabel',
  'freshHomepage',
] as const
export type FlagName = (typeof FLAG_NAMES)[number]
export type Flags = Record<FlagName, boolean>

export const PRODUCTION_FLAGS: Flags = {
  microsoftLogin: false,
  gsiLogin: false,
  calculatorCompetitive: false,
  voiceAiTabs: true,
  standardVideoPlayerControls: true,
  voiceAiInteractive: true,
  voiceAiDomainRequest: true,
  coverageTableData: false,
  newHeaderNavigation: true,
  homeHeroFlow: true,
  voiceAiHcaptcha: false,
  homepageScrollSnap: true,
  sipTrunkingPricingLabel: false,
  freshHomepage: true,
}

/** Differences from production per environment; none are known yet, so every environment matches it. */
const OVERRIDES: Record<AppEnv, Partial<Flags>> = { dev: {}, test: {}, staging: {}, production: {} }

export function flagsFor(appEnv: AppEnv): Flags {
  return { ...PRODUCTION_FLAGS, ...OVERRIDES[appEnv] }
}

/** The feature's key in the flag service: newHeaderNavigation → new-header-navigation. */
export function flagKey(name: FlagName): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/** Feature-flag revalidation (spec §9); the cache tag that expires the flags at once is tags.flags (lib/pages/tags). */
export const FLAGS_REVALIDATE_SECONDS = 1440

/** The data-cache tag of the flags fetched from GrowthBook (its webhook, or a test, expires them). */
export const FLAGS_CACHE_TAG = 'feature-flags'
