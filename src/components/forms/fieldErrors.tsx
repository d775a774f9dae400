import { FetchError } from '@/lib/requests'
import { FIELD_PARTS } from './Field'

/** A form's messages by field name ("is required"), shown after the field's label. */
export type FieldErrors = Partial<Record<string, string>>

/** The field errors a failed request carried (the API's `{error: {fields: [{path, message}]}}`), if any. */
export function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  const fields =
    error instanceof FetchError ? (error.body as { error?: { fields?: { path: string; message: string }[] } } | undefined)?.error?.fields : undefined
  return fields?.length ? Object.fromEntries(fields.map((f) => [f.path, f.message])) : undefined
}

/** Ids and ARIA for a form's fields, and each field's error line, wired to each other. */
export function fieldHelpers(id: string, errors: FieldErrors, labels: Record<string, string>) {
  return {
    field: (name: string) => ({
      id: `${id}-${name}`,
      name,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    }),
    error: (name: string) =>
      errors[name] ? (
        <p className={FIELD_PARTS.error} id={`${id}-${name}-error`}>
          {labels[name] ?? name} {errors[name]}
        </p>
      ) : null,
  }
}
