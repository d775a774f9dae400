/**
 * Limits a client cannot step around (issue 15): the address they count by is the socket's unless
 * a trusted proxy says otherwise; bodies are cut off while streaming on every route, Payload's
 * included; a visitor's writes to Payload's own routes are limited; editors keep room for pages.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '@/api/errors'
import { richText } from '@/lib/richText'
import { PASSWORD_RESET_REQUESTS, VISITOR_BODY_BYTES } from '@/lib/requests/requestLimits'
import { DEFAULT_ADMIN } from '@/seed'

import { BASE_URL, nextClient, signIn, unique } from './helpers'
import { startAppServer, type Started } from '../../scripts/servers'

const DIRECT_PORT = 3113

/** A body of `bytes` bytes that arrives in 8 KB chunks with no Content-Length (chunked encoding). */
function chunkedBody(bytes: number): { body: ReadableStream<Uint8Array>; duplex: 'half' } {
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      const size = Math.min(8192, bytes - sent)
      sent += size
      controller.enqueue(new TextEncoder().encode('{"a":"'.padEnd(size, 'x').slice(0, size)))
    },
  })
  return { body, duplex: 'half' }
}

const post = (url: string, init: RequestInit & { duplex?: 'half' }) =>
  fetch(url, {
    method: 'POST',
    ...init,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient(), ...(init.headers as Record<string, string>) },
  })

describe('the address rate limits count by, with no trusted proxy in front', () => {
  let direct: Started
  beforeAll(async () => {
    direct = await startAppServer(DIRECT_PORT, { TRUSTED_PROXY_HOPS: '0', RATE_LIMIT_PER_MINUTE: '20', SITE_URL: `http://127.0.0.1:${DIRECT_PORT}` })
  }, 120_000)
  afterAll(() => direct?.stop())

  it('is the socket’s: a new X-Forwarded-For on every request does not reset the limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) {
      const response = await fetch(`${direct.url}/api/validate-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient(), 'x-real-ip': nextClient() },
        body: '{}',
      })
      statuses.push(response.status)
    }
    expect(
      statuses.slice(0, 20).every((status) => status === 400),
      statuses.join(' '),
    ).toBe(true)
    expect(
      statuses.slice(20).every((status) => status === 429),
      statuses.join(' '),
    ).toBe(true)
  })
})

describe('a production server started without the client-address preload', () => {
  it('refuses to serve, saying how to start it (any visitor could pick the address the limits count by)', async () => {
    const options = (process.env.NODE_OPTIONS ?? '').replace(/--require\s+("[^"]*client-address\.cjs"|\S*client-address\.cjs)/g, '')
    const child = spawn(path.resolve('node_modules/.bin/next'), ['start', '-p', '3114', '-H', '127.0.0.1'], {
      env: { ...process.env, NODE_OPTIONS: options, APP_ENV: 'production', PAYLOAD_SECRET: 'a-production-secret-of-our-own' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
    expect(code, output).toBe(1)
    expect(output).toContain('refusing to serve: start the app server with NODE_OPTIONS="--require ./client-address.cjs"')
  }, 60_000)
})

describe('bodies over the limit, refused while streaming', () => {
  const tooLarge = VISITOR_BODY_BYTES + 1024
  for (const path of ['/api/users/login', '/api/graphql', '/api/forms/contact-sales', '/api/pages', '/api/s/t']) {
    it(`${path}: 413 JSON for a chunked body and for a declared one`, async () => {
      for (const init of [chunkedBody(tooLarge), { body: 'x'.repeat(tooLarge) }]) {
        const response = await post(`${BASE_URL}${path}`, init)
        expect(response.status).toBe(413)
        expect(((await response.json()) as ApiErrorBody).error.code).toBe('payload_too_large')
      }
    })
  }
  it('a body within the limit still reaches Payload (a visitor’s sign-in works)', async () => {
    const response = await post(`${BASE_URL}/api/users/login`, { body: JSON.stringify({ email: DEFAULT_ADMIN.email, password: DEFAULT_ADMIN.password }) })
    expect(response.status).toBe(200)
  })
  it('a signed-in editor saves a page larger than a visitor may send', async () => {
    const session = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
    const paragraphs = Array.from({ length: 80 }, (_, i) => ({ type: 'p' as const, text: `Paragraph ${i}: ${'lorem ipsum dolor sit amet '.repeat(100)}` }))
    const body = JSON.stringify({
      title: 'A long page',
      shell: 'full',
      family: 'products',
      slug: unique('long-page'),
      layout: [{ blockType: 'richText', content: richText(paragraphs) }],
    })
    expect(body.length).toBeGreaterThan(2 * VISITOR_BODY_BYTES)
    const response = await post(`${BASE_URL}/api/pages`, { headers: { cookie: session }, body })
    expect(response.status, await response.clone().text()).toBe(201)
  })
})

describe('a visitor’s writes to Payload’s own routes', () => {
  it(`password-reset e-mails: ${PASSWORD_RESET_REQUESTS.limit} per client per quarter hour, then 429`, async () => {
    const client = nextClient()
    const statuses: number[] = []
    for (let i = 0; i <= PASSWORD_RESET_REQUESTS.limit; i++) {
      const response = await post(`${BASE_URL}/api/users/forgot-password`, {
        headers: { 'x-forwarded-for': client },
        body: JSON.stringify({ email: `${unique('nobody')}@example.com` }),
      })
      statuses.push(response.status)
    }
    expect(
      statuses.slice(0, -1).every((status) => status < 400),
      statuses.join(' '),
    ).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('POSTs outside /api (the admin’s server functions, pages)', () => {
  it('a flood from one client gets 429 with Retry-After; another client is unaffected', async () => {
    const client = nextClient()
    // The flood goes to a file (405 from the front door: cheap); the admin's address shares the client's count.
    const send = (who: string, path = '/favicon.ico') =>
      fetch(`${BASE_URL}${path}`, { method: 'POST', headers: { 'x-forwarded-for': who, 'content-type': 'text/plain' }, body: 'x' })
    const statuses: number[] = []
    for (let batch = 0; batch < 61; batch++) statuses.push(...(await Promise.all(Array.from({ length: 10 }, () => send(client).then((r) => r.status)))))
    expect(statuses.slice(0, 600).every((status) => status === 405)).toBe(true)
    expect(statuses.slice(600).every((status) => status === 429)).toBe(true)
    const limited = await send(client, '/admin/login')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await send(nextClient(), '/admin/login')).status).not.toBe(429)
  })
})
