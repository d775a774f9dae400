'use client'
import dynamic from 'next/dynamic'
import { useEffect, useId, useState, type FormEvent } from 'react'

import { fieldErrorsOf, fieldHelpers, type FieldErrors } from '@/components/forms/fieldErrors'
import { useLocationSearch } from '@/components/hooks/useLocationSearch'
import { track } from '@/components/tracking/analytics'
import { postJson } from '@/lib/requests'
import { DEFAULT_PROMO_CODE, PASSWORD_EMAIL_RULE, PASSWORD_RULES, passwordProblems, SIGN_UP_LIMITS, type PasswordRuleId, EMAIL_MAX_LENGTH } from '@/lib/forms'
import { trackingStore } from '@/lib/tracking'
import type { DomainRedirectAnswer } from '@/api/domainRedirect'
import { DEFAULT_BRAND } from '@/lib/design'

import styles from './styles.module.css'
import { FIELD_PARTS, fieldClass, FORM_MESSAGES } from '@/components/forms/Field'
import { SubmitButton } from '@/components/forms/SubmitButton'

const HCaptcha = dynamic(() => import('@hcaptcha/react-hcaptcha'), { ssr: false })

type Props = { captchaSiteKey?: string }
type EmailCheck = { state: 'idle' | 'checking' | 'ok' } | { state: 'refused'; message: string } | { state: 'company'; target: string }
type Errors = FieldErrors

const RULE_LABELS: Record<PasswordRuleId, string> = { ...Object.fromEntries(PASSWORD_RULES.map((r) => [r.id, r.label])), email: PASSWORD_EMAIL_RULE } as Record<
  PasswordRuleId,
  string
>
const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Work e-mail',
  password: 'Password',
  promoCode: 'Promo code',
  terms: 'The terms',
  captchaToken: 'The captcha',
}

/** The sign-up form: e-mail checked as it is left, password rules shown as typed, promo code WELCOME10 by default. */
export function SignUpForm({ captchaSiteKey }: Props) {
  const id = useId()
  const [password, setPassword] = useState('')
  const [typedEmail, setEmail] = useState<string>()
  const [emailCheck, setEmailCheck] = useState<EmailCheck>({ state: 'idle' })
  const [errors, setErrors] = useState<Errors>({})
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string>()
  const [captchaToken, setCaptchaToken] = useState<string>()
  // ?promo= (a campaign's code) and ?number= (from the number search), read without breaking hydration.
  const [search] = useLocationSearch()
  const query = new URLSearchParams(search)
  const promo = query.get('promo')?.toUpperCase() || DEFAULT_PROMO_CODE
  const number = query.get('number') ?? undefined
  // Named back to the visitor only when it reads as a phone number (E.164): the address bar is anyone's to type in.
  const chosenNumber = number && /^\+[1-9]\d{6,14}$/.test(number) ? number : undefined
  // ?email= from the home hero's sign-up flow (homeHeroFlow): the address typed there fills the form
  // (until the visitor types another) and becomes the shared signupEmail, then is checked like one typed here.
  const carriedEmail = query.get('email')?.trim().slice(0, EMAIL_MAX_LENGTH) ?? ''
  const email = typedEmail ?? carriedEmail
  const broken = new Set(passwordProblems(password, email))
  useEffect(() => {
    if (!carriedEmail) return
    trackingStore.set({ signupEmail: carriedEmail })
    void checkEmail(carriedEmail)
  }, [carriedEmail])

  async function checkEmail(value: string) {
    if (!value.includes('@')) return
    setEmailCheck({ state: 'checking' })
    try {
      const verdict = await postJson<{ valid: boolean; message: string }>('/api/validate-email', { email: value })
      if (verdict && !verdict.valid) return setEmailCheck({ state: 'refused', message: verdict.message })
      // The endpoint answers { domain, redirect } (src/api/domainRedirect.ts).
      const company = await postJson<DomainRedirectAnswer>('/api/domain-redirect', { domain: value.split('@')[1] })
      setEmailCheck(company?.redirect ? { state: 'company', target: company.redirect } : { state: 'ok' })
    } catch {
      // The server checks again on submit; an unavailable check must not block the visitor.
      setEmailCheck({ state: 'idle' })
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = new FormData(event.currentTarget)
    const body = {
      firstName: String(form.get('firstName') ?? ''),
      lastName: String(form.get('lastName') ?? ''),
      email: String(form.get('email') ?? ''),
      company: String(form.get('company') ?? '') || undefined,
      password,
      promoCode: String(form.get('promoCode') ?? ''),
      terms: form.get('terms') === 'on',
      number,
      captchaToken,
    }
    const local: Errors = {}
    if (!body.firstName.trim()) local.firstName = 'is required'
    if (!body.lastName.trim()) local.lastName = 'is required'
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.email)) local.email = 'must be an e-mail address'
    if (emailCheck.state === 'refused') local.email = emailCheck.message
    if (broken.size) local.password = 'does not meet the rules below'
    if (!body.terms) local.terms = 'must be accepted'
    if (captchaSiteKey && !captchaToken) local.captchaToken = 'must be completed'
    setErrors(local)
    setFailure(undefined)
    if (Object.keys(local).length) {
      document.getElementById(`${id}-${Object.keys(local)[0]}`)?.focus()
      return
    }
    setSending(true)
    try {
      const answer = await postJson<{ reference: number; redirectUrl: string }>('/api/sign-up', body)
      trackingStore.set({ signupEmail: body.email })
      track('Sign Up Success', { email: body.email, promoCode: body.promoCode || DEFAULT_PROMO_CODE, reference: answer?.reference })
      // Give the event its moment to leave before the portal takes over.
      window.setTimeout(() => window.location.assign(answer?.redirectUrl ?? '/'), 300)
    } catch (error) {
      setSending(false)
      const fields = fieldErrorsOf(error)
      if (fields) setErrors(fields)
      setFailure(error instanceof Error ? error.message : 'The account could not be created. Please try again.')
    }
  }

  const { field, error } = fieldHelpers(id, errors, FIELD_LABELS)

  return (
    <form className={styles.form} aria-label="Create your account" noValidate onSubmit={submit}>
      {chosenNumber && (
        <p className={styles.chosenNumber}>
          Your number <strong>{chosenNumber}</strong> is reserved for you as soon as you create your account.
        </p>
      )}
      <div className={styles.row}>
        <div className={fieldClass()}>
          <label htmlFor={`${id}-firstName`}>First name</label>
          <input {...field('firstName')} autoComplete="given-name" required maxLength={SIGN_UP_LIMITS.name} />
          {error('firstName')}
        </div>
        <div className={fieldClass()}>
          <label htmlFor={`${id}-lastName`}>Last name</label>
          <input {...field('lastName')} autoComplete="family-name" required maxLength={SIGN_UP_LIMITS.name} />
          {error('lastName')}
        </div>
      </div>
      <div className={fieldClass()}>
        <label htmlFor={`${id}-email`}>Work e-mail</label>
        <input
          {...field('email')}
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          onBlur={(e) => void checkEmail(e.currentTarget.value.trim())}
        />
        {error('email')}
        <p className={FIELD_PARTS.hint} role="status">
          {emailCheck.state === 'checking' && 'Checking the address…'}
          {emailCheck.state === 'refused' && !errors.email && emailCheck.message}
          {emailCheck.state === 'company' && (
            <>
              Your company already uses {DEFAULT_BRAND}. <a href={emailCheck.target}>Sign in with your company account</a> instead.
            </>
          )}
        </p>
      </div>
      <div className={fieldClass()}>
        <label htmlFor={`${id}-company`}>Company (optional)</label>
        <input id={`${id}-company`} name="company" autoComplete="organization" maxLength={SIGN_UP_LIMITS.company} />
      </div>
      <div className={fieldClass()}>
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          {...field('password')}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          aria-describedby={`${id}-rules`}
        />
        {error('password')}
        <ul className={styles.passwordRules} id={`${id}-rules`} aria-label="Password rules">
          {(Object.keys(RULE_LABELS) as PasswordRuleId[]).map((rule) => (
            <li key={rule} data-met={password && !broken.has(rule) ? 'true' : 'false'}>
              {password && !broken.has(rule) ? '✓ ' : '• '}
              {RULE_LABELS[rule]}
            </li>
          ))}
        </ul>
      </div>
      <div className={fieldClass()}>
        <label htmlFor={`${id}-promoCode`}>Promo code</label>
        <input {...field('promoCode')} key={promo} defaultValue={promo} maxLength={SIGN_UP_LIMITS.promoCode} autoComplete="off" />
        {error('promoCode')}
      </div>
      {captchaSiteKey && (
        <div className={fieldClass()}>
          <HCaptcha sitekey={captchaSiteKey} onVerify={(token: string) => setCaptchaToken(token)} onExpire={() => setCaptchaToken(undefined)} />
          {error('captchaToken')}
        </div>
      )}
      <div className={fieldClass({ kind: 'checkbox' })}>
        <input {...field('terms')} type="checkbox" required />
        <label htmlFor={`${id}-terms`}>
          I accept the <a href="/terms-and-conditions-of-service">terms of service</a> and the <a href="/privacy-policy">privacy policy</a>.
        </label>
        {error('terms')}
      </div>
      {failure && (
        <p className={FORM_MESSAGES.error} role="alert">
          {failure}
        </p>
      )}
      <SubmitButton kind="primary" loading={sending} loadingLabel="Creating your account">
        Create account
      </SubmitButton>
    </form>
  )
}
