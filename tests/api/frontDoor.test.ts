/**
 * Each cause the outside tester found (issue 29), by its example, with the answer it gets now; the generated
 * families are in hostileRequests.test.ts. Also: the sign-in limit counts every GraphQL loginUser, visitors'
 * writes come only from the site's own pages and as JSON, and the smaller holes stay closed.
 */
import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { BASE_URL, nextClient, postJson } from './helpers'
import { send } from './rawRequest'

const status = async (method: string, path: string, headers: Record<string, string> = {}, body?: string) => {
  const result = await send({ method, path, headers, body })
  if ('error' in result) throw new Error(result.error)
  return result
}

describe('the examples of issue 29 answer 4xx, never 5xx', () => {
  it.each([
    ['GET', '/api/pages?where[family][equals]=abc', 400],
    ['GET', '/api/pages?where[id][contains]=abc', 400],
    ['GET', '/api/pages?where[title][near]=1,2', 400],
    ['GET', '/api/pages?where[createdAt][like]=%25', 400],
    ['GET', '/api/pages?where[id][equals][a]=1', 400],
    ['GET', '/api/pages?where[layout][like]=x', 400],
    ['TRACE', '/api/pages', 405],
    ['TRACE', '/pricing', 405],
    ['OPTIONS', '*', 204],
    ['GET', 'http://evil.example/pricing', 400],
    ['POST', '/_next/static/chunks/x.js', 405],
    ['GET', '/%72obots.txt', 200],
    ['GET', '/sitemap%2Exml', 200],
    ['GET', '/r%65lease-notes', 200],
    ['POST', '/api/users/verify/abc', 404],
    ['POST', '/api/subscriptions/versions/1', 404],
    ['GET', '/api/payload-migrations', 404],
    ['GET', '/unrouted/pricing', 404],
    ['DELETE', '/api/payload-preferences/abc', 405],
  ])('%s %s → %i', async (method, path, expected) => {
    expect((await status(method, path)).status).toBe(expected)
  })

  it('serves an absolute-form target for this host as its path', async () => {
    expect((await status('GET', `${BASE_URL}/pricing`)).status).toBe(200)
  })

  it('answers 416 to a Range that is malformed, reversed or past the end of a file', async () => {
    for (const range of ['bytes=5-1', 'bytes=a-b', 'bytes=99999999-']) {
      const result = await status('GET', '/favicon.ico', { range })
      expect(result.status, range).toBe(416)
    }
    expect((await status('GET', '/favicon.ico', { range: 'bytes=0-9' })).status).toBe(206)
    // A suffix longer than the file is the whole file (Next's file server answered 500).
    expect((await status('GET', '/favicon.ico', { range: 'bytes=-99999999' })).status).toBe(206)
  })

  it('answers 400 JSON to a GraphQL body that is not JSON, and to a fragment that spreads itself', async () => {
    const notJson = await status('POST', '/api/graphql', { 'content-type': 'application/json' }, 'not json')
    expect(notJson.status).toBe(400)
    expect(JSON.parse(notJson.text)).toMatchObject({ error: { code: 'invalid_input', fields: [{ path: 'body' }] } })
    const cycle = await status(
      'POST',
      '/api/graphql',
      { 'content-type': 'application/json' },
      JSON.stringify({ query: 'query { ...A } fragment A on Query { ...A }' }),
    )
    expect(cycle.status).toBe(400)
  })
})

describe('every sign-in counts, however GraphQL spells it', () => {
  const login = (field: string) => `${field}(email: "nobody-${Date.now()}@example.com", password: "wrong") { token }`
  const graphql = (query: string, client: string) => postJson('/api/graphql', { query }, client)

  it('refuses more than one loginUser in a request (50 aliases made 50 attempts)', async () => {
    const aliased = Array.from({ length: 50 }, (_, i) => `a${i}: ${login('loginUser')}`).join(' ')
    const response = await graphql(`mutation { ${aliased} }`, nextClient())
    expect(response.status).toBe(400)
  })

  it('counts a loginUser written with an escape: the eleventh failure is 429', async () => {
    const client = nextClient()
    const statuses: number[] = []
    // \u006c is "l": the body's text never says loginUser.
    const body = `{"query": "mutation { \\u006coginUser(email: \\"escaped-${Date.now()}@example.com\\", password: \\"wrong\\") { token } }"}`
    for (let i = 0; i < 11; i++) {
      const response = await fetch(`${BASE_URL}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body,
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe('visitors’ writes come from the site’s own pages, as JSON', () => {
  const subscribe = (headers: Record<string, string>, body = JSON.stringify({ email: `front-door-${Date.now()}@example.com` })) =>
    fetch(`${BASE_URL}/api/release-notes-subscription`, { method: 'POST', headers: { 'x-forwarded-for': nextClient(), ...headers }, body })

  it('refuses another site’s page (Origin, null Origin, Sec-Fetch-Site) with 403 and a body that is not JSON with 415', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const response = await subscribe({ 'content-type': 'application/json', ...headers })
      expect(response.status, JSON.stringify(headers)).toBe(403)
      expect(await response.json()).toMatchObject({ error: { code: 'cross_site' } })
    }
    const plain = await subscribe({ 'content-type': 'text/plain' })
    expect(plain.status).toBe(415)
  })

  it('serves the site’s own origin and a client that sends none', async () => {
    expect((await subscribe({ 'content-type': 'application/json', origin: new URL(BASE_URL).origin, 'sec-fetch-site': 'same-origin' })).status).toBe(202)
    expect((await subscribe({ 'content-type': 'application/json' })).status).toBe(202)
  })
})

describe('security headers on every answer, the admin’s policy', () => {
  it('the front door’s own answers and next.config’s redirects carry them', async () => {
    for (const [method, path] of [
      ['TRACE', '/'],
      ['GET', '/x/_/resources'],
      ['GET', '/favicon.ico'],
    ]) {
      const result = await status(method, path)
      expect(result.headers?.['x-content-type-options'], `${method} ${path}`).toBe('nosniff')
      expect(result.headers?.['x-frame-options'], `${method} ${path}`).toBe('SAMEORIGIN')
    }
  })

  it('the admin has a Content-Security-Policy of its own', async () => {
    const response = await fetch(`${BASE_URL}/admin/login`, { headers: { 'x-forwarded-for': nextClient() } })
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("object-src 'none'")
  })
})

describe('social cards only for published pages (issue 29)', () => {
  it('draws the card of a published title and refuses an invented one', async () => {
    const invented = await fetch(`${BASE_URL}/og?title=${encodeURIComponent(`Invented ${Date.now()}`)}`, { headers: { 'x-forwarded-for': nextClient() } })
    expect(invented.status).toBe(404)
    const published = await fetch(`${BASE_URL}/og?title=${encodeURIComponent('Ostra — communications platform')}`, {
      headers: { 'x-forwarded-for': nextClient() },
    })
    expect(published.status).toBe(200)
    expect(published.headers.get('content-type')).toBe('image/png')
  })
})

describe('connections', () => {
  it('an idle keep-alive connection is kept 65 s, longer than the pools in front of the app keep theirs', async () => {
    // Node's default, 5 s, closed connections a pooled client (a load balancer, Playwright's requests) was about to reuse: ECONNRESET.
    const agent = new http.Agent({ keepAlive: true })
    try {
      const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
        http
          .get(`${BASE_URL}/robots.txt`, { agent }, (response) => {
            response.resume()
            response.on('end', () => resolve(response.headers))
          })
          .on('error', reject)
      })
      expect(headers.connection).toBe('keep-alive')
      expect(headers['keep-alive']).toBe('timeout=65')
    } finally {
      agent.destroy()
    }
  })
})
