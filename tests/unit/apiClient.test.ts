import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { FetchError, getJson, getRaw, INTERNAL_ERROR_TEXT, postFile, postJson, withQuery } from '@/lib/requests/apiClient'

/** A small server on 127.0.0.1 whose answers each test scripts. */
type Answer = { status: number; body?: string; delayMs?: number }
let server: Server
let base = ''
let script: Answer[] = []
let seen: { method?: string; url?: string; auth?: string; type?: string; body: string }[] = []

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    request.on('data', (c: Buffer) => (text += c.toString()))
    request.on('end', () => resolve(text))
  })

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({
      method: request.method,
      url: request.url,
      auth: request.headers.authorization,
      type: request.headers['content-type'],
      body: await read(request),
    })
    const answer = script.shift() ?? { status: 200, body: '{}' }
    setTimeout(() => response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body ?? ''), answer.delayMs ?? 0)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())
beforeEach(() => {
  script = []
  seen = []
})

describe('withQuery', () => {
  it('appends defined parameters, encoded', () => {
    expect(withQuery('/api/x', { a: 'b c', n: 2, skip: undefined, none: null })).toBe('/api/x?a=b+c&n=2')
    expect(withQuery('/api/x?y=1', { a: true })).toBe('/api/x?y=1&a=true')
    expect(withQuery('/api/x', {})).toBe('/api/x')
  })
})

describe('getJson', () => {
  it('sends the query and the bearer token, and answers the parsed body', async () => {
    script = [{ status: 200, body: '{"data":[1]}' }]
    expect(await getJson(`${base}/models`, { query: { page: 2 }, bearer: 't0ken' })).toEqual({ data: [1] })
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/models?page=2', auth: 'Bearer t0ken' })
  })

  it('retries 5xx and 429, then succeeds', async () => {
    script = [{ status: 503 }, { status: 429 }, { status: 200, body: '{"ok":true}' }]
    expect(await getJson(`${base}/flaky`)).toEqual({ ok: true })
    expect(seen).toHaveLength(3)
  })

  it('does not retry a 4xx, and throws the parsed JSON body', async () => {
    script = [{ status: 404, body: '{"error":{"code":"not_found","message":"No such country"}}' }]
    const error = await getJson(`${base}/zone/ZZ`).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FetchError)
    expect(error).toMatchObject({ status: 404, body: { error: { code: 'not_found', message: 'No such country' } }, message: 'No such country' })
    expect(seen).toHaveLength(1)
  })

  it('gives up after the retries, throwing the spec’s text for a body that is not JSON', async () => {
    script = [
      { status: 500, body: 'oops' },
      { status: 500, body: 'oops' },
    ]
    const error = await getJson(`${base}/down`, { retries: 1 }).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 500, body: INTERNAL_ERROR_TEXT })
    expect(seen).toHaveLength(2)
  })

  it('aborts a request that takes longer than the timeout', async () => {
    script = [{ status: 200, body: '{}', delayMs: 500 }]
    const error = await getJson(`${base}/slow`, { timeoutMs: 100, retries: 0 }).catch((e: unknown) => e)
    expect((error as Error).name).toBe('TimeoutError')
  })
})

describe('postJson, postFile and getRaw', () => {
  it('posts JSON and reads the answer, or nothing when told the answer is empty', async () => {
    script = [{ status: 201, body: '{"subscribed":true}' }, { status: 204 }]
    expect(await postJson(`${base}/subscribe`, { email: 'a@b.co' })).toEqual({ subscribed: true })
    expect(seen[0]).toMatchObject({ method: 'POST', type: 'application/json', body: '{"email":"a@b.co"}' })
    expect(await postJson(`${base}/event`, {}, { emptyResponse: true })).toBeUndefined()
  })

  it('throws the parsed error body of a refused POST, without retrying', async () => {
    script = [
      {
        status: 400,
        body: '{"error":{"code":"invalid_input","message":"Some fields are missing or invalid","fields":[{"path":"email","message":"is required"}]}}',
      },
    ]
    const error = (await postJson(`${base}/subscribe`, {}).catch((e: unknown) => e)) as FetchError
    expect(error.body).toMatchObject({ error: { fields: [{ path: 'email' }] } })
    expect(seen).toHaveLength(1)
  })

  it('posts a file body with its type, and returns raw responses', async () => {
    script = [
      { status: 200, body: '{"stored":true}' },
      { status: 200, body: 'a,b\n1,2' },
    ]
    expect(await postFile(`${base}/upload`, new Blob(['hello'], { type: 'text/plain' }), { bearer: 'k' })).toEqual({ stored: true })
    expect(seen[0]).toMatchObject({ type: 'text/plain', body: 'hello', auth: 'Bearer k' })
    expect(await (await getRaw(`${base}/rates.csv`)).text()).toBe('a,b\n1,2')
  })
})
