'use client'
import dynamic from 'next/dynamic'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { track } from '@/components/tracking/analytics'
import { FetchError, postJson } from '@/lib/requests'
import { carriedValues, formBody, type FormDefinition, type FormField } from '@/lib/forms'
import { FIELD_PARTS, fieldClass, FORM_MESSAGES } from './Field'
import { SubmitButton } from './SubmitButton'

// The captcha widget's code loads only where a form has a captcha and a site key is configured.
const HCaptcha = dynamic(() => import('@hcaptcha/react-hcaptcha'), { ssr: false })

type Props = {
  formId: string
  definition: FormDefinition
  /** hCaptcha's site key; the widget is off without it (and the server then accepts no token). */
  captchaSiteKey?: string
  labelledBy?: string
  /** Runs after the server accepted the submission (e.g. the rate card's download). */
  onSent?: () => void
  /** Values the form carries (its definition's `carries`), as they are when it is sent: a calculator's estimate. */
  attached?: Readonly<Record<string, string>>
}

type ErrorBody = { error?: { code?: string; message?: string; fields?: { path: string; message: string }[] } }
type Status = { state: 'idle' | 'sending' } | { state: 'sent'; reference?: string } | { state: 'failed'; message: string }

function Field({ field, id, error }: { field: FormField; id: string; error?: string }) {
  const describedBy = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name: field.name,
    required: field.required,
    minLength: field.minLength,
    maxLength: field.kind === 'url-list' ? undefined : field.maxLength,
    autoComplete: field.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  }
  return (
    <p className={fieldClass()}>
      <label htmlFor={id}>
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      {field.kind === 'textarea' || field.kind === 'url-list' ? (
        <textarea {...common} rows={field.kind === 'url-list' ? 3 : 5} />
      ) : field.kind === 'select' ? (
        <select {...common} defaultValue="">
          <option value="" disabled>
            Choose…
          </option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={field.kind} />
      )}
      {field.hint && (
        <span id={`${id}-hint`} className={FIELD_PARTS.hint}>
          {field.hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={FIELD_PARTS.error}>
          {field.label.replace(/ \(optional\)$/, '')} {error}
        </span>
      )}
    </p>
  )
}

/** Any form of lib/forms/forms: checked in the browser like on the server, sent as JSON, with errors, a busy button and a success state. */
export function SiteForm({ formId, definition, captchaSiteKey, labelledBy, onSent, attached }: Props) {
  const base = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const doneRef = useRef<HTMLDivElement>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<Status>({ state: 'idle' })
  const [captchaToken, setCaptchaToken] = useState<string>()
  const fieldId = (name: string) => `${base}-${name}`
  // The confirmation takes focus once it is on screen, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (status.state === 'sent') doneRef.current?.focus()
  }, [status.state])
  const withCaptcha = Boolean(definition.captcha && captchaSiteKey)

  const focusFirst = (names: string[]) => {
    const first = definition.fields.find((f) => names.includes(f.name))
    if (first) document.getElementById(fieldId(first.name))?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.state === 'sending') return
    const form = event.currentTarget
    // The browser's checks come from the same definition as the server's schema.
    const invalid: Record<string, string> = {}
    for (const field of definition.fields) {
      const element = form.elements.namedItem(field.name) as HTMLInputElement | null
      if (element && !element.checkValidity()) invalid[field.name] = element.validity.valueMissing ? 'is required' : element.validationMessage
    }
    if (withCaptcha && !captchaToken) invalid.captchaToken = 'Complete the captcha'
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) {
      focusFirst(Object.keys(invalid))
      return
    }
    const values = Object.fromEntries(new FormData(form).entries()) as Record<string, string>
    const body = {
      ...carriedValues(definition, attached),
      ...formBody(definition, values),
      ...(captchaToken ? { captchaToken } : {}),
      ...(definition.marketing ? { pageUri: window.location.href, pageName: document.title } : {}),
    }
    setStatus({ state: 'sending' })
    try {
      const answer = await postJson<{ reference?: string }>(definition.endpoint, body)
      setStatus({ state: 'sent', reference: answer?.reference })
      track('Form Submit', { form: formId, path: window.location.pathname })
      onSent?.()
    } catch (error) {
      const body = error instanceof FetchError ? (error.body as ErrorBody) : undefined
      const fields = Object.fromEntries((body?.error?.fields ?? []).map((f) => [f.path.split('.')[0], f.message]))
      setErrors(fields)
      focusFirst(Object.keys(fields))
      const message =
        body?.error?.code === 'rate_limited' ? body.error.message : (body?.error?.message ?? 'The form could not be sent. Check your connection and try again.')
      setStatus({ state: 'failed', message: message ?? 'The form could not be sent.' })
    }
  }

  if (status.state === 'sent') {
    return (
      <div ref={doneRef} className={FORM_MESSAGES.done} role="status" tabIndex={-1}>
        <p>{definition.successMessage}</p>
        {status.reference && (
          <p>
            Reference: <strong>{status.reference}</strong>
          </p>
        )}
      </div>
    )
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={labelledBy} data-form={formId}>
      {definition.fields.map((field) => (
        <Field key={field.name} field={field} id={fieldId(field.name)} error={errors[field.name]} />
      ))}
      {withCaptcha && captchaSiteKey && (
        <div className={fieldClass()}>
          <HCaptcha sitekey={captchaSiteKey} onVerify={(token: string) => setCaptchaToken(token)} onExpire={() => setCaptchaToken(undefined)} />
          {errors.captchaToken && <span className={FIELD_PARTS.error}>{errors.captchaToken}</span>}
        </div>
      )}
      {status.state === 'failed' && (
        <p className={FORM_MESSAGES.error} role="alert">
          {status.message}
        </p>
      )}
      <SubmitButton kind="primary" background="light" loading={status.state === 'sending'} loadingLabel="Sending">
        {definition.submitLabel}
      </SubmitButton>
    </form>
  )
}
