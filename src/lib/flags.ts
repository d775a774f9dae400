/**
 * Feature flags with the spec's production values (§9), per environment.
 * Later the experiment service may override them; this module is the default.
 */
import type { AppEnv } from './env'

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
