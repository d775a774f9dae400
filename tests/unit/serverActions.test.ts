import { describe, expect, it } from 'vitest'

import { isActionRequest, ownActionIds, refuseActionBody, refuseActionRequest } from '@/lib/requests/serverActions'

const request = (method: string, pathname: string, headers: Record<string, string>) => ({
  method,
  pathname,
  header: (name: string) => headers[name] ?? null,
})

describe('server-action requests (the proxy asks before Next’s action handler, which answers 500 to malformed ones)', () => {
  it('knows the requests Next treats as actions: a POST with the header or a multipart body', () => {
    expect(isActionRequest(request('POST', '/', { 'next-action': 'abc' }))).toBe(true)
    expect(isActionRequest(request('POST', '/', { 'content-type': 'multipart/form-data; boundary=x' }))).toBe(true)
    expect(isActionRequest(request('GET', '/', { 'next-action': 'abc' }))).toBe(false)
    expect(isActionRequest(request('POST', '/', { 'content-type': 'application/json' }))).toBe(false)
  })

  it('refuses every action outside the admin, whatever its origin', () => {
    expect(
      refuseActionRequest(request('POST', '/products/voice-api', { 'next-action': 'abc', origin: 'http://localhost:3100', host: 'localhost:3100' })),
    ).toEqual({
      status: 400,
      error: expect.stringContaining('no form posts or server actions'),
    })
    expect(refuseActionRequest(request('POST', '/administrator', { 'next-action': 'abc' }))?.status).toBe(400)
  })

  it('lets the admin’s own actions through: same origin as the (forwarded) host, or no origin at all', () => {
    expect(refuseActionRequest(request('POST', '/admin', { 'next-action': 'abc', origin: 'http://localhost:3100', host: 'localhost:3100' }))).toBeUndefined()
    expect(
      refuseActionRequest(
        request('POST', '/admin/collections/pages/1', {
          'next-action': 'abc',
          origin: 'https://www.ostra.com',
          host: '127.0.0.1:3000',
          'x-forwarded-host': 'www.ostra.com',
        }),
      ),
    ).toBeUndefined()
    expect(refuseActionRequest(request('POST', '/admin', { 'next-action': 'abc', host: 'localhost:3100' }))).toBeUndefined()
    expect(refuseActionRequest(request('GET', '/admin', { 'next-action': 'abc', origin: 'null' }))).toBeUndefined()
  })

  it('refuses an admin action from another origin, an opaque one or a malformed one', () => {
    for (const origin of ['null', 'http://evil.example', 'http://localhost:3101', 'not a url', 'file:///x'])
      expect(refuseActionRequest(request('POST', '/admin', { 'next-action': 'abc', origin, host: 'localhost:3100' })), origin).toEqual({
        status: 403,
        error: expect.stringContaining('own origin'),
      })
  })

  it('takes only the admin’s own actions: Payload’s language switch (never called with one admin language) is refused, not a 500', () => {
    const manifest = {
      node: {
        own: { filename: 'src/app/(payload)/layout.tsx' },
        language: { filename: 'node_modules/@payloadcms/next/dist/layouts/Root/index.js' },
        odd: {},
      },
    }
    const own = ownActionIds(manifest)
    expect([...own]).toEqual(['own'])
    const call = (id: string) =>
      refuseActionRequest(request('POST', '/admin', { 'next-action': id, origin: 'http://localhost:3100', host: 'localhost:3100' }), (i) => own.has(i))
    expect(call('own')).toBeUndefined()
    expect(call('language')).toEqual({ status: 400, error: expect.stringContaining('no such server action') })
    expect(call('odd')?.status).toBe(400)
    // A foreign origin is still refused first, as forbidden.
    expect(
      refuseActionRequest(request('POST', '/admin', { 'next-action': 'language', origin: 'null', host: 'localhost:3100' }), (i) => own.has(i))?.status,
    ).toBe(403)
  })

  it('refuses a body Next could not decode', async () => {
    const body = (text: string, contentType: string) =>
      new Request('http://localhost/admin', { method: 'POST', body: text, headers: { 'content-type': contentType } })
    expect(await refuseActionBody('text/plain;charset=UTF-8', body('[{"name":"form-state","args":{}}]', 'text/plain'))).toBeUndefined()
    expect(await refuseActionBody('text/plain;charset=UTF-8', body('garbage', 'text/plain'))).toEqual({ status: 400, error: expect.stringContaining('JSON') })
    const form = new FormData()
    form.set('0', '["$K1"]')
    const multipart = new Request('http://localhost/admin', { method: 'POST', body: form })
    const contentType = multipart.headers.get('content-type')!
    expect(await refuseActionBody(contentType, multipart)).toBeUndefined()
    expect(await refuseActionBody('multipart/form-data; boundary=x', body('a=b', 'multipart/form-data; boundary=x'))).toEqual({
      status: 400,
      error: expect.stringContaining('does not parse'),
    })
  })
})
