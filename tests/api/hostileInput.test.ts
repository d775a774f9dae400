/**
 * Requests an attacker sends that once answered 500 (issue 15): malformed percent-encodings in a
 * cookie, in a path segment, in an experiment's internal address; impossible ids and missing files
 * on Payload's routes (found by tests/api/fuzzRequests.test.ts). Each must answer as for any other
 * visitor: the page, a 404 or a 4xx JSON error, never a 5xx.
 */
import { describe, expect, it } from 'vitest'

import { DEFAULT_ADMIN } from '@/seed'

import { get, nextClient, signIn, unique } from './helpers'

const BAD_COOKIE = { cookie: 'ajs_anonymous_id=%E0' }

describe('malformed encodings from a client', () => {
  it('in the anonymous-id cookie: pages still render, and the event endpoint answers 4xx at worst', async () => {
    const page = await get('/solutions/healthcare', { headers: BAD_COOKIE })
    expect(page.status).toBe(200)
    const event = await get('/api/s/t', { method: 'POST', headers: { ...BAD_COOKIE, 'content-type': 'application/json' }, body: JSON.stringify({ type: 'x' }) })
    expect(event.status).toBeLessThan(500)
  })
  it('in a page or document address: the 404 page for an address that decodes, 400 for one that does not', async () => {
    for (const path of ['/products/%25E0', '/customer-stories/%25E0', '/release-notes/%25E0']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
    }
    for (const path of ['/products/%E0', '/customer-stories/%E0', '/release-notes/%E0', '/pricing/%E0', '/%E0', '/api/pages/%%', '/_next/static/%FF%FE']) {
      const response = await get(path)
      expect(response.status, path).toBe(400)
      expect(response.headers.get('content-type'), path).toMatch(path.startsWith('/api') ? /json/ : /html/)
    }
  })
  it('in Payload’s routes: an id that cannot be one, or a file that is not there, is not found', async () => {
    for (const path of [
      '/api/constructor',
      '/api/__proto__/1',
      '/api/toString',
      '/api/pages/abc',
      '/api/pages/1.5',
      // An encoded slash keeps the id one segment for Payload ("a/b"): found by the request fuzz.
      '/api/pages/a%2Fb',
      '/api/pages/1%2F2',
      '/api/media/a%2Fb',
      '/api/pages/99999999999999',
      '/api/pages/versions/abc',
      '/api/globals/header/versions/x',
      '/api/media/file/not-there.png',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
    }
  })
  it('in an experiment’s internal address: never a page of its own for the public', async () => {
    for (const path of ['/x/%25E0.1', '/x/%E0.1', '/x/whatever.1']) {
      const response = await get(path)
      expect(response.status, path).toBeLessThan(500)
      expect(response.status, path).not.toBe(200)
    }
  })
  it('in a variant cookie, on any path: never a 5xx, and a page is still a page', async () => {
    const values = [
      '%E0',
      'a.1',
      'solutions-cta.9',
      '../../admin',
      `${'a'.repeat(64)}.1`,
      Array.from({ length: 9 }, (_, i) => `k${i}.1`).join('~'),
      'a.1;b.1',
      '"a.1"',
    ]
    for (const path of [
      '/',
      '/pricing',
      '/solutions/healthcare',
      '/favicon.ico',
      '/robots.txt',
      '/api/experiments/running',
      '/x/a.1/pricing',
      '/no-such-page',
    ]) {
      for (const value of values) {
        const response = await get(path, { headers: { cookie: `ostra_v0=${value}; ostra_v1=${value}; ostra_v2=${value}` } })
        expect(response.status, `${path} ${value}`).toBeLessThan(500)
        if (['/', '/pricing', '/solutions/healthcare'].includes(path)) expect(response.status, `${path} ${value}`).toBe(200)
      }
    }
  })
  it('with NUL characters in a JSON body: stored without them, never a 500 (PostgreSQL keeps no NUL)', async () => {
    const send = (path: string, body: string) =>
      get(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() }, body })
    expect((await send('/api/s/t', '{"type":"x","data":{"a\\u0000":"b\\u0000c"}}')).status).toBe(202)
    const form = await send('/api/forms/contact-sales', '{"firstName":"A\\u0000da","lastName":"L","email":"nul@example.com","company":"C","message":"m"}')
    expect(form.status).toBeLessThan(500)
  })
  it('with NUL characters in a JSON body to Payload’s own routes: stored without them', async () => {
    const session = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
    const slug = unique('nul-page')
    const created = await get('/api/pages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session },
      body: `{"title":"Nul\\u0000 page","shell":"full","family":"products","slug":"${slug}","layout":[{"blockType":"hero","heading":"A\\u0000B"}]}`,
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { title: string } }
    expect(doc.title).toBe('Nul page')
  })
})
