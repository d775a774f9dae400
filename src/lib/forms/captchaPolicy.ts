/**
 * What the forms that need a captcha (sign-up, abuse report, the voice AI demo) do with it:
 * verify every token with hCaptcha when it is configured; in production without it, refuse
 * (fail closed: the forms are off and say so, never silently open); in development and tests
 * without it, let every submission through so the site runs with no configuration.
 *
 * One source of truth: each form's block reads this policy to render either its fields or the
 * unavailable notice (components/forms/FormUnavailable), and its endpoint reads it to answer 503.
 */
import type { HcaptchaConfig, AppEnv } from '../config'
import { SITE_PATHS } from '../pages'

export type CaptchaPolicy = 'verify' | 'refuse' | 'open'

export function captchaPolicy(config: { appEnv: AppEnv; hcaptcha: Pick<HcaptchaConfig, 'secret' | 'siteKey'> | undefined }): CaptchaPolicy {
  if (config.appEnv !== 'production') return config.hcaptcha ? 'verify' : 'open'
  // In production a captcha needs both halves: the secret to verify tokens and the site key for the
  // widget that makes them. With the secret alone no visitor could ever send a token the server takes.
  return config.hcaptcha?.siteKey ? 'verify' : 'refuse'
}

/** Whether a form that needs a captcha can take submissions here; false: its block shows FormUnavailable instead. */
export function captchaFormsAvailable(config: Parameters<typeof captchaPolicy>[0]): boolean {
  return captchaPolicy(config) !== 'refuse'
}

/** What a captcha form's endpoint answers (503 captcha_unconfigured) when the policy refuses: plain words for a visitor, no setting's name. */
export const CAPTCHA_UNCONFIGURED = `This form is unavailable right now. Our team will gladly help you instead: contact us at ${SITE_PATHS.contactSales}.`

/**
 * The start check for a production start (scripts/run.ts): the sign-up and abuse-report endpoints
 * always exist and need a captcha. Against an external database (a real deployment) a missing
 * HCAPTCHA_SECRET refuses the start; on the embedded database (`npm start` on a laptop, no
 * configuration) the start goes on and those forms say they are unavailable until it is set. A secret
 * without NEXT_PUBLIC_HCAPTCHA_SITE_KEY starts with a warning: the forms are off just the same.
 * These lines are for the operator, so they name the variables; a visitor never sees them.
 */
export function productionCaptchaCheck(config: {
  hcaptchaSecret: string | undefined
  hcaptchaSiteKey?: string | undefined
  databaseUrl: string | undefined
}): { refuse: string } | { warn: string } | undefined {
  const forms = 'the sign-up, abuse-report and voice AI demo forms need a captcha'
  if (config.hcaptchaSecret) {
    if (config.hcaptchaSiteKey) return undefined
    return { warn: `NEXT_PUBLIC_HCAPTCHA_SITE_KEY is not set, and ${forms}: they say they are unavailable until it is set.` }
  }
  const why = `HCAPTCHA_SECRET is not set, and ${forms}`
  if (config.databaseUrl) return { refuse: `${why}: set HCAPTCHA_SECRET and NEXT_PUBLIC_HCAPTCHA_SITE_KEY (https://dashboard.hcaptcha.com).` }
  return { warn: `${why}: they say they are unavailable (and their endpoints answer 503) until it is set.` }
}
