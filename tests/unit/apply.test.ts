import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { applyInProcess, applyRemotely, REVALIDATE_ENDPOINT, REVALIDATE_SECRET_HEADER } from '@/lib/pages/apply'
import type { RevalidationPlan } from '@/lib/pages/revalidate'

const plan: RevalidationPlan = { paths: ['/a'], tags: ['doc:/a'], everything: true }

describe('applyInProcess', () => {
  it('calls the cache for every tag and path, and the layout when everything changed', () => {
    const calls: string[] = []
    const ok = applyInProcess(plan, { path: (p, t) => calls.push(`path:${p}:${t ?? ''}`), tag: (t) => calls.push(`tag:${t}`) })
    expect(ok).toBe(true)
    expect(calls).toEqual(['tag:doc:/a', 'path:/a:', 'path:/:layout'])
  })
  it('reports that there is no Next cache outside a request', () => {
    const ok = applyInProcess(plan, {
      path: () => {},
      tag: () => {
        throw new Error('Invariant: static generation store missing in revalidateTag doc:/a')
      },
    })
    expect(ok).toBe(false)
  })
  it('rethrows other errors', () => {
    expect(() =>
      applyInProcess(plan, {
        path: () => {},
        tag: () => {
          throw new Error('boom')
        },
      }),
    ).toThrow('boom')
  })
})

describe('applyRemotely (against a fake site on 127.0.0.1)', () => {
  let server: Server
  let url: string
  const received: { path: string; secret: string | undefined; body: unknown }[] = []
  let status = 200

  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res) => {
      let body = ''
      for await (const chunk of req) body += chunk
      received.push({ path: req.url ?? '', secret: req.headers[REVALIDATE_SECRET_HEADER] as string | undefined, body: JSON.parse(body) })
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('posts the plan with the secret', async () => {
    status = 200
    expect(await applyRemotely(plan, { siteUrl: url, secret: 's3cret' })).toBe(true)
    expect(received.at(-1)).toEqual({ path: REVALIDATE_ENDPOINT, secret: 's3cret', body: plan })
  })
  it('logs and answers false when the site refuses', async () => {
    status = 401
    const logs: string[] = []
    expect(await applyRemotely(plan, { siteUrl: url, secret: 'x', log: (m) => logs.push(m) })).toBe(false)
    expect(logs[0]).toMatch(/401/)
  })
  it('never throws when the site is down', async () => {
    const logs: string[] = []
    expect(await applyRemotely(plan, { siteUrl: 'http://127.0.0.1:1', secret: 'x', log: (m) => logs.push(m) })).toBe(false)
    expect(logs[0]).toMatch(/failed/)
  })
})
