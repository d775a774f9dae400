/**
 * GET /api/confirm?token= — the link in a double opt-in e-mail (lib/doubleOptIn). A valid link
 * stamps the row as confirmed and queues its forward, once: a second click (or a mail scanner's
 * fetch and then the visitor's) finds it confirmed and queues nothing. A broken link answers 400,
 * an expired one 410, a link to a row that is gone 404 — never a 5xx. Browsers (`Accept: text/html`)
 * get a small page; anything else gets JSON like every other endpoint.
 */
import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { confirmationSubject, readConfirmationToken, type ConfirmationTarget } from '@/lib/doubleOptIn'
import { env } from '@/lib/env'
import { JOBS_QUEUE } from '@/lib/jobs'
import { confirmationKey } from '@/lib/secrets'
import { FORWARD_FORM_SUBMISSION } from '@/lib/tasks/forwardFormSubmission'
import { FORWARD_SUBSCRIPTION } from '@/lib/tasks/forwardSubscription'

import { defineEndpoint } from './endpoint'
import { jsonError, type ErrorCode } from './errors'
import { inTransaction, lockForTransaction } from './transaction'

// Read by the handler, so a missing or mangled token gets the same page as any broken link.
export const confirmQuery = z.object({ token: z.string().optional() })

type Outcome = { status: 200; confirmed: 'now' | 'before'; target: ConfirmationTarget } | { status: 400 | 404 | 410; code: ErrorCode; message: string }

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(status: number, heading: string, text: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(heading)} | Ostra</title></head><body><main><h1>${escape(heading)}</h1><p>${escape(text)}</p><p><a href="/">Go to the Ostra website</a></p></main></body></html>`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' } })
}

/** Whether the row the link names still exists as it was when the link was made. */
async function rowMatches(req: PayloadRequest, target: ConfirmationTarget): Promise<{ confirmedAt?: string | null } | null> {
  if (target.kind === 'subscription') {
    const row = await req.payload.findByID({ collection: 'subscriptions', id: target.id, depth: 0, overrideAccess: true, req, disableErrors: true })
    return row && row.list === target.list ? row : null
  }
  const row = await req.payload.findByID({ collection: 'form-submissions', id: target.id, depth: 0, overrideAccess: true, req, disableErrors: true })
  return row && row.form === target.form ? row : null
}

async function confirm(req: PayloadRequest, token: string | undefined): Promise<Outcome> {
  const reading = readConfirmationToken(token, confirmationKey(env.payloadSecret))
  if (!reading.ok) {
    return reading.reason === 'expired'
      ? { status: 410, code: 'link_expired', message: 'This confirmation link has expired. Sign up again and we will send you a new one.' }
      : { status: 400, code: 'invalid_input', message: 'This confirmation link is not valid. Copy the whole link from the e-mail, or sign up again.' }
  }
  const { target } = reading
  const gone: Outcome = { status: 404, code: 'not_found', message: 'This confirmation link is no longer valid. Sign up again and we will send you a new one.' }
  if (!(await rowMatches(req, target))) return gone
  return inTransaction(req, async () => {
    // One confirmation per row, however many clicks arrive at once.
    await lockForTransaction(req, `confirm:${target.kind}:${target.id}`)
    const row = await rowMatches(req, target)
    if (!row) return gone
    if (row.confirmedAt) return { status: 200, confirmed: 'before', target }
    const confirmedAt = new Date().toISOString()
    if (target.kind === 'subscription') {
      await req.payload.update({ collection: 'subscriptions', id: target.id, data: { confirmedAt }, overrideAccess: true, req })
      await req.payload.jobs.queue({ task: FORWARD_SUBSCRIPTION, input: { subscription: target.id }, queue: JOBS_QUEUE, req })
    } else {
      await req.payload.update({ collection: 'form-submissions', id: target.id, data: { confirmedAt }, overrideAccess: true, req })
      await req.payload.jobs.queue({ task: FORWARD_FORM_SUBMISSION, input: { submission: target.id }, queue: JOBS_QUEUE, req })
    }
    return { status: 200, confirmed: 'now', target }
  })
}

export const confirmEndpoint = defineEndpoint({
  path: '/confirm',
  method: 'get',
  query: confirmQuery,
  // Each click may write; a browser or mail scanner needs a handful.
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: async ({ req, query }) => {
    const outcome = await confirm(req, query.token)
    const wantsJson = !(req.headers.get('accept') ?? '').includes('text/html')
    if (outcome.status !== 200) return wantsJson ? jsonError(outcome.status, outcome.code, outcome.message) : page(outcome.status, 'This link does not work', outcome.message)
    const what = confirmationSubject(outcome.target)
    if (wantsJson) return Response.json({ confirmed: true, already: outcome.confirmed === 'before', kind: outcome.target.kind, for: what }, { headers: { 'cache-control': 'private, no-store' } })
    return page(200, 'Thank you, you are confirmed', outcome.confirmed === 'before' ? `Your address was already confirmed for "${what}". Nothing more to do.` : `Your address is confirmed for "${what}".`)
  },
})
