/** The feature-flag service; without GROWTHBOOK_CLIENT_KEY the built-in flag values apply. */
import { address, parseVariables, text, wholeNumber, type EnvSource } from './parse'

export type GrowthBookConfig = { apiHost: string; clientKey: string; timeoutMs: number }

export function readGrowthBook(source: EnvSource): GrowthBookConfig | undefined {
  const vars = parseVariables(
    { GROWTHBOOK_CLIENT_KEY: text(), GROWTHBOOK_API_HOST: address(), GROWTHBOOK_TIMEOUT_MS: wholeNumber(3000, { min: 1, unit: 'milliseconds' }) },
    source,
  )
  if (!vars.GROWTHBOOK_CLIENT_KEY) return undefined
  return { apiHost: vars.GROWTHBOOK_API_HOST ?? 'https://cdn.growthbook.io', clientKey: vars.GROWTHBOOK_CLIENT_KEY, timeoutMs: vars.GROWTHBOOK_TIMEOUT_MS }
}
