/** The marketing e-mail contacts API (subscriptions) and the marketing-automation form API. */
import { address, matching, parseVariables, text, wholeNumber, type EnvSource } from './parse'

export type MarketingContactsConfig = { url: string; apiKey: string; timeoutMs: number; lists: Record<string, string | undefined> }

export type MarketingFormTarget = { accountId: string; formId: string }
/** `forms` is keyed by variable name (marketingFormVariable). */
export type MarketingFormsConfig = { url: string; timeoutMs: number; forms: Partial<Record<string, MarketingFormTarget>> }

/** The variable holding a marketing form's "accountId/formId": contact-sales → MARKETING_FORM_CONTACT_SALES, pricing-csv → MARKETING_FORM_PRICING_CSV. */
export function marketingFormVariable(formId: string): string {
  // Form ids are kebab-case (a test holds them to it).
  return `MARKETING_FORM_${formId.replace(/-/g, '_').toUpperCase()}`
}

const FORM_VARIABLE = /^MARKETING_FORM_[A-Z0-9_]+$/
const FORM_TARGET = /^([\w-]+)\/([\w-]+)$/

const timeout = () => wholeNumber(10_000, { min: 1, unit: 'milliseconds' })

export function readMarketingContacts(source: EnvSource): MarketingContactsConfig | undefined {
  const vars = parseVariables(
    {
      MARKETING_CONTACTS_API_KEY: text(),
      MARKETING_CONTACTS_URL: address(),
      MARKETING_TIMEOUT_MS: timeout(),
      MARKETING_LIST_SUBPROCESSORS: text(),
      MARKETING_LIST_RELEASE_NOTES: text(),
    },
    source,
  )
  if (!vars.MARKETING_CONTACTS_API_KEY) return undefined
  return {
    url: vars.MARKETING_CONTACTS_URL ?? 'https://api.sendgrid.com/v3/marketing/contacts',
    apiKey: vars.MARKETING_CONTACTS_API_KEY,
    timeoutMs: vars.MARKETING_TIMEOUT_MS,
    lists: { subprocessors: vars.MARKETING_LIST_SUBPROCESSORS, 'release-notes': vars.MARKETING_LIST_RELEASE_NOTES },
  }
}

/** Every MARKETING_FORM_<NAME> set (each "accountId/formId"); off when none is. */
export function readMarketingForms(source: EnvSource): MarketingFormsConfig | undefined {
  const names = Object.keys(source).filter((name) => FORM_VARIABLE.test(name))
  const vars = parseVariables(
    {
      MARKETING_FORMS_URL: address(),
      MARKETING_TIMEOUT_MS: timeout(),
      ...Object.fromEntries(names.map((name) => [name, matching(FORM_TARGET, '"accountId/formId"')])),
    },
    source,
  )
  const forms = Object.fromEntries(
    names.flatMap((name) => {
      const match = FORM_TARGET.exec((vars as Record<string, unknown>)[name] as string)
      return match ? [[name, { accountId: match[1], formId: match[2] }]] : []
    }),
  )
  if (Object.keys(forms).length === 0) return undefined
  return { url: vars.MARKETING_FORMS_URL ?? 'https://api.hsforms.com/submissions/v3/integration/submit', timeoutMs: vars.MARKETING_TIMEOUT_MS, forms }
}
