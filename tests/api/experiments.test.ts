import { describe, expect, it } from 'vitest'

import { assignVariant } from '@/lib/experiments/experiments'

import { anonymousCookieFor as cookieFor, get, HEALTHCARE_HEADINGS, idsByVariant } from './helpers'

const [A_HEADING, B_HEADING] = HEALTHCARE_HEADINGS

describe('block experiments over HTTP', () => {
  it('lists the running experiments with their weights and the pages that use them', async () => {
    const response = await get('/api/experiments/running')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { experiments: { key: string; weights: number[]; paths: string[] }[] }
    const cta = body.experiments.find((e) => e.key === 'solutions-cta')
    expect(cta?.weights).toEqual([1, 1])
    expect(cta?.paths).toContain('/solutions/healthcare')
    expect(cta?.paths.every((p) => p.startsWith('/solutions/'))).toBe(true)
  })

  it('renders only the visitor’s variant in the HTML, the same one on every request', async () => {
    const [idA, idB] = idsByVariant()
    for (let attempt = 0; attempt < 2; attempt++) {
      const a = await (await get('/solutions/healthcare', { headers: { cookie: cookieFor(idA) } })).text()
      expect(a).toContain(A_HEADING)
      expect(a).not.toContain(B_HEADING)
      const b = await (await get('/solutions/healthcare', { headers: { cookie: cookieFor(idB) } })).text()
      expect(b).toContain(B_HEADING)
      expect(b).not.toContain(A_HEADING)
    }
  })

  it('gives a first visit an anonymous id and the variant that id is assigned', async () => {
    const response = await get('/solutions/finance')
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    const id = JSON.parse(decodeURIComponent(/ajs_anonymous_id=([^;]+)/.exec(cookie)?.[1] ?? '""')) as string
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(cookie).toMatch(/SameSite=Lax/)
    const html = await response.text()
    expect(html).toContain(assignVariant('solutions-cta', id, [1, 1]) === 1 ? B_HEADING : 'Build for financial services with Ostra')
  })

  it('never lets a shared cache store an answer that sets a visitor’s cookie, and keys the others on the cookie (issue 29)', async () => {
    const first = await get('/solutions/finance')
    expect(first.headers.get('set-cookie') ?? '').toContain('ajs_anonymous_id')
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    const [idA] = idsByVariant()
    const firstA = await get('/solutions/healthcare', { headers: { cookie: cookieFor(idA) } })
    const variants = /ostra_variants=[^;]+/.exec(firstA.headers.get('set-cookie') ?? '')?.[0]
    expect(variants).toBeDefined()
    expect(firstA.headers.get('cache-control')).toBe('private, no-store')
    // With both cookies, nothing is set: the answer may be shared, keyed on the cookie.
    const repeat = await get('/solutions/healthcare', { headers: { cookie: `${cookieFor(idA)}; ${variants}` } })
    expect(repeat.headers.get('set-cookie')).toBeNull()
    expect(repeat.headers.get('vary') ?? '').toMatch(/cookie/i)
  })

  it('leaves pages without experiments alone and keeps the internal route private', async () => {
    const plain = await get('/pricing/messaging')
    expect(plain.headers.get('set-cookie') ?? '').not.toContain('ajs_anonymous_id')
    const internal = await get('/x/solutions-cta.1/solutions/healthcare')
    expect(internal.status).toBe(308)
    expect(internal.headers.get('location')).toMatch(/\/solutions\/healthcare$/)
  })
})
