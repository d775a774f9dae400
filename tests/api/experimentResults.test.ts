/**
 * An experiment's results over HTTP: events posted as the browser posts them (with the visitor's
 * anonymous-id cookie), counted per variant from the first-party store, and the figures the admin shows.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { experimentResults } from '@/lib/experiments/results'
import { inlineRichText } from '@/lib/richText'
import { DEFAULT_ADMIN } from '@/seed'

import { anonymousCookieFor, BASE_URL, get, localApi, nextClient, signIn, unique } from './helpers'

let session = ''
let experiment: { id: number; key: string }

/** One tracked event from one visitor, as the analytics fallback sends it. */
async function track(visitor: string, type: string, data: Record<string, unknown> = {}) {
  const response = await fetch(`${BASE_URL}/api/s/t`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient(), cookie: anonymousCookieFor(visitor) },
    body: JSON.stringify({ type, data, options: {} }),
  })
  expect(response.status).toBe(202)
}
const view = (visitor: string, variationId: number) => track(visitor, 'Experiment Viewed', { experimentId: experiment.key, variationId, id: visitor })

beforeAll(async () => {
  session = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  const key = unique('results')
  const created = await get('/api/experiments', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session },
    body: JSON.stringify({ name: 'Results test', key, status: 'running', goal: 'form-submit', variants: [{ weight: 1 }, { weight: 1 }] }),
  })
  expect(created.status, await created.clone().text()).toBe(201)
  experiment = { id: ((await created.json()) as { doc: { id: number } }).doc.id, key }
})

describe('GET /api/experiments/:id/results', () => {
  it('counts each visitor once in their variant, converted when the goal follows their first view', async () => {
    const visitor = (name: string) => `${experiment.key}-${name}`
    // A: five visitors; one submits a form after seeing the test, one only before it, one signs up (another goal).
    for (const name of ['a1', 'a2', 'a3', 'a4']) await view(visitor(name), 0)
    await track(visitor('a5'), 'Form Submit')
    await view(visitor('a5'), 0)
    await track(visitor('a1'), 'Form Submit')
    await track(visitor('a2'), 'Sign Up Success')
    // B: three visitors, one of them viewing twice and submitting twice; two convert.
    for (const name of ['b1', 'b2', 'b3']) await view(visitor(name), 1)
    await view(visitor('b1'), 1)
    await track(visitor('b1'), 'Form Submit')
    await track(visitor('b1'), 'Form Submit')
    await track(visitor('b3'), 'Form Submit')
    // Someone else's experiment, and a malformed variation: not counted.
    await track(visitor('x1'), 'Experiment Viewed', { experimentId: `${experiment.key}-other`, variationId: 1 })
    await track(visitor('x2'), 'Experiment Viewed', { experimentId: experiment.key, variationId: 'B' })

    const response = await get(`/api/experiments/${experiment.id}/results`, { headers: { cookie: session } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = (await response.json()) as ReturnType<typeof experimentResults> & { key: string; goal: { name: string } }
    expect(body.key).toBe(experiment.key)
    expect(body.goal.name).toBe('form-submit')
    expect(body.variants.map(({ letter, visitors, conversions }) => ({ letter, visitors, conversions }))).toEqual([
      { letter: 'A', visitors: 5, conversions: 1 },
      { letter: 'B', visitors: 3, conversions: 2 },
    ])
    // The figures and the verdict are the arithmetic's for those counts (tests/unit/experimentResults.test.ts checks it).
    expect(body).toMatchObject(
      JSON.parse(
        JSON.stringify(
          experimentResults([
            { visitors: 5, conversions: 1 },
            { visitors: 3, conversions: 2 },
          ]),
        ),
      ),
    )
    expect(body.verdict).toMatch(/keep it running until every variant has had 100 visitors/)
  })

  it('counts the sign-up goal when the experiment’s goal is a sign-up', async () => {
    const changed = await get(`/api/experiments/${experiment.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: session },
      body: JSON.stringify({ goal: 'sign-up' }),
    })
    expect(changed.status).toBe(200)
    const body = (await (await get(`/api/experiments/${experiment.id}/results`, { headers: { cookie: session } })).json()) as {
      variants: { conversions: number }[]
    }
    expect(body.variants.map((v) => v.conversions)).toEqual([1, 0])
  })

  it('counts a click goal from its own experiment’s click events only, and requires the button or link to be named', async () => {
    const patch = (body: unknown) =>
      get(`/api/experiments/${experiment.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: session },
        body: JSON.stringify(body),
      })
    const unnamed = await patch({ goal: 'click', clickTarget: '' })
    expect(unnamed.status).toBe(400)
    expect(await unnamed.text()).toContain('Name the button or link')
    expect((await patch({ goal: 'click', clickTarget: 'Talk to sales' })).status).toBe(200)
    const visitor = (name: string) => `${experiment.key}-${name}`
    const clicked = (name: string, experimentId = experiment.key) => track(visitor(name), 'Experiment Goal Clicked', { experimentId })
    await clicked('a3')
    await clicked('b2')
    await clicked('b2')
    // Another experiment's click, on a page of both: not this one's conversion.
    await clicked('a4', `${experiment.key}-other`)
    const body = (await (await get(`/api/experiments/${experiment.id}/results`, { headers: { cookie: session } })).json()) as {
      goal: { name: string }
      variants: { conversions: number }[]
    }
    expect(body.goal.name).toBe('click')
    expect(body.variants.map((v) => v.conversions)).toEqual([1, 1])
    // The running experiments carry the target to their pages (their island sends the clicks).
    const running = await (await localApi()).find({ collection: 'experiments', where: { key: { equals: experiment.key } }, depth: 0 })
    expect(running.docs[0]).toMatchObject({ goal: 'click', clickTarget: 'Talk to sales' })
  })

  it('is for signed-in staff only, and answers an unknown or impossible id with 404', async () => {
    expect((await get(`/api/experiments/${experiment.id}/results`)).status).toBe(401)
    const unknown = await get('/api/experiments/2147483000/results', { headers: { cookie: session } })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: { code: 'not_found' } })
    // An id no document can have is answered like any document address with one (lib/requests payloadGuard).
    for (const id of ['abc', '0', '-1', '1e99', '99999999999']) {
      const response = await get(`/api/experiments/${id}/results`, { headers: { cookie: session } })
      expect(response.status, id).toBe(404)
      expect(await response.json(), id).toMatchObject({ error: { code: 'not_found' } })
    }
  })
})

describe('POST /api/experiments/:id/declare-winner', () => {
  it('keeps the winner on every page using the test, for everyone, as one publish, and stops the test; refused while a page has unpublished changes', async () => {
    const payload = await localApi()
    const key = unique('winner')
    const created = await payload.create({
      collection: 'experiments',
      data: { name: 'Winner test', key, status: 'running', goal: 'form-submit', variants: [{ weight: 1 }, { weight: 1 }] },
    })
    const page = (slug: string) => ({
      title: 'Winner page',
      shell: 'full' as const,
      family: 'products' as const,
      slug,
      _status: 'published' as const,
      layout: [
        { blockType: 'hero' as const, heading: 'Declare a winner', text: inlineRichText('One of two.') },
        { blockType: 'stats' as const, items: [{ value: `${key}-a-marker`, label: 'A' }], experiment: { key, variant: 'A' as const } },
        { blockType: 'stats' as const, items: [{ value: `${key}-b-marker`, label: 'B' }], experiment: { key, variant: 'B' as const } },
      ],
    })
    const first = await payload.create({ collection: 'pages', data: page(unique('winner-one')) })
    const second = await payload.create({ collection: 'pages', data: page(unique('winner-two')) })
    const declare = (variant: unknown, cookie = session) =>
      get(`/api/experiments/${created.id}/declare-winner`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': nextClient() },
        body: JSON.stringify({ variant }),
      })

    // An edit saved as a draft on the second page: nothing is published, and the answer names the page.
    await payload.update({ collection: 'pages', id: second.id, draft: true, data: { title: 'Winner page, edited' } })
    const refused = await declare(1)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ error: { code: 'conflict', message: expect.stringContaining(second.path as string) } })
    expect((await payload.findByID({ collection: 'experiments', id: created.id })).status).toBe('running')
    expect(await (await get(first.path as string)).text()).toContain(`${key}-a-marker`)

    for (const bad of [4, -1, 'B', null, 1.5]) expect((await declare(bad)).status, String(bad)).toBe(400)
    expect((await declare(2)).status).toBe(400)
    expect((await declare(1, '')).status).toBe(401)

    await payload.update({ collection: 'pages', id: second.id, data: { _status: 'published' } })
    const declared = await declare(1)
    expect(declared.status, await declared.clone().text()).toBe(200)
    expect(await declared.json()).toMatchObject({ winner: 'B', paths: expect.arrayContaining([first.path, second.path]) })

    for (const { id, path } of [first, second]) {
      const live = await payload.findByID({ collection: 'pages', id, draft: false, depth: 0 })
      expect(live._status).toBe('published')
      expect(live.layout?.map((block) => block.blockType)).toEqual(['hero', 'stats'])
      expect(live.layout?.[1]).toMatchObject({ items: [{ value: `${key}-b-marker` }], experiment: { key: null } })
      // On the site, for a visitor with no cookie at all: B.
      const html = await (await get(path as string)).text()
      expect(html).toContain(`${key}-b-marker`)
      expect(html).not.toContain(`${key}-a-marker`)
    }
    expect((await payload.findByID({ collection: 'experiments', id: created.id })).status).toBe('stopped')
    for (const { id } of [first, second]) await payload.delete({ collection: 'pages', id })
  })
})
