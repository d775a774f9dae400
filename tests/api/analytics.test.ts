import { describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '@/api/errors'
import { readEventCounts } from '@/lib/tracking/analytics'

import { BASE_URL, localApi, nextClient, postJson, unique } from './helpers'

async function eventsFor(anonymousId: string) {
  return (await (await localApi()).find({ collection: 'analytics-events', where: { anonymousId: { equals: anonymousId } }, sort: 'createdAt', depth: 0 })).docs
}

describe('analytics fallback endpoints /api/s/*', () => {
  it('stores a page view with the query string, campaign, consent and the visit referrer', async () => {
    const anonymousId = unique('anon')
    const response = await postJson(
      '/api/s/p?utm_source=newsletter&utm_campaign=spring',
      {
        path: '/pricing/messaging',
        title: 'Messaging pricing | Ostra',
        acceptedCookies: false,
        campaign: { name: 'spring', source: 'newsletter' },
        clientAnonymousId: anonymousId,
        referrer: 'https://partner.example/post',
      },
      nextClient(),
    )
    expect(response.status).toBe(202)
    const [event] = await eventsFor(anonymousId)
    expect(event).toMatchObject({
      kind: 'page',
      name: 'Messaging pricing | Ostra',
      path: '/pricing/messaging',
      query: 'utm_source=newsletter&utm_campaign=spring',
      data: { acceptedCookies: false, campaign: { name: 'spring', source: 'newsletter' }, referrer: 'https://partner.example/post' },
    })
  })

  it('stores tracks (anonymous id from the cookie) and identifies', async () => {
    const anonymousId = unique('anon')
    const track = await fetch(`${BASE_URL}/api/s/t`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `ajs_anonymous_id=%22${anonymousId}%22`, 'x-forwarded-for': nextClient() },
      body: JSON.stringify({ type: 'Form Submit', data: { form: 'contact-sales' }, options: { context: { page: '/contact-us' } } }),
    })
    expect(track.status).toBe(202)
    expect((await postJson('/api/s/i', { clientAnonymousId: anonymousId, traits: { email: 'ada@example.com' } }, nextClient())).status).toBe(202)
    const events = await eventsFor(anonymousId)
    expect(events.map((e) => [e.kind, e.name])).toEqual([
      ['track', 'Form Submit'],
      ['identify', 'identify'],
    ])
    expect(events[0].data).toEqual({ data: { form: 'contact-sales' }, options: { context: { page: '/contact-us' } } })
  })

  it('answers 400 for malformed bodies and 413 for 2 MB', async () => {
    const malformed = await postJson('/api/s/t', '{"type":', nextClient())
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as ApiErrorBody).error.code).toBe('malformed_json')
    const invalid = await postJson('/api/s/p', { path: 42, acceptedCookies: 'yes' }, nextClient())
    expect(invalid.status).toBe(400)
    expect(((await invalid.json()) as ApiErrorBody).error.fields?.map((f) => f.path).sort()).toEqual(['acceptedCookies', 'path'])
    // Found by the fuzz test: an empty path (and no title) once reached the table's required name as a 500.
    const empty = await postJson('/api/s/p', { path: '' }, nextClient())
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as ApiErrorBody).error.fields?.map((f) => f.path)).toEqual(['path'])
    const huge = await postJson('/api/s/t', { type: 'Form Submit', data: { blob: 'x'.repeat(2 * 1024 * 1024) } }, nextClient())
    expect(huge.status).toBe(413)
    expect(((await huge.json()) as ApiErrorBody).error.code).toBe('payload_too_large')
  })
})

describe('the admin’s event counts (lib/tracking/analytics.ts, the one raw query)', () => {
  it('counts today’s events per day, kind and name from the database', async () => {
    const payload = await localApi()
    const name = unique('Counted Event')
    for (let i = 0; i < 3; i++) await payload.create({ collection: 'analytics-events', data: { kind: 'track', name, anonymousId: unique('anon') } })
    const today = new Date().toISOString().slice(0, 10)
    const counts = await readEventCounts(payload, 14, 10_000)
    expect(counts.filter((row) => row.name === name)).toEqual([{ day: today, kind: 'track', name, count: 3 }])
  })
})
