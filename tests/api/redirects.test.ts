import { afterAll, describe, expect, it } from 'vitest'

import { eventually, get, localApi, unique } from './helpers'

describe('redirects before rendering', () => {
  const created: { collection: 'redirects' | 'pages'; id: number }[] = []
  afterAll(async () => {
    const payload = await localApi()
    for (const { collection, id } of created.reverse()) await payload.delete({ collection, id }).catch(() => undefined)
  })

  it('answers a redirect from the admin with its configured status, keeping the query', async () => {
    const payload = await localApi()
    for (const [type, status] of [
      ['301', 301],
      ['302', 302],
    ] as const) {
      const from = `/${unique(`old-${type}`)}`
      const redirect = await payload.create({ collection: 'redirects', data: { from, type, to: { type: 'custom', url: '/pricing' } } })
      created.push({ collection: 'redirects', id: redirect.id })
      const answered = await eventually(async () => (await get(`${from}?utm_source=mail`)).status === status, 20_000)
      expect(answered).toBe(true)
      expect((await get(`${from}?utm_source=mail`)).headers.get('location')).toMatch(/\/pricing\?utm_source=mail$/)
    }
  })

  it('creates a permanent redirect when a published page changes path', async () => {
    const payload = await localApi()
    const slug = unique('moving-product')
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Moving product',
        family: 'products',
        slug,
        shell: 'full',
        _status: 'published',
        layout: [{ blockType: 'hero', heading: 'Moving product' }],
      },
    })
    created.push({ collection: 'pages', id: page.id })
    await payload.update({ collection: 'pages', id: page.id, data: { slug: `${slug}-renamed` } })
    const redirect = await payload.find({ collection: 'redirects', where: { from: { equals: `/products/${slug}` } }, depth: 0 })
    expect(redirect.totalDocs).toBe(1)
    created.push({ collection: 'redirects', id: redirect.docs[0].id })

    const answered = await eventually(async () => (await get(`/products/${slug}`)).status === 301, 20_000)
    expect(answered).toBe(true)
    expect((await get(`/products/${slug}`)).headers.get('location')).toMatch(new RegExp(`/products/${slug}-renamed$`))
  })
})
