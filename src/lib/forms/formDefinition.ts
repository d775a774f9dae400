/**
 * What a form is (its fields and where it posts) and the body the browser
 * sends, apart from the catalogue of the site's forms (lib/forms/forms): the form
 * island imports this alone, so no page ships every form's definition.
 */

export type FieldKind = 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'url-list'

export type FormField = {
  name: string
  label: string
  kind: FieldKind
  required?: boolean
  minLength?: number
  maxLength: number
  autoComplete?: string
  hint?: string
  options?: readonly { value: string; label: string }[]
}

export type FormDefinition = {
  label: string
  submitLabel: string
  successMessage: string
  /** Where the browser posts the JSON body. */
  endpoint: string
  fields: readonly FormField[]
  /** Shows the captcha widget (when a site key is configured) and sends its token. */
  captcha?: boolean
  /** Forwarded to the marketing-automation service (MARKETING_FORM_* ids). */
  marketing?: boolean
  /**
   * Double opt-in: stored at once, forwarded only after the address's owner clicks the link in a
   * confirmation e-mail (lib/forms/doubleOptIn). Every marketing form whose forward makes the service write
   * to the address (a list, a rate card, an estimate, an account link); not contact-sales, which a
   * person answers.
   */
  doubleOptIn?: boolean
  /**
   * Values the tool that shows the form attaches to it, not typed by the visitor (a calculator's inputs and
   * estimate): each a short text, stored with the submission and forwarded as a field of its own.
   */
  carries?: readonly string[]
}

/** The most a carried value holds. */
export const CARRIED_MAX_LENGTH = 200

/** The body the browser sends: url-list fields become arrays of non-empty lines. */
export function formBody(definition: FormDefinition, values: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const field of definition.fields) {
    const value = (values[field.name] ?? '').trim()
    if (field.kind === 'url-list')
      body[field.name] = value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    else if (value !== '') body[field.name] = value
  }
  return body
}

/** The carried values of a form (`carries`), as the body sends them: only those it declares, never the visitor's fields. */
export function carriedValues(definition: FormDefinition, attached: Readonly<Record<string, string>> = {}): Record<string, string> {
  const names = new Set(definition.carries ?? [])
  const fields = new Set(definition.fields.map((field) => field.name))
  return Object.fromEntries(Object.entries(attached).filter(([name, value]) => names.has(name) && !fields.has(name) && value !== ''))
}
