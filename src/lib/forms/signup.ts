/**
 * Sign-up (spec §9: default promo code WELCOME10): the password rules the
 * browser and the server share, the promo code, and the portal addresses the
 * visitor is handed to. Pure.
 */
export const DEFAULT_PROMO_CODE = 'WELCOME10'
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/

export const PASSWORD_MAX_LENGTH = 128

/** The sign-up form's other limits, read by its endpoint's schema and by its fields in the browser. */
export const SIGN_UP_LIMITS = { name: 100, company: 200, promoCode: 32 } as const
export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 12 characters', test: (pw: string) => pw.length >= 12 && pw.length <= PASSWORD_MAX_LENGTH },
  { id: 'lower', label: 'A lower-case letter', test: (pw: string) => /\p{Ll}/u.test(pw) },
  { id: 'upper', label: 'An upper-case letter', test: (pw: string) => /\p{Lu}/u.test(pw) },
  { id: 'digit', label: 'A digit', test: (pw: string) => /\d/.test(pw) },
  { id: 'symbol', label: 'A symbol, such as ! or #', test: (pw: string) => /[^\p{L}\d\s]/u.test(pw) },
] as const
export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'] | 'email'

/** The rules a password breaks; it must also not contain the e-mail's name (three letters or more). */
export function passwordProblems(password: string, email = ''): PasswordRuleId[] {
  const broken: PasswordRuleId[] = PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id)
  const name = email.split('@')[0]?.toLowerCase() ?? ''
  if (name.length >= 3 && password.toLowerCase().includes(name)) broken.push('email')
  return broken
}

export const PASSWORD_EMAIL_RULE = 'Not your e-mail name'

/** The promo code as entered (upper-cased), WELCOME10 when empty; undefined when malformed. */
export function normalizePromoCode(value: string | null | undefined): string | undefined {
  const code = (value ?? '').trim().toUpperCase()
  if (!code) return DEFAULT_PROMO_CODE
  return PROMO_CODE_PATTERN.test(code) ? code : undefined
}

/** Single sign-on starts on the portal (behind the microsoftLogin and gsiLogin flags). */
export const SSO_PROVIDERS = {
  microsoft: { label: 'Sign up with Microsoft', path: '/sign-up/sso/microsoft', flag: 'microsoftLogin' },
  google: { label: 'Sign up with Google', path: '/sign-up/sso/google', flag: 'gsiLogin' },
} as const
export type SsoProvider = keyof typeof SSO_PROVIDERS

/** Where the portal takes over: it finishes creating the account (e-mail verification, first login). */
export function portalHandoffUrl(portal: string, email: string, promoCode: string): string {
  const url = new URL('/sign-up/complete', portal)
  url.searchParams.set('email', email)
  url.searchParams.set('promo', promoCode)
  return url.toString()
}
