import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addErrorReporter, errorReportingReporter, reportError, type ErrorContext } from '@/lib/monitoring/reportError'

describe('reportError', () => {
  it('logs, then hands the error and its context to every reporter; a failing reporter breaks nothing', () => {
    const seen: [unknown, ErrorContext][] = []
    const removeFailing = addErrorReporter(() => {
      throw new Error('reporter down')
    })
    const remove = addErrorReporter((error, context) => seen.push([error, context]))
    const error = new Error('upstream 502')
    expect(() => reportError(error, { url: '/api/ai-models', statusCode: 502 })).not.toThrow()
    expect(seen).toEqual([[error, { url: '/api/ai-models', statusCode: 502 }]])
    remove()
    removeFailing()
    reportError(new Error('after removal'))
    expect(seen).toHaveLength(1)
  })

  it('hands a reporter added later the recent reports (the SDK loads after a script may have failed)', () => {
    const marker = new Error(`early failure ${Math.random()}`)
    reportError(marker, { url: '/early.js' })
    const late: unknown[] = []
    const remove = addErrorReporter((error) => late.push(error))
    expect(late).toContain(marker)
    remove()
  })

  it('turns url and status code into tags for the error-reporting SDK, and strings into errors', () => {
    const captured: { error: unknown; hint: unknown }[] = []
    const reporter = errorReportingReporter({ captureException: (error, hint) => captured.push({ error, hint }) })
    reporter('fraud-detection library failed to load', { url: 'https://example.test/x.js', statusCode: 404, script: 'fraudDetection' })
    expect(captured[0].error).toBeInstanceOf(Error)
    expect((captured[0].error as Error).message).toBe('fraud-detection library failed to load')
    expect(captured[0].hint).toEqual({ tags: { url: 'https://example.test/x.js', statusCode: '404' }, extra: { script: 'fraudDetection' } })
  })
})

describe('reportError with Sentry’s SDK (a fake ingest server on 127.0.0.1)', () => {
  let server: Server
  const envelopes: string[] = []
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        if (request.url?.startsWith('/api/1/envelope/')) envelopes.push(body)
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => server.close())

  it('sends the report, with its tags, to the configured DSN', async () => {
    const Sentry = await import('@sentry/nextjs')
    Sentry.init({ dsn: `http://publickey@127.0.0.1:${(server.address() as AddressInfo).port}/1`, environment: 'test', defaultIntegrations: false })
    const remove = addErrorReporter(errorReportingReporter(Sentry))
    reportError(new Error('numbers API timed out'), { url: '/api/available-numbers', statusCode: 504 })
    await Sentry.flush(3000)
    remove()
    const sent = envelopes.join('\n')
    expect(sent).toContain('numbers API timed out')
    expect(sent).toContain('"statusCode":"504"')
    expect(sent).toContain('"environment":"test"')
  })
})
