/**
 * What the forms that need a captcha (sign-up, abuse report, the voice AI demo) do with it:
 * verify every token with hCaptcha when HCAPTCHA_SECRET is set; in production without it, refuse
 * (fail closed: the forms are off and say so, never silently open); in development and tests
 * without it, let every submission through so the site runs with no configuration.
 */
import type { AppEnv } from './env'

export type CaptchaPolicy = 'verify' | 'refuse' | 'open'

export function captchaPolicy(config: { appEnv: AppEnv; hcaptcha: unknown }): CaptchaPolicy {
  if (config.hcaptcha) return 'verify'
  return config.appEnv === 'production' ? 'refuse' : 'open'
}

export const CAPTCHA_UNCONFIGURED =
  'This form is switched off: the site has no captcha configured (HCAPTCHA_SECRET), and in production it never accepts submissions unchecked'

/**
 * The start check for a production start (scripts/run.ts): the sign-up and abuse-report endpoints
 * always exist and need a captcha. Against an external database (a real deployment) a missing
 * HCAPTCHA_SECRET refuses the start; on the embedded database (`npm start` on a laptop, no
 * configuration) the start goes on and those forms answer 503 until it is set.
 */
export function productionCaptchaCheck(config: {
  hcaptchaSecret: string | undefined
  databaseUrl: string | undefined
}): { refuse: string } | { warn: string } | undefined {
  if (config.hcaptchaSecret) return undefined
  const why = 'HCAPTCHA_SECRET is not set, and the sign-up, abuse-report and voice AI demo forms need a captcha'
  if (config.databaseUrl) return { refuse: `${why}: set HCAPTCHA_SECRET and NEXT_PUBLIC_HCAPTCHA_SITE_KEY (https://dashboard.hcaptcha.com).` }
  return { warn: `${why}: they stay switched off (503) until it is set.` }
}
