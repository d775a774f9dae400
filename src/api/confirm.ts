/**
 * The link in a double opt-in e-mail (lib/forms/doubleOptIn). GET /api/confirm?token= only shows what the
 * link is for, with a Confirm button: mail scanners and link previews fetch links, so a GET must
 * not confirm anyone. The button POSTs the token (a form post, or JSON {token}), which stamps the
 * row as confirmed and queues its forward, once: a second click finds it confirmed and queues
 * nothing. A broken link answers 400, an expired one 410, a link to a row that is gone 404 — never
 * a 5xx. Browsers (`Accept: text/html`) get a small page; anything else gets JSON.
 */
import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { confirmationSubject, readConfirmationToken, type ConfirmationTarget, confirmationRow, markConfirmed } from '@/lib/forms/data'
import { env } from '@/lib/config/data'
import { confirmationKey } from '@/lib/secrets'

import { defineEndpoint } from './endpoint'
import { jsonError, type ErrorCode } from './errors'
import { inTransaction, lockForTransaction } from '@/lib/db/data'

// Read by the handler, so a missing or mangled token gets the same page as any broken link.
export const confirmQuery = z.object({ token: z.string().optional() })

type Outcome = { status: 200; confirmed: 'now' | 'before'; target: ConfirmationTarget } | { status: 400 | 404 | 410; code: ErrorCode; message: string }

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(status: number, heading: string, text: string, extra = ''): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(heading)} | Ostra</title></head><body><main><h1>${escape(heading)}</h1><p>${escape(text)}</p>${extra}<p><a href="/">Go to the Ostra website</a></p></main></body></html>`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' } })
}

const GONE: Outcome = { status: 404, code: 'not_found', message: 'This confirmation link is no longer valid. Sign up again and we will send you a new one.' }

type Checked = { ok: true; target: ConfirmationTarget; confirmedBefore: boolean } | { ok: false; outcome: Outcome }

/** Reads a link without writing anything: what it is for, or why it does not work. */
async function check(req: PayloadRequest, token: string | undefined): Promise<Checked> {
  const reading = readConfirmationToken(token, confirmationKey(env.payloadSecret))
  if (!reading.ok) {
    return reading.reason === 'expired'
      ? {
          ok: false,
          outcome: { status: 410, code: 'link_expired', message: 'This confirmation link has expired. Sign up again and we will send you a new one.' },
        }
      : {
          ok: false,
          outcome: {
            status: 400,
            code: 'invalid_input',
            message: 'This confirmation link is not valid. Copy the whole link from the e-mail, or sign up again.',
          },
        }
  }
  const row = await confirmationRow(req, reading.target)
  if (!row) return { ok: false, outcome: GONE }
  return { ok: true, target: reading.target, confirmedBefore: Boolean(row.confirmedAt) }
}

async function confirm(req: PayloadRequest, token: string | undefined): Promise<Outcome> {
  const checked = await check(req, token)
  if (!checked.ok) return checked.outcome
  const { target } = checked
  return inTransaction(req, async () => {
    // One confirmation per row, however many clicks arrive at once.
    await lockForTransaction(req, `confirm:${target.kind}:${target.id}`)
    const row = await confirmationRow(req, target)
    if (!row) return GONE
    if (row.confirmedAt) return { status: 200, confirmed: 'before', target }
    await markConfirmed(req, target)
    return { status: 200, confirmed: 'now', target }
  })
}

const wantsJson = (req: PayloadRequest) => !(req.headers.get('accept') ?? '').includes('text/html')
const noStore = { 'cache-control': 'private, no-store' }

function answer(req: PayloadRequest, outcome: Outcome): Response {
  if (outcome.status !== 200)
    return wantsJson(req) ? jsonError(outcome.status, outcome.code, outcome.message) : page(outcome.status, 'This link does not work', outcome.message)
  const what = confirmationSubject(outcome.target)
  if (wantsJson(req))
    return Response.json({ confirmed: true, already: outcome.confirmed === 'before', kind: outcome.target.kind, for: what }, { headers: noStore })
  return page(
    200,
    'Thank you, you are confirmed',
    outcome.confirmed === 'before' ? `Your address was already confirmed for "${what}". Nothing more to do.` : `Your address is confirmed for "${what}".`,
  )
}

/** The link itself: what it confirms, and the button that does it. */
export const confirmPageEndpoint = defineEndpoint({
  path: '/confirm',
  method: 'get',
  query: confirmQuery,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: async ({ req, query }) => {
    const checked = await check(req, query.token)
    if (!checked.ok) return answer(req, checked.outcome)
    const what = confirmationSubject(checked.target)
    if (checked.confirmedBefore) return answer(req, { status: 200, confirmed: 'before', target: checked.target })
    if (wantsJson(req))
      return Response.json({ confirmed: false, kind: checked.target.kind, for: what, confirmWith: 'POST /api/confirm {"token": "…"}' }, { headers: noStore })
    const form = `<form method="post" action="/api/confirm"><input type="hidden" name="token" value="${escape(query.token ?? '')}"><button type="submit">Confirm my address</button></form>`
    return page(200, 'Confirm your address', `Confirm that you want "${what}" at this address.`, form)
  },
})

/** A token, from the page's form post or as JSON (the endpoint reads its body itself for that). */
const confirmBody = z.object({ token: z.string().max(2000) })

function tokenFrom(text: string, contentType: string | null): unknown {
  if (/application\/x-www-form-urlencoded/i.test(contentType ?? '')) return Object.fromEntries(new URLSearchParams(text))
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The button: confirms once, whoever presses it how often. */
export const confirmEndpoint = defineEndpoint({
  path: '/confirm',
  method: 'post',
  // Each press may write; a person needs a handful.
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: async ({ req }) => {
    const text = req.text ? await req.text() : ''
    const parsed = confirmBody.safeParse(tokenFrom(text, req.headers.get('content-type')))
    if (!parsed.success)
      return answer(req, {
        status: 400,
        code: 'invalid_input',
        message: 'This confirmation link is not valid. Copy the whole link from the e-mail, or sign up again.',
      })
    return answer(req, await confirm(req, parsed.data.token))
  },
})
