import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { get, localApi, unique } from './helpers'

describe('anonymous access over REST and GraphQL', () => {
  let draftId: number
  let draftSlug: string

  beforeAll(async () => {
    const payload = await localApi()
    draftSlug = unique('draft-only')
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Unreleased product', family: 'products', slug: draftSlug, _status: 'draft', layout: [] },
      draft: true,
      context: { disableRevalidate: true },
    })
    draftId = draft.id
  })
  afterAll(async () => {
    const payload = await localApi()
    await payload.delete({ collection: 'pages', id: draftId, context: { disableRevalidate: true } })
  })

  it('cannot read users', async () => {
    const response = await get('/api/users')
    expect(response.status).toBe(403)
    const body = (await response.json()) as { errors?: unknown[]; docs?: unknown[] }
    expect(body.docs).toBeUndefined()
  })

  it('cannot read a user by id', async () => {
    expect((await get('/api/users/1')).status).toBe(403)
  })

  it('reads published pages but never drafts, even when asking for drafts', async () => {
    const published = await get('/api/pages?where[path][equals]=/products/voice-api&depth=0')
    expect(((await published.json()) as { totalDocs: number }).totalDocs).toBe(1)

    for (const query of [`where[slug][equals]=${draftSlug}`, `where[slug][equals]=${draftSlug}&draft=true`]) {
      const response = await get(`/api/pages?${query}&depth=0`)
      expect(response.status).toBe(200)
      expect(((await response.json()) as { totalDocs: number }).totalDocs).toBe(0)
    }
    expect((await get(`/api/pages/${draftId}?draft=true`)).status).toBe(404)
  })

  it('cannot read page versions', async () => {
    const response = await get('/api/pages/versions')
    expect([401, 403]).toContain(response.status)
  })

  it('cannot write anything', async () => {
    const create = await get('/api/pages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Spam', family: 'content', slug: 'spam', _status: 'published' }),
    })
    expect(create.status).toBe(403)
    const update = await get('/api/globals/header', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ signUp: { label: 'Spam', href: '/spam' } }),
    })
    expect(update.status).toBe(403)
    const remove = await get('/api/pages/1', { method: 'DELETE' })
    expect(remove.status).toBe(403)
  })

  it('cannot read users or drafts through GraphQL', async () => {
    const response = await get('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ Users { docs { email } } Pages(where: { slug: { equals: "${draftSlug}" } }, draft: true) { docs { id } } }` }),
    })
    const body = (await response.json()) as { data?: { Users: unknown; Pages?: { docs: unknown[] } }; errors?: { message: string }[] }
    expect(body.data?.Users ?? null).toBeNull()
    expect(body.errors?.some((e) => /not allowed/i.test(e.message))).toBe(true)
  })

  it('rejects a revalidate request without the secret, with a JSON error', async () => {
    const response = await get('/api/revalidate', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Missing or wrong revalidate secret' } })
  })
})
