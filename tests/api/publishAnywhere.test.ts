/**
 * Publish = live, at any address, on every route: a document published in the
 * admin answers 200 at its path within 3 s without a rebuild, in every family
 * (top-level content and legal pages and pricing included), and 404 within
 * 3 s once unpublished or deleted; a renamed slug redirects its old path at
 * once. Unknown addresses answer the shared 404 page, in the full shell,
 * without a cache entry of their own.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { PAGE_FAMILIES, PAGE_FAMILY_NAMES, pagePath, type PageFamily } from '@/lib/pages/paths'
import { paragraphs } from '@/lib/richText'
import { DEVELOPMENT_SECRET, previewSecret } from '@/lib/secrets'
import { DEFAULT_ADMIN } from '@/seed'

import { get, localApi, signIn, unique, cookieFrom } from './helpers'

const THREE_SECONDS = 3000

/** Polls every 100 ms; answers how long the check took to pass, or undefined after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number | undefined> {
  const start = Date.now()
  while (Date.now() - start < limitMs) {
    if (await check()) return Date.now() - start
    await new Promise((r) => setTimeout(r, 100))
  }
  return undefined
}

const shows = (path: string, marker: string) => async () => {
  const response = await get(path)
  return response.status === 200 && (await response.text()).includes(marker)
}
const gone = (path: string) => async () => (await get(path)).status === 404

type Created = { collection: 'pages' | 'legal-pages' | 'customer-stories' | 'release-notes'; id: number }
const created: Created[] = []

afterAll(async () => {
  const payload = await localApi()
  for (const { collection, id } of created) await payload.delete({ collection, id }).catch(() => undefined)
})

const hero = (heading: string) => [{ blockType: 'hero' as const, heading }]

describe('a page published in any family is live within 3 s, and gone within 3 s', () => {
  // Landing pages use the simple shell; every other family the full one.
  for (const family of PAGE_FAMILY_NAMES) {
    it(`${family} (${PAGE_FAMILIES[family].prefix || 'top level'})`, async () => {
      const payload = await localApi()
      const slug = unique(`spring-${family}`)
      const path = pagePath(family as PageFamily, slug)
      const marker = unique('Spring launch')
      // Asked for before it exists: 404, and that answer must not outlive the publish.
      expect((await get(path)).status).toBe(404)

      const page = await payload.create({
        collection: 'pages',
        data: { title: marker, family, slug, shell: 'full', _status: 'published', layout: hero(marker) },
      })
      created.push({ collection: 'pages', id: page.id })
      expect(page.path).toBe(path)
      expect(await within(THREE_SECONDS, shows(path, marker)), `${path} live`).toBeDefined()

      await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' } })
      expect(await within(THREE_SECONDS, gone(path)), `${path} unpublished`).toBeDefined()

      await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' } })
      expect(await within(THREE_SECONDS, shows(path, marker)), `${path} republished`).toBeDefined()

      await payload.delete({ collection: 'pages', id: page.id })
      expect(await within(THREE_SECONDS, gone(path)), `${path} deleted`).toBeDefined()
    })
  }

  it('legal pages, customer stories and release notes too', async () => {
    const payload = await localApi()
    const marker = unique('Spring terms')
    const legal = await payload.create({
      collection: 'legal-pages',
      data: {
        title: marker,
        slug: unique('spring-terms'),
        effectiveDate: new Date().toISOString(),
        layout: [{ blockType: 'richText', content: paragraphs(['Spring terms.']) }],
        _status: 'published',
      },
    })
    created.push({ collection: 'legal-pages', id: legal.id })
    const story = await payload.create({
      collection: 'customer-stories',
      data: { title: marker, company: 'Spring Co', industry: 'Retail', summary: 'A spring story.', slug: unique('spring-story'), _status: 'published' },
    })
    created.push({ collection: 'customer-stories', id: story.id })
    const note = await payload.create({
      collection: 'release-notes',
      data: {
        title: marker,
        product: 'voice-api',
        summary: 'A spring release.',
        releasedAt: new Date().toISOString(),
        slug: unique('spring-note'),
        _status: 'published',
      },
    })
    created.push({ collection: 'release-notes', id: note.id })
    for (const path of [legal.path, story.path, note.path]) {
      expect(await within(THREE_SECONDS, shows(path as string, marker)), `${path} live`).toBeDefined()
    }
    await payload.update({ collection: 'legal-pages', id: legal.id, data: { _status: 'draft' } })
    expect(await within(THREE_SECONDS, gone(legal.path as string)), 'legal page unpublished').toBeDefined()
  })

  it('a renamed slug serves the new path and redirects the old one at once', async () => {
    const payload = await localApi()
    const marker = unique('Renamed launch')
    const page = await payload.create({
      collection: 'pages',
      data: { title: marker, family: 'content', slug: unique('old-launch'), shell: 'full', _status: 'published', layout: hero(marker) },
    })
    created.push({ collection: 'pages', id: page.id })
    const oldPath = page.path as string
    expect(await within(THREE_SECONDS, shows(oldPath, marker))).toBeDefined()
    const renamed = await payload.update({ collection: 'pages', id: page.id, data: { slug: unique('new-launch') } })
    const newPath = renamed.path as string
    expect(await within(THREE_SECONDS, shows(newPath, marker)), 'new path').toBeDefined()
    const redirected = await within(THREE_SECONDS, async () => {
      const response = await get(oldPath)
      return response.status === 301 && new URL(response.headers.get('location') ?? '', 'http://x').pathname === newPath
    })
    expect(redirected, 'old path redirects').toBeDefined()
  })
})

describe('as the admin saves: drafts first, then publish or unpublish', () => {
  it('an unpublish after autosaved edits takes the page down, and a draft never shows', async () => {
    const payload = await localApi()
    const marker = unique('Autosaved launch')
    const page = await payload.create({
      collection: 'pages',
      data: { title: marker, family: 'content', slug: unique('autosaved'), shell: 'full', _status: 'published', layout: hero(marker) },
    })
    created.push({ collection: 'pages', id: page.id })
    const path = page.path as string
    expect(await within(THREE_SECONDS, shows(path, marker))).toBeDefined()
    // Autosave writes a draft version: the latest version is now a draft, the live page unchanged.
    const draftHeading = unique('Draft heading')
    await payload.update({ collection: 'pages', id: page.id, draft: true, autosave: true, data: { layout: hero(draftHeading) } })
    expect(await (await get(path)).text()).not.toContain(draftHeading)
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' } })
    expect(await within(THREE_SECONDS, gone(path)), 'unpublished after a draft').toBeDefined()
  })

  it('a slug changed in a draft, then published, moves the page and redirects the old address', async () => {
    const payload = await localApi()
    const marker = unique('Moved launch')
    const page = await payload.create({
      collection: 'pages',
      data: { title: marker, family: 'pricing', slug: unique('old-plan'), shell: 'full', _status: 'published', layout: hero(marker) },
    })
    created.push({ collection: 'pages', id: page.id })
    const oldPath = page.path as string
    expect(await within(THREE_SECONDS, shows(oldPath, marker))).toBeDefined()
    const newSlug = unique('new-plan')
    await payload.update({ collection: 'pages', id: page.id, draft: true, autosave: true, data: { slug: newSlug } })
    // The draft's new address is not live yet; the old one still is.
    expect((await get(`/pricing/${newSlug}`)).status).toBe(404)
    expect((await get(oldPath)).status).toBe(200)
    await payload.update({ collection: 'pages', id: page.id, data: { slug: newSlug, _status: 'published' } })
    expect(await within(THREE_SECONDS, shows(`/pricing/${newSlug}`, marker)), 'new path').toBeDefined()
    const redirected = await within(THREE_SECONDS, async () => {
      const response = await get(oldPath)
      return response.status === 301 && (response.headers.get('location') ?? '').endsWith(`/pricing/${newSlug}`)
    })
    expect(redirected, 'old path redirects').toBeDefined()
  })
})

describe('unknown addresses', () => {
  const invented = [
    '/no-such-page-at-all',
    '/pricing/no-such-plan',
    ...PAGE_FAMILY_NAMES.filter((f) => f !== 'content').map((f) => `${PAGE_FAMILIES[f].prefix}/no-such-${f}`),
    '/customer-stories/no-such-story',
    '/release-notes/no-such-note',
    '/a/b/c/d',
    '/no-such-file.html',
    '/products/%25E0',
  ]

  it('answer 404 with the whole shell rendered on the server, for every family', async () => {
    for (const path of invented) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      const html = await response.text()
      expect(html, path).toContain('<header class="site-header"')
      expect(html, path).toContain('<footer')
      expect(html, path).toMatch(/We couldn.t find that page/)
    }
  })

  it('are never kept by a shared cache, one entry per address', async () => {
    for (const path of invented.slice(0, 4)) {
      const response = await get(`${path}-${unique('x')}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control') ?? '', path).not.toMatch(/s-maxage|public/)
      // Not rendered by a page route (which would cache the answer under this address).
      expect(response.headers.get('x-nextjs-cache'), path).not.toBe('MISS')
    }
  })

  it('in another spelling of a published path redirect to it', async () => {
    const response = await get('/Pricing/Messaging?utm_source=x')
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toMatch(/\/pricing\/messaging\?utm_source=x$/)
  })
})

describe('draft preview of pages never published', () => {
  const secret = previewSecret(process.env.PAYLOAD_SECRET ?? DEVELOPMENT_SECRET)

  for (const family of ['content', 'pricing', 'products'] as const) {
    it(`works at a ${family} address`, async () => {
      const payload = await localApi()
      const marker = unique('Draft only')
      const page = await payload.create({
        collection: 'pages',
        draft: true,
        data: { title: marker, family, slug: unique(`draft-${family}`), shell: 'full', _status: 'draft', layout: hero(marker) },
      })
      created.push({ collection: 'pages', id: page.id })
      const path = page.path as string
      expect((await get(path)).status).toBe(404)
      const session = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
      const entered = await get(`/preview?${new URLSearchParams({ path, secret })}`, { headers: { cookie: session } })
      expect(entered.status).toBe(307)
      const bypass = cookieFrom(entered, '__prerender_bypass')
      const response = await get(path, { headers: { cookie: `${session}; ${bypass}` } })
      expect(response.status).toBe(200)
      expect(await response.text()).toContain(marker)
      // A visitor still gets the 404.
      expect((await get(path)).status).toBe(404)
    })
  }
})
