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
import { anonymousCookieFor, BASE_URL, eventually, HEALTHCARE_HEADINGS, idsByVariant, nextClient } from './helpers'
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

  it('keeps one copy per encoding, gzip stored compressed', async () => {
    const gzip = { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }
    await fetch(`${edge.url}/pricing/messaging`, gzip)
    const again = await fetch(`${edge.url}/pricing/messaging`, { headers: { 'accept-encoding': 'gzip' } })
    expect(status(again)).toBe('HIT')
    expect(again.headers.get('content-encoding')).toBe('gzip')
    const plain = await fetch(`${edge.url}/pricing/messaging`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
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
