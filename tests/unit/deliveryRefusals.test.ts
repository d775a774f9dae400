/**
 * A delivery the service refuses for good stops (issue 29): which answers count as "for good", what the row
 * shows, and what the delivery bookkeeping does with each kind of failure.
 */
import { describe, expect, it, vi } from 'vitest'

import { deliveryState } from '@/lib/forms/deliveries'
import { answeredReason, errorBody, isRefusedForGood, refusedForGood, SERVICE_MESSAGE_CHARS, ServiceError, serviceMessage } from '@/lib/integrations'
import { addContact, ForwardError } from '@/lib/forms/marketingContacts'
import { FormForwardError, submitMarketingForm } from '@/lib/forms/marketingForms'
import { startVoiceAiDemo, VoiceAiSetupError } from '@/lib/voiceAi/voiceAiSetup'
import * as schema from '@/payload-generated-schema'

describe('refusedForGood', () => {
  it('is every 4xx but 408, 425 and 429', () => {
    for (const status of [400, 401, 403, 404, 405, 409, 410, 413, 415, 422, 451, 499]) expect(refusedForGood(status), String(status)).toBe(true)
    for (const status of [408, 425, 429]) expect(refusedForGood(status), String(status)).toBe(false)
  })

  it('leaves 5xx, successes, redirects, no status (network, timeout) and nonsense to the retries', () => {
    for (const status of [500, 502, 503, 504, 200, 201, 301, 399, 600, undefined, Number.NaN, 400.5]) expect(refusedForGood(status), String(status)).toBe(false)
  })
})

describe('serviceMessage: the service’s own words, one short line', () => {
  it('reads the usual JSON error shapes', () => {
    expect(serviceMessage('{"errors":[{"field":"list_ids[0]","message":"invalid list id"}]}')).toBe('list_ids[0]: invalid list id')
    expect(serviceMessage('{"errors":[{"message":"a"},{"message":"b"}]}')).toBe('a; b')
    expect(serviceMessage('{"status":"error","message":"Form not found","errors":[{"message":"x"}]}')).toBe('Form not found')
    expect(serviceMessage('{"error":"unauthorized"}')).toBe('unauthorized')
    expect(serviceMessage('{"error":{"code":"bad","message":"key revoked"}}')).toBe('key revoked')
    expect(serviceMessage('{"detail":"No such application"}')).toBe('No such application')
  })

  it('takes plain text, collapses white space and shortens it', () => {
    expect(serviceMessage('  Bad\n  request\t here ')).toBe('Bad request here')
    const long = serviceMessage('x'.repeat(5000)) as string
    expect(long).toHaveLength(SERVICE_MESSAGE_CHARS)
    expect(long.endsWith('…')).toBe(true)
  })

  it('says nothing for an empty body, an HTML page or JSON without a message', () => {
    for (const body of [undefined, '', '   ', '<!doctype html><h1>Not Found</h1>', '{}', '{"ok":false}', '[]'])
      expect(serviceMessage(body), body).toBeUndefined()
  })
})

describe('answeredReason', () => {
  it('names the status and, for a refusal for good, what the service said', () => {
    expect(answeredReason('The contacts API', 400, '{"errors":[{"message":"invalid list id"}]}')).toBe('The contacts API answered 400: invalid list id')
    expect(answeredReason('The contacts API', 401, '')).toBe('The contacts API answered 401')
    // Worth another try: the status alone, as before (the row's reason does not change from attempt to attempt).
    expect(answeredReason('The contacts API', 500, '{"errors":[{"message":"down"}]}')).toBe('The contacts API answered 500')
    expect(answeredReason('The contacts API', 429, '{"message":"slow down"}')).toBe('The contacts API answered 429')
  })
})

describe('errorBody', () => {
  it('reads at most 16 KB of an answer', async () => {
    const body = await errorBody(new Response('y'.repeat(100_000)))
    expect(body.length).toBeGreaterThanOrEqual(16 * 1024)
    expect(body.length).toBeLessThan(17 * 1024)
    expect(await errorBody(new Response(null, { status: 400 }))).toBe('')
  })
})

describe('the integrations carry the status', () => {
  const answering = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch

  it('contacts API: a wrong list id is refused for good with the reason, a 503 is not', async () => {
    const config = { url: 'https://contacts.test/v3', apiKey: 'k', timeoutMs: 1000, lists: { 'release-notes': 'list-1' } }
    const refused = await addContact(config, 'release-notes', 'a@example.com', {
      fetchImpl: answering(400, { errors: [{ message: 'invalid list id' }] }),
    }).catch((e) => e)
    expect(refused).toBeInstanceOf(ForwardError)
    expect(refused).toMatchObject({ status: 400, message: 'The contacts API answered 400: invalid list id' })
    expect(isRefusedForGood(refused)).toBe(true)
    const down = await addContact(config, 'release-notes', 'a@example.com', { fetchImpl: answering(503, {}) }).catch((e) => e)
    expect(isRefusedForGood(down)).toBe(false)
    const unreachable = await addContact(config, 'release-notes', 'a@example.com', {
      fetchImpl: (async () => {
        throw new TypeError('fetch failed')
      }) as unknown as typeof fetch,
    }).catch((e) => e)
    expect(unreachable).toMatchObject({ message: 'The contacts API could not be reached', status: undefined })
    expect(isRefusedForGood(unreachable)).toBe(false)
  })

  it('marketing forms and the voice AI service: the same', async () => {
    const forms = { url: 'https://forms.test', timeoutMs: 1000, forms: { MARKETING_FORM_CONTACT_SALES: { accountId: '1', formId: 'f' } } }
    const wrongForm = await submitMarketingForm(forms, 'contact-sales', {}, {}, { fetchImpl: answering(404, { message: 'Form not found' }) }).catch((e) => e)
    expect(wrongForm).toBeInstanceOf(FormForwardError)
    expect(wrongForm.message).toBe('The marketing service answered 404: Form not found')
    expect(isRefusedForGood(wrongForm)).toBe(true)
    const voice = {
      url: 'https://voice.test',
      apiKey: 'k',
      callerNumber: '+1',
      applicationId: 'a',
      timeoutMs: 1000,
      demoTimeoutSeconds: 60,
      timeLimitSeconds: 300,
    }
    const request = { name: 'A', email: 'a@example.com', phone: '+14155550100', agent: 'customer-support' }
    const wrongKey = await startVoiceAiDemo(voice, request, { fetchImpl: answering(401, { error: 'unauthorized' }) }).catch((e) => e)
    expect(wrongKey).toBeInstanceOf(VoiceAiSetupError)
    expect(isRefusedForGood(wrongKey)).toBe(true)
    const busy = await startVoiceAiDemo(voice, request, { fetchImpl: answering(429, {}) }).catch((e) => e)
    expect(isRefusedForGood(busy)).toBe(false)
  })

  it('any other error is never taken for a refusal', () => {
    expect(isRefusedForGood(new Error('The contacts API answered 400'))).toBe(false)
    expect(isRefusedForGood(new ServiceError('x', 400))).toBe(true)
    expect(isRefusedForGood(undefined)).toBe(false)
  })
})

describe('deliveryState: what the admin shows', () => {
  it('tells sent, refused for good, retrying and waiting apart', () => {
    expect(deliveryState({ sent: true, failedAt: '2026-01-01', lastError: 'x' })).toBe('sent')
    expect(deliveryState({ sent: false, failedAt: '2026-01-01T00:00:00Z', lastError: 'The contacts API answered 400: invalid list id' })).toBe('refused')
    expect(deliveryState({ sent: false, failedAt: null, lastError: 'The contacts API answered 500' })).toBe('retrying')
    expect(deliveryState({ sent: false, failedAt: '', lastError: '' })).toBe('waiting')
  })
})

describe('the delivery bookkeeping (withRowReserved)', async () => {
  const { withRowReserved } = await import('@/lib/jobs/deliver')
  /** A pool that answers the row's claim and records every statement; Payload's tables are the generated schema's. */
  function fakeRequest() {
    const statements: string[] = []
    const query = vi.fn(async (text: string) => {
      statements.push(text.replace(/\s+/g, ' ').trim())
      return text.includes('RETURNING') ? { rowCount: 1, rows: [{ id: 1 }] } : { rowCount: 1, rows: [] }
    })
    const warn = vi.fn()
    const db = { name: 'postgres', pool: { query }, drizzle: { _: { fullSchema: schema } } }
    const req = { payload: { db, logger: { warn } } } as never
    return { req, statements, warn }
  }

  it('marks a row refused for good failed, with the reason, and ends the job instead of throwing', async () => {
    const { req, statements, warn } = fakeRequest()
    const outcome = await withRowReserved(req, 'subscriptions', 7, async () => {
      throw new ForwardError('The contacts API answered 401: bad key', 401)
    })
    expect(outcome).toEqual({ outcome: 'refused', reason: 'The contacts API answered 401: bad key' })
    expect(statements[0]).toContain('"subscriptions"."failed_at" IS NULL')
    expect(statements[1]).toMatch(
      /^UPDATE "subscriptions" SET "sending_since" = NULL, "last_error" = \$1, "failed_at" = now\(\) WHERE "subscriptions"."id" = \$2$/,
    )
    expect(warn).toHaveBeenCalledOnce()
  })

  it('gives back a row that failed for now, records why, and throws so the job retries', async () => {
    const { req, statements } = fakeRequest()
    const failure = new ForwardError('The contacts API answered 503', 503)
    await expect(
      withRowReserved(req, 'subscriptions', 7, async () => {
        throw failure
      }),
    ).rejects.toBe(failure)
    expect(statements[1]).toMatch(/^UPDATE "subscriptions" SET "sending_since" = NULL, "last_error" = \$1 WHERE "subscriptions"."id" = \$2$/)
  })

  it('clears a refusal when a row finally goes', async () => {
    const { req, statements } = fakeRequest()
    expect(await withRowReserved(req, 'form-submissions', 3, async () => 'ok')).toEqual({ outcome: 'sent', value: 'ok' })
    expect(statements[1]).toContain('"failed_at" = NULL')
  })
})
