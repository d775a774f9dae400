/** hCaptcha: verification is off (every token passes, or refused in production: lib/forms/captchaPolicy) without HCAPTCHA_SECRET. */
import { address, parseVariables, text, wholeNumber, type EnvSource } from './parse'

export type HcaptchaConfig = { secret: string; verifyUrl: string; siteKey?: string; timeoutMs: number }

export function readHcaptchaConfig(source: EnvSource): HcaptchaConfig | undefined {
  const vars = parseVariables(
    {
      HCAPTCHA_SECRET: text(),
      HCAPTCHA_VERIFY_URL: address(),
      NEXT_PUBLIC_HCAPTCHA_SITE_KEY: text(),
      HCAPTCHA_TIMEOUT_MS: wholeNumber(10_000, { min: 1, unit: 'milliseconds' }),
    },
    source,
  )
  if (!vars.HCAPTCHA_SECRET) return undefined
  return {
    secret: vars.HCAPTCHA_SECRET,
    verifyUrl: vars.HCAPTCHA_VERIFY_URL ?? 'https://api.hcaptcha.com/siteverify',
    siteKey: vars.NEXT_PUBLIC_HCAPTCHA_SITE_KEY,
    timeoutMs: vars.HCAPTCHA_TIMEOUT_MS,
  }
}
