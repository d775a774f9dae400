import { createRequire } from 'node:module'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { describe, expect, it } from 'vitest'

type Preload = {
  trustedClientAddress: (forwardedFor: string | string[] | undefined, peer: string | undefined, hops: number) => string
  parseHops: (value: string | undefined) => number
}
const { trustedClientAddress, parseHops } = createRequire(import.meta.url)('../../scripts/client-address.cjs') as Preload

describe('the client address the app server trusts (scripts/client-address.cjs)', () => {
  it('with no proxy in front: the socket’s peer, whatever the client wrote', () => {
    expect(trustedClientAddress('1.2.3.4', '203.0.113.9', 0)).toBe('203.0.113.9')
    expect(trustedClientAddress(undefined, '::ffff:198.51.100.4', 0)).toBe('198.51.100.4')
    expect(trustedClientAddress(undefined, '2001:db8::1', 0)).toBe('2001:db8::1')
    expect(trustedClientAddress('x', undefined, 0)).toBe('unknown')
  })
  it('behind n proxies: the entry the outermost one appended, never one the client wrote before it', () => {
    // client wrote 6.6.6.6; nginx appended the client's real address 203.0.113.7; the peer is nginx
    expect(trustedClientAddress('6.6.6.6, 203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7')
    // two proxies: the outer one appended 203.0.113.7, the inner one appended the outer's address
    expect(trustedClientAddress('6.6.6.6, 203.0.113.7, 10.0.0.1', '10.0.0.2', 2)).toBe('203.0.113.7')
    expect(trustedClientAddress(['6.6.6.6', '203.0.113.7'], '10.0.0.2', 1)).toBe('203.0.113.7')
  })
  it('falls back to the peer when the trusted entry is missing or not an address', () => {
    expect(trustedClientAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2')
    expect(trustedClientAddress('not-an-address', '10.0.0.2', 1)).toBe('10.0.0.2')
    expect(trustedClientAddress('%E0, ' + 'a'.repeat(5000), '10.0.0.2', 1)).toBe('10.0.0.2')
  })
  it('takes TRUSTED_PROXY_HOPS as a whole number from 0 to 10, and refuses anything else', () => {
    expect(parseHops(undefined)).toBe(0)
    expect(parseHops('')).toBe(0)
    expect(parseHops('2')).toBe(2)
    for (const bad of ['-1', '1.5', 'one', '11']) expect(() => parseHops(bad), bad).toThrow(/TRUSTED_PROXY_HOPS/)
  })
})

describe('addresses the app server refuses before Next reads them', () => {
  const { pathDecodes } = createRequire(import.meta.url)('../../scripts/client-address.cjs') as { pathDecodes: (target: string) => boolean }
  it('refuses a path whose percent-encodings do not decode, whatever the query holds', () => {
    for (const bad of ['/%', '/a/%00/b', '/api/pages/%%', '/products/%E0', '/_next/static/%FF%FE', '/a%vT/b']) expect(pathDecodes(bad), bad).toBe(false)
    for (const good of ['/', '/products/voice-api', '/products/%25E0', '/caf%C3%A9', '/a?q=%E0', '/a?%%']) expect(pathDecodes(good), good).toBe(true)
  })
})

describe('Host and forwarding headers', () => {
  const { validHost, sanitiseForwarding } = createRequire(import.meta.url)('../../scripts/client-address.cjs') as {
    validHost: (value: unknown) => boolean
    sanitiseForwarding: (headers: Record<string, string | undefined>, hops: number) => void
  }
  it('takes host names and addresses with a port, and nothing else', () => {
    for (const good of ['localhost', 'localhost:3100', 'www.example.com', '127.0.0.1:80', '[::1]:3000', 'xn--bcher-kva.example'])
      expect(validHost(good), good).toBe(true)
    for (const bad of ['', '%', 'gzip, br', 'a b', 'evil.com/x', 'a:b:c', 'host:123456', '-bad.com', undefined]) expect(validHost(bad), String(bad)).toBe(false)
  })
  it('drops a client’s forwarding headers with no trusted proxy, and malformed ones behind one', () => {
    const direct: Record<string, string | undefined> = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-port': '443' }
    sanitiseForwarding(direct, 0)
    expect(direct).toEqual({})
    const proxied: Record<string, string | undefined> = { 'x-forwarded-host': 'www.example.com', 'x-forwarded-proto': 'gopher', 'x-forwarded-port': 'x' }
    sanitiseForwarding(proxied, 1)
    expect(proxied).toEqual({ 'x-forwarded-host': 'www.example.com' })
  })
})

describe('Origin headers', () => {
  const { validOrigin } = createRequire(import.meta.url)('../../scripts/client-address.cjs') as { validOrigin: (value: unknown) => boolean }
  it('takes none, null and web origins, and refuses anything else', () => {
    for (const good of [undefined, 'null', 'https://www.example.com', 'http://localhost:3100']) expect(validOrigin(good), String(good)).toBe(true)
    for (const bad of ['*/*', '', 'example.com', 'javascript:alert(1)', 'file:///etc/passwd']) expect(validOrigin(bad), bad).toBe(false)
  })
})

describe('files in public/', () => {
  const { publicFiles, wrongMethodForFile } = createRequire(import.meta.url)('../../scripts/client-address.cjs') as {
    publicFiles: (dir?: string) => Set<string>
    wrongMethodForFile: (request: { method: string; url: string }, files: Set<string>) => boolean
  }
  it('knows them by address, and answers only GET and HEAD for them', () => {
    const files = publicFiles()
    expect(files.has('/favicon.ico')).toBe(true)
    expect(files.has('/site.webmanifest')).toBe(true)
    expect(wrongMethodForFile({ method: 'POST', url: '/favicon.ico?x=1' }, files)).toBe(true)
    expect(wrongMethodForFile({ method: 'OPTIONS', url: '/icon.svg' }, files)).toBe(true)
    expect(wrongMethodForFile({ method: 'GET', url: '/favicon.ico' }, files)).toBe(false)
    expect(wrongMethodForFile({ method: 'POST', url: '/products/voice-api' }, files)).toBe(false)
    expect(publicFiles('/nonexistent').size).toBe(0)
  })
})

describe('the flood guard on POSTs outside /api', () => {
  type Guard = (key: string) => number
  const { floodGuard } = createRequire(import.meta.url)('../../scripts/client-address.cjs') as {
    floodGuard: (rule: { limit: number; windowMs: number; maxKeys: number }, now?: () => number) => Guard
  }
  it('answers a wait once a client passes the limit, until its window ends', () => {
    let now = 0
    const guard = floodGuard({ limit: 3, windowMs: 60_000, maxKeys: 10 }, () => now)
    expect([guard('a'), guard('a'), guard('a')]).toEqual([0, 0, 0])
    expect(guard('a')).toBe(60)
    expect(guard('b')).toBe(0)
    now = 59_000
    expect(guard('a')).toBe(1)
    now = 60_000
    expect(guard('a')).toBe(0)
  })
  it('keeps at most maxKeys windows, forgetting the oldest', () => {
    const guard = floodGuard({ limit: 1, windowMs: 60_000, maxKeys: 2 }, () => 0)
    guard('a')
    expect(guard('a')).toBeGreaterThan(0)
    guard('b')
    guard('c')
    // 'a' was the oldest: forgotten, so it starts a new window
    expect(guard('a')).toBe(0)
  })
})

describe('request targets, methods and ranges the front door answers itself (issue 29)', () => {
  const preload = createRequire(import.meta.url)('../../scripts/client-address.cjs') as {
    normaliseTarget: (target: string) => string
    originFormTarget: (request: { url: string; headers: Record<string, string> }) => string | undefined
    validRange: (value: string, size?: number) => boolean
    clampRange: (value: string, size: number) => string
    frontDoorHeaders: (environment: Record<string, string | undefined>) => Record<string, string>
  }
  it('writes encoded unreserved characters plainly, and never makes a dot segment', () => {
    expect(preload.normaliseTarget('/%72obots.txt')).toBe('/robots.txt')
    expect(preload.normaliseTarget('/sitemap%2Exml?x=%41')).toBe('/sitemap.xml?x=%41')
    expect(preload.normaliseTarget('/r%65lease-notes/%7E%5F')).toBe('/release-notes/~_')
    expect(preload.normaliseTarget('/a/%2e%2E/b')).toBe('/a/%2e%2E/b')
    expect(preload.normaliseTarget('/a/%2e/b')).toBe('/a/%2e/b')
    // Reserved and non-ASCII characters keep their encoding.
    expect(preload.normaliseTarget('/a%2Fb/caf%C3%A9/%25')).toBe('/a%2Fb/caf%C3%A9/%25')
  })
  it('serves an absolute-form target as its path only when it names this host', () => {
    const request = (url: string) => ({ url, headers: { host: 'localhost:3100' } })
    expect(preload.originFormTarget(request('/pricing?x=1'))).toBe('/pricing?x=1')
    expect(preload.originFormTarget(request('http://localhost:3100/pricing?x=1'))).toBe('/pricing?x=1')
    expect(preload.originFormTarget(request('http://evil.example/pricing'))).toBeUndefined()
    expect(preload.originFormTarget(request('http://user@localhost:3100/'))).toBeUndefined()
    expect(preload.originFormTarget(request('*'))).toBeUndefined()
    expect(preload.originFormTarget(request('pricing'))).toBeUndefined()
  })
  it('reads a Range as RFC 9110 writes it, satisfiable for the file’s size', () => {
    for (const good of ['bytes=0-1', 'bytes=5-', 'bytes=-5', 'bytes=0-1, 4-6', 'bytes=0-999999']) expect(preload.validRange(good, 100), good).toBe(true)
    for (const bad of ['bytes=5-1', 'bytes=a-b', 'bytes=-', 'items=0-1', 'bytes=', 'bytes=100-', 'bytes=-0', '0-1'])
      expect(preload.validRange(bad, 100), bad).toBe(false)
    expect(preload.validRange('bytes=100-')).toBe(true)
  })
  it('writes a suffix range longer than the file as the whole file (Next answered bytes=-99999999 with 500)', () => {
    expect(preload.clampRange('bytes=-99999999', 100)).toBe('bytes=0-')
    expect(preload.clampRange('bytes=0-0, -100', 100)).toBe('bytes=0-0,0-')
    expect(preload.clampRange('bytes=-5', 100)).toBe('bytes=-5')
    expect(preload.clampRange('bytes=2-9', 100)).toBe('bytes=2-9')
  })
  it('puts the site’s security headers on its own answers (src/lib/requests/securityHeaders: one list)', async () => {
    const { securityHeaders } = await import('@/lib/requests/securityHeaders')
    const expected = (appEnv: 'production' | 'dev', siteUrl = 'https://ostra.example') =>
      Object.fromEntries(
        securityHeaders({
          appEnv,
          siteUrl,
          hcaptcha: undefined,
          segment: undefined,
          sentry: undefined,
          scripts: {},
          videoPlayerOrigin: 'https://player.vimeo.com',
        } as never).map((header) => [header.key.toLowerCase(), header.value]),
      )
    const site = { SITE_URL: 'https://ostra.example' }
    expect(preload.frontDoorHeaders({ ...site, APP_ENV: 'production' })).toEqual(expected('production'))
    expect(preload.frontDoorHeaders({ ...site, NODE_ENV: 'production' })).toEqual(expected('production'))
    expect(preload.frontDoorHeaders({ ...site, APP_ENV: 'test', NODE_ENV: 'production' })).toEqual(expected('dev'))
    // The README's production start, at http://localhost:3000 (and production without an address, which is that too).
    expect(preload.frontDoorHeaders({ SITE_URL: 'http://localhost:3000', APP_ENV: 'production' })).toEqual(expected('production', 'http://localhost:3000'))
    expect(preload.frontDoorHeaders({ APP_ENV: 'production' })).toEqual(expected('production', 'http://localhost:3000'))
  })
})

describe('the requests in flight the front door counts (the job loop gives way to them: src/lib/jobs/pacing.ts)', () => {
  it('counts a request from its arrival until it is answered, or until its client goes away', async () => {
    const { createServer } = await import('node:http')
    const { REQUESTS_IN_FLIGHT } = createRequire(import.meta.url)('../../scripts/client-address.cjs') as { REQUESTS_IN_FLIGHT: symbol }
    const counter = () => (globalThis as unknown as Record<symbol, { count: number }>)[REQUESTS_IN_FLIGHT].count
    const release: Array<() => void> = []
    const arrived: Array<() => void> = []
    const server = createServer((_request, response) => {
      arrived.shift()?.()
      release.push(() => response.end('ok'))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    try {
      const before = counter()
      const answered = new Promise<void>((resolve) => arrived.push(resolve))
      const response = fetch(`http://127.0.0.1:${port}/a`)
      await answered
      expect(counter()).toBe(before + 1)
      release.shift()?.()
      expect(await (await response).text()).toBe('ok')
      await expect.poll(counter).toBe(before)

      // A client that hangs up before the answer.
      const aborted = new AbortController()
      const hungUp = new Promise<void>((resolve) => arrived.push(resolve))
      const gone = fetch(`http://127.0.0.1:${port}/b`, { signal: aborted.signal }).catch(() => 'aborted')
      await hungUp
      expect(counter()).toBe(before + 1)
      aborted.abort()
      expect(await gone).toBe('aborted')
      await expect.poll(counter).toBe(before)
    } finally {
      for (const end of release) end()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('the endpoints the front door answers itself once Payload has started (src/api/frontDoor.ts)', () => {
  it('hands an exact method and path to its handler, counted in flight; anything else goes on to the server', async () => {
    const { createServer } = await import('node:http')
    const { FRONT_DOOR_ENDPOINTS } = createRequire(import.meta.url)('../../scripts/client-address.cjs') as { FRONT_DOOR_ENDPOINTS: symbol }
    type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>
    const registry = globalThis as unknown as Record<symbol, Map<string, Handler> | undefined>
    const seen: string[] = []
    const server = createServer((request, response) => {
      seen.push(`server ${request.method} ${request.url}`)
      response.end('next')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    const post = (path: string, method = 'POST') => fetch(`http://127.0.0.1:${port}${path}`, { method, body: method === 'GET' ? undefined : '{}' })
    try {
      registry[FRONT_DOOR_ENDPOINTS] = new Map<string, Handler>([
        [
          'POST /api/list-subscription',
          async (request, response) => {
            seen.push(`front door ${request.url} from ${request.headers['x-forwarded-for']}`)
            response.end('front door')
          },
        ],
        // A handler that fails after answering nothing: the connection is closed, the process keeps going.
        ['POST /api/broken', () => Promise.reject(new Error('boom'))],
      ])
      expect(await (await post('/api/list-subscription?x=1')).text()).toBe('front door')
      expect(await (await post('/api/list-subscription', 'GET')).text()).toBe('next')
      expect(await (await post('/api/list-subscription/')).text()).toBe('next')
      expect(await (await post('/api/other')).text()).toBe('next')
      await expect(post('/api/broken')).rejects.toThrow()
      // The address rules ran first: the handler saw the trusted client address.
      expect(seen).toEqual([
        'front door /api/list-subscription?x=1 from 127.0.0.1',
        'server GET /api/list-subscription',
        'server POST /api/list-subscription/',
        'server POST /api/other',
      ])
      // Before Payload has started there is no registry: everything goes to the server.
      registry[FRONT_DOOR_ENDPOINTS] = undefined
      expect(await (await post('/api/list-subscription')).text()).toBe('next')
    } finally {
      registry[FRONT_DOOR_ENDPOINTS] = undefined
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
