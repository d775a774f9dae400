/**
 * The shipped nginx edge cache (deploy/nginx), run from Debian's nginx: in
 * front of the site under test for what it caches and what it never does, and
 * in front of a small upstream with a one-second lifetime for how it honours
 * stale-while-revalidate and serves the last copy when the app is down.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { edgeNginxConfig } from '../../deploy/nginx/config'
import { anonymousCookieFor, BASE_URL, eventually, HEALTHCARE_HEADINGS, idsByVariant, localApi, nextClient, unique } from './helpers'
import { startNginx, type Started } from '../../scripts/servers'
import { variantCookieName } from '@/lib/pages/variants'

const EDGE_PORT = 3121
const TIMING_PORT = 3122

let edge: Started
const status = (response: Response) => response.headers.get('x-cache-status')

beforeAll(async () => {
  edge = await startNginx((prefix) => edgeNginxConfig({ port: EDGE_PORT, upstreams: [new URL(BASE_URL).host], prefix }), EDGE_PORT)
}, 30_000)

afterAll(async () => {
  await edge?.stop()
})

describe('the edge cache in front of the site', () => {
  it('stores a page for the lifetime the app gives it and answers the next visitor itself', async () => {
    const first = await fetch(`${edge.url}/products/voice-api`)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/)
    const html = await first.text()
    const second = await fetch(`${edge.url}/products/voice-api`)
    expect(status(second)).toBe('HIT')
    expect(await second.text()).toBe(html)
  })

  it('keeps one copy per encoding: Brotli for browsers, gzip, plain; each stored compressed', async () => {
    const page = `${edge.url}/pricing/messaging`
    const browser = { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }
    // The app makes its Brotli form once, off the request's path: until then a browser gets gzip, which the edge does not keep.
    const seen: { cache: string | null; encoding: string | null }[] = []
    const isBrotli = async () => {
      const response = await fetch(page, browser)
      await response.arrayBuffer()
      seen.push({ cache: status(response), encoding: response.headers.get('content-encoding') })
      return seen.at(-1)?.encoding === 'br'
    }
    expect(await eventually(isBrotli)).toBe(true)
    // Never a kept copy that is not Brotli (the edge's key for browsers).
    expect(seen.filter(({ cache, encoding }) => cache === 'HIT' && encoding !== 'br')).toEqual([])
    const brotli = await fetch(page, browser)
    // Compared whole, so that a failure names the status, the encoding and what came before.
    expect({ cache: status(brotli), encoding: brotli.headers.get('content-encoding'), seen }).toEqual({ cache: 'HIT', encoding: 'br', seen })
    const firstGzip = await fetch(page, { headers: { 'accept-encoding': 'gzip' } })
    await firstGzip.arrayBuffer()
    for (const header of ['gzip', 'br;q=0, gzip', 'gzip, br;q=0.0']) {
      const again = await fetch(page, { headers: { 'accept-encoding': header } })
      await again.arrayBuffer()
      const first = { cache: status(firstGzip), encoding: firstGzip.headers.get('content-encoding') }
      expect({ header, first, cache: status(again), encoding: again.headers.get('content-encoding') }).toEqual({
        header,
        first,
        cache: 'HIT',
        encoding: 'gzip',
      })
    }
    const plain = await fetch(page, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    // The same document in every form (fetch decodes Brotli and gzip).
    const texts = await Promise.all([brotli.text(), plain.text()])
    expect(texts[0]).toBe(texts[1])
  })

  it('does not keep a page rendered for the request (not yet Brotli) as the browsers’ copy; the next request gets Brotli', async () => {
    const payload = await localApi()
    const slug = unique('edge-fresh')
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Fresh at the edge',
        shell: 'full',
        family: 'products',
        slug,
        _status: 'published',
        layout: [{ blockType: 'hero', heading: 'Rendered on its first request' }],
      },
    })
    try {
      const browser = { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }
      // Published since the build: Next renders it for its first request (x-nextjs-cache MISS) and compresses that itself.
      const first = await fetch(`${edge.url}${page.path}`, browser)
      expect(first.status).toBe(200)
      expect(await first.text()).toContain('Rendered on its first request')
      const answers: { cache: string | null; encoding: string | null }[] = []
      expect(
        await eventually(async () => {
          const response = await fetch(`${edge.url}${page.path}`, browser)
          await response.arrayBuffer()
          answers.push({ cache: status(response), encoding: response.headers.get('content-encoding') })
          return answers.at(-1)?.encoding === 'br'
        }),
      ).toBe(true)
      expect(answers.filter(({ cache, encoding }) => cache === 'HIT' && encoding !== 'br')).toEqual([])
      // Its client navigations and the API's answers still go out compressed (gzip, which Next makes itself).
      const navigation = await fetch(`${edge.url}${page.path}`, { headers: { ...browser.headers, rsc: '1' } })
      expect(navigation.headers.get('content-encoding')).toBe('gzip')
      await navigation.arrayBuffer()
    } finally {
      await payload.delete({ collection: 'pages', id: page.id })
    }
  })

  it('keeps each visitor’s variant of a page with a running experiment: one copy per combination, never one for all', async () => {
    // What each visitor's browser keeps (lib/experiments/chooser.ts): the id, and for a variant other than the control, the page's variant cookie.
    const visitors = idsByVariant().map((id, variant) => ({
      cookie: [anonymousCookieFor(id), ...(variant === 0 ? [] : [`${variantCookieName('/solutions/healthcare')}=solutions-cta.${variant}`])].join('; '),
      variant,
    }))
    const seen: Record<number, (string | null)[]> = { 0: [], 1: [] }
    for (let round = 0; round < 3; round++) {
      for (const visitor of visitors) {
        const response = await fetch(`${edge.url}/solutions/healthcare`, { headers: { cookie: visitor.cookie } })
        const html = await response.text()
        expect(html, `visitor ${visitor.variant}, round ${round}`).toContain(HEALTHCARE_HEADINGS[visitor.variant])
        expect(html, `visitor ${visitor.variant}, round ${round}`).not.toContain(HEALTHCARE_HEADINGS[1 - visitor.variant])
        seen[visitor.variant].push(status(response))
      }
    }
    // Each combination is stored, and then served by the edge.
    expect(seen[0].at(-1)).toBe('HIT')
    expect(seen[1].at(-1)).toBe('HIT')
    // A parent page's cookie, which the browser sends here too, is not this page's: the control's copy.
    const withParent = await fetch(`${edge.url}/solutions/healthcare`, { headers: { cookie: 'ostra_v1=solutions-cta.1' } })
    expect(await withParent.text()).toContain(HEALTHCARE_HEADINGS[0])
    expect(status(withParent)).toBe('HIT')
  })

  it('keeps client navigations (RSC payloads) apart from pages', async () => {
    await fetch(`${edge.url}/contact-us`)
    const rsc = await fetch(`${edge.url}/contact-us`, { headers: { rsc: '1' } })
    expect(rsc.headers.get('content-type')).toContain('text/x-component')
    const page = await fetch(`${edge.url}/contact-us`)
    expect(page.headers.get('content-type')).toContain('text/html')
  })

  it.each([
    ['a signed-in editor', { cookie: 'payload-token=abc' }],
    ['draft mode', { cookie: 'theme=dark; __prerender_bypass=abc' }],
    ['an API key', { authorization: 'users API-Key abc' }],
  ])('never answers %s from the cache, nor stores what they see', async (_, headers) => {
    await fetch(`${edge.url}/why-ostra`)
    const personal = await fetch(`${edge.url}/why-ostra`, { headers })
    expect(status(personal)).toBe('BYPASS')
  })

  it('never caches the admin, POSTs, or API answers the app does not mark public', async () => {
    for (let i = 0; i < 2; i++) {
      const admin = await fetch(`${edge.url}/admin/login`, { redirect: 'manual' })
      expect(status(admin)).toBeNull()
      const post = await fetch(`${edge.url}/api/validate-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
        body: '{}',
      })
      expect(post.status).toBe(400)
      expect(status(post)).not.toBe('HIT')
      // Payload's REST: no shared lifetime, so it passes through.
      const rest = await fetch(`${edge.url}/api/pages?limit=1&depth=0`)
      expect(rest.status).toBe(200)
      expect(status(rest)).not.toBe('HIT')
      const noStore = await fetch(`${edge.url}/api/experiments/running`)
      expect(noStore.headers.get('cache-control')).toContain('no-store')
      expect(status(noStore)).not.toBe('HIT')
    }
  })

  it('stores the API answers the app marks public (calculators, model list) for their lifetime', async () => {
    const url = `${edge.url}/api/pricing/sms-calculator`
    const first = await fetch(url)
    expect(first.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/)
    const second = await fetch(url)
    expect(status(second)).toBe('HIT')
    expect(await second.text()).toBe(await first.text())
  })

  it('does not store pages rendered per request (private, no-store): search results, the 404 of an invented address', async () => {
    const invented = `/no-such-page-${Date.now().toString(36)}`
    for (let i = 0; i < 2; i++) {
      const search = await fetch(`${edge.url}/search?q=voice`)
      expect(search.headers.get('cache-control')).toMatch(/private|no-store|no-cache/)
      expect(status(search)).not.toBe('HIT')
      const missing = await fetch(`${edge.url}${invented}`)
      expect(missing.status).toBe(404)
      expect(status(missing)).not.toBe('HIT')
    }
  })

  it('stores a list’s later page like any page (a variant of the list, cached per page number)', async () => {
    await fetch(`${edge.url}/release-notes?page=2`)
    const again = await fetch(`${edge.url}/release-notes?page=2`)
    expect(again.status).toBe(200)
    expect(again.headers.get('cache-control')).toMatch(/s-maxage=\d+/)
    expect(status(again)).toBe('HIT')
  })
})

describe('the edge cache’s timing, against an upstream with a one-second lifetime', () => {
  let upstream: Server
  let timing: Started
  let version = 0
  let up = true
  // nginx keeps times in whole seconds: a one-second lifetime ends within two.
  const expire = () => new Promise((r) => setTimeout(r, 2100))

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      if (!up) return void response.socket?.destroy()
      version++
      response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 's-maxage=1, stale-while-revalidate=60' }).end(`version ${version}`)
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()))
    const port = (upstream.address() as AddressInfo).port
    timing = await startNginx((prefix) => edgeNginxConfig({ port: TIMING_PORT, upstreams: [`127.0.0.1:${port}`], prefix }), TIMING_PORT)
  })

  afterAll(async () => {
    await timing?.stop()
    upstream?.close()
  })

  it('serves the stale copy at once while one request refreshes it, then the fresh one', async () => {
    const body = async () => {
      const response = await fetch(`${timing.url}/page`)
      return { status: status(response), text: await response.text() }
    }
    expect(await body()).toEqual({ status: 'MISS', text: 'version 1' })
    expect(await body()).toEqual({ status: 'HIT', text: 'version 1' })
    await expire()
    // Expired: the visitor gets the old copy without waiting; nginx fetches the new one behind it.
    const stale = await body()
    expect(stale.text).toBe('version 1')
    expect(['STALE', 'UPDATING']).toContain(stale.status)
    expect(await eventually(async () => (await body()).text === 'version 2', 3000)).toBe(true)
    expect(version).toBe(2)
  })

  it('keeps serving the last copy while the app servers are down', async () => {
    up = false
    try {
      await expire()
      const response = await fetch(`${timing.url}/page`)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe('version 2')
    } finally {
      up = true
    }
  })
})
