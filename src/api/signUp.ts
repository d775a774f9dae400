/**
 * POST /api/sign-up: the sign-up page's form. The captcha is checked, the
 * e-mail re-checked (no disposable addresses), the attempt stored (never the
 * password), then the portal's sign-up endpoint creates the account when
 * configured. The answer names the portal address the browser goes to next.
 * A sign-up that went through (account created, or handed to the portal) also feeds the `signup` marketing
 * form: stored, then forwarded by a job, without a confirmation e-mail of its own (the account's is the
 * confirmation, and a second e-mail on sign-up reads as spam).
 */
import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { anonymousIdFromCookie } from '@/lib/tracking'
import { env } from '@/lib/config/data'
import {
  validateEmail,
  createPortalAccount,
  normalizePromoCode,
  PASSWORD_MAX_LENGTH,
  passwordProblems,
  portalHandoffUrl,
  SIGN_UP_LIMITS,
  EMAIL_MAX_LENGTH,
} from '@/lib/forms'
import { recordSignUpAttempt, storeFormSubmission, updateSignUpAttempt } from '@/lib/forms/data'
import { reportError } from '@/lib/monitoring'

import { defineEndpoint } from './endpoint'
import { jsonError } from './errors'
import { disposableLists, lookupMx } from './validateEmail'
import { captchaGate } from './verifyCaptcha'

const name = z.string().trim().min(1, 'is required').max(SIGN_UP_LIMITS.name)

export const signUpInput = z
  .object({
    firstName: name,
    lastName: name,
    email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).email('must be an e-mail address'),
    password: z
      .string()
      .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`)
      .superRefine((password, ctx) => {
        const broken = passwordProblems(password)
        if (broken.length) ctx.addIssue({ code: 'custom', message: `does not meet the rules (${broken.join(', ')})` })
      }),
    company: z.string().trim().max(SIGN_UP_LIMITS.company).optional(),
    promoCode: z
      .string()
      .trim()
      .max(SIGN_UP_LIMITS.promoCode)
      .optional()
      .refine((code) => normalizePromoCode(code) !== undefined, 'is not a valid promo code'),
    /** A number chosen in the number search, to reserve after sign-up. */
    number: z
      .string()
      .regex(/^\+\d{6,15}$/, 'must be a number in international format')
      .optional(),
    terms: z.literal(true, { message: 'must be accepted' }),
    captchaToken: z.string().max(8192).optional(),
  })
  // Field rules above report together; this one needs two fields, so it runs once they are valid.
  .superRefine((value, ctx) => {
    if (passwordProblems(value.password, value.email).includes('email'))
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'must not contain your e-mail name' })
  })

/** The sign-up as the signup marketing form's submission (its own fields only); a failure is reported, never the visitor's. */
async function feedSignupForm(req: PayloadRequest, fields: { firstName: string; lastName: string; email: string; company?: string }) {
  const { firstName, lastName, email, company } = fields
  const data = { firstName, lastName, email, ...(company ? { company } : {}) }
  await storeFormSubmission(req, { form: 'signup', email, data, pageUri: req.headers.get('referer') ?? undefined }, false).catch((error: unknown) =>
    reportError(error, { url: '/api/sign-up', statusCode: 500 }),
  )
}

export const signUpEndpoint = defineEndpoint({
  path: '/sign-up',
  method: 'post',
  body: signUpInput,
  handler: async ({ req, body }) => {
    const refused = await captchaGate(body.captchaToken, req.headers)
    if (refused) return refused
    const verdict = await validateEmail(body.email, await disposableLists(), lookupMx)
    if (!verdict.valid) return jsonError(400, 'invalid_input', 'The e-mail address cannot be used', [{ path: 'email', message: verdict.message }])

    const promoCode = normalizePromoCode(body.promoCode) as string
    const { password, captchaToken: _token, terms: _terms, ...fields } = body
    const attempt = await recordSignUpAttempt(req, { ...fields, promoCode, status: 'pending', anonymousId: anonymousIdFromCookie(req.headers.get('cookie')) })
    const handoff = portalHandoffUrl(env.hosts.portal, body.email, promoCode)
    if (!env.portalSignUp) {
      await updateSignUpAttempt(req, attempt.id, { status: 'handed-off' })
      await feedSignupForm(req, fields)
      return Response.json({ reference: attempt.id, redirectUrl: handoff }, { status: 201 })
    }
    const result = await createPortalAccount(env.portalSignUp, { ...fields, password, promoCode }).catch((error: unknown) => {
      reportError(error, { url: env.portalSignUp?.url, statusCode: 502 })
      return { outcome: 'failed' as const, detail: error instanceof Error ? error.message : String(error) }
    })
    const status = result.outcome === 'created' ? 'created' : result.outcome === 'exists' ? 'exists' : 'failed'
    await updateSignUpAttempt(req, attempt.id, { status, portalError: result.outcome === 'failed' ? result.detail.slice(0, 500) : null })
    if (result.outcome === 'exists')
      return jsonError(409, 'conflict', 'An account already exists for this e-mail address: log in instead', [
        { path: 'email', message: 'already has an account' },
      ])
    if (result.outcome === 'failed') return jsonError(503, 'unavailable', 'Accounts cannot be created right now. Please try again in a few minutes.')
    await feedSignupForm(req, fields)
    return Response.json({ reference: attempt.id, redirectUrl: result.redirectUrl ?? handoff }, { status: 201 })
  },
})
