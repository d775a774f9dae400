import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, describe, expect, it } from 'vitest'

import { eventually, get, getRaw, localApi, unique } from './helpers'

describe('publishing through the Local API reaches the site', () => {
  const slug = unique('fresh-product')
  const path = `/products/${slug}`
  let id: number | undefined

  afterAll(async () => {
    if (id !== undefined) await (await localApi()).delete({ collection: 'pages', id })
  })

  it('serves a page once published, and 404s once unpublished', async () => {
    const payload = await localApi()
    // Requested before it exists: a 404 (and the site may cache that).
    expect((await get(path)).status).toBe(404)

    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Fresh product',
        shell: 'full',
        family: 'products',
        slug,
        _status: 'published',
        layout: [{ blockType: 'hero', heading: 'A freshly published product' }],
      },
    })
    id = page.id
    expect(page.path).toBe(path)

    const served = await eventually(async () => {
      const response = await get(path)
      return response.status === 200 && (await response.text()).includes('A freshly published product')
    })
    expect(served).toBe(true)

    // Served through the unrouted handler until the next build, compressed like any page: gzip at once, Brotli once made.
    const raw = (acceptEncoding: string) => getRaw(path, { 'accept-encoding': acceptEncoding })
    const gzip = await raw('gzip')
    expect(gzip.encoding).toBe('gzip')
    expect(gunzipSync(gzip.bytes).toString()).toContain('A freshly published product')
    expect(await eventually(async () => (await raw('gzip, deflate, br, zstd')).encoding === 'br')).toBe(true)
    const brotli = await raw('gzip, deflate, br, zstd')
    expect(Number(brotli.length)).toBe(brotli.bytes.length)
    expect(brotliDecompressSync(brotli.bytes).toString()).toContain('A freshly published product')

    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' } })
    expect(await eventually(async () => (await get(path)).status === 404)).toBe(true)
  })

  it('shows an edited published page on the site', async () => {
    const payload = await localApi()
    const note = await payload.find({ collection: 'release-notes', limit: 1, sort: '-releasedAt', depth: 0 })
    const doc = note.docs[0]
    const marker = unique('Edited summary')
    await payload.update({ collection: 'release-notes', id: doc.id, data: { summary: marker, _status: 'published' } })
    try {
      // Both the note's own page and the list that shows it.
      expect(await eventually(async () => (await (await get(doc.path as string)).text()).includes(marker))).toBe(true)
      expect(await eventually(async () => (await (await get('/release-notes')).text()).includes(marker))).toBe(true)
    } finally {
      await payload.update({ collection: 'release-notes', id: doc.id, data: { summary: doc.summary, _status: 'published' } })
    }
  })

  it('shows a changed header (a global) on every page', async () => {
    const payload = await localApi()
    const header = await payload.findGlobal({ slug: 'header', depth: 0 })
    const label = unique('Start free')
    await payload.updateGlobal({ slug: 'header', data: { signUp: { ...header.signUp, label } } })
    try {
      for (const path of ['/', '/products/voice-api', '/privacy-policy']) {
        expect(await eventually(async () => (await (await get(path)).text()).includes(label)), path).toBe(true)
      }
    } finally {
      await payload.updateGlobal({ slug: 'header', data: { signUp: header.signUp } })
    }
  })

  it("updates pages that embed a list when a customer story is published (the home page's story list)", async () => {
    const payload = await localApi()
    const company = unique('Embedded Story Co')
    const story = await payload.create({
      collection: 'customer-stories',
      data: {
        title: `${company} cuts call costs`,
        company,
        industry: 'Retail',
        summary: 'A story for the list block.',
        slug: unique('embedded-story'),
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
    })
    try {
      // The home page is pre-rendered; its customer-story list block reads the newest stories.
      expect(await eventually(async () => (await (await get('/')).text()).includes(company))).toBe(true)
    } finally {
      await payload.delete({ collection: 'customer-stories', id: story.id })
    }
    expect(await eventually(async () => !(await (await get('/')).text()).includes(company))).toBe(true)
  })
})
