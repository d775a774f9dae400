import { Readable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import {
  bodyLimit,
  EDITOR_BODY_BYTES,
  EDITOR_UPLOAD_BYTES,
  endpointPattern,
  payloadWriteRule,
  PASSWORD_RESET_REQUESTS,
  readBodyWithin,
  readNodeBodyWithin,
  VISITOR_BODY_BYTES,
  VISITOR_PAYLOAD_WRITES,
} from '@/lib/requests/requestLimits'

/** A body that arrives in chunks, counting how many the reader pulled. */
function chunked(chunks: number, size: number) {
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled === chunks) return controller.close()
        pulled++
        controller.enqueue(new Uint8Array(size).fill(65))
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, pulled: () => pulled }
}

describe('readBodyWithin', () => {
  it('reads a body within the limit whole', async () => {
    const body = chunked(4, 1000)
    const read = await readBodyWithin(body.stream, null, 4000)
    expect(read.ok && read.bytes.byteLength).toBe(4000)
  })
  it('stops at the first chunk past the limit, without reading the rest', async () => {
    const body = chunked(1000, 1024)
    expect((await readBodyWithin(body.stream, null, 64 * 1024)).ok).toBe(false)
    expect(body.pulled()).toBeLessThan(70)
  })
  it('refuses a declared length over the limit before reading a byte', async () => {
    const body = chunked(1, 10)
    expect((await readBodyWithin(body.stream, String(10 * 1024 * 1024), 64 * 1024)).ok).toBe(false)
    expect(body.pulled()).toBe(0)
  })
  it('answers no bytes for no body', async () => {
    const read = await readBodyWithin(null, null, 10)
    expect(read.ok && read.bytes.byteLength).toBe(0)
  })
})

describe('readNodeBodyWithin (a Node request, in the front door)', () => {
  /** A Node stream of `chunks` chunks of `size` bytes, counting how many were read from it. */
  function nodeChunked(chunks: number, size: number, chunk = Buffer.alloc(size, 65)) {
    let read = 0
    const stream = new Readable({
      highWaterMark: 0,
      read() {
        if (read === chunks) return void this.push(null)
        read++
        this.push(chunk)
      },
    })
    return { stream, read: () => read }
  }

  it('reads a body within the limit whole, as UTF-8 text across chunk boundaries', async () => {
    const euro = Buffer.from('€')
    const stream = Readable.from([euro.subarray(0, 1), euro.subarray(1), Buffer.from('{"a":1}')], { objectMode: false })
    expect(await readNodeBodyWithin(stream, undefined, 100)).toEqual({ ok: true, text: '€{"a":1}' })
    expect(await readNodeBodyWithin(nodeChunked(4, 1000).stream, '4000', 4000)).toEqual({ ok: true, text: 'A'.repeat(4000) })
    expect(await readNodeBodyWithin(nodeChunked(0, 1).stream, undefined, 10)).toEqual({ ok: true, text: '' })
  })
  it('lets go at the first chunk past the limit, and refuses a declared length over it before reading', async () => {
    // A body that never ends: the answer comes at the limit, not at an end.
    const endless = new Readable({
      read() {
        setImmediate(() => this.push(Buffer.alloc(1024, 65)))
      },
    })
    expect(await readNodeBodyWithin(endless, undefined, 64 * 1024)).toEqual({ ok: false, reason: 'too_large' })
    endless.destroy()
    const declared = nodeChunked(1, 10)
    expect(await readNodeBodyWithin(declared.stream, String(10 * 1024 * 1024), 64 * 1024)).toEqual({ ok: false, reason: 'too_large' })
    expect(declared.read()).toBe(0)
  })
  it('answers closed for a body that fails or closes before its end (its client went away)', async () => {
    for (const stop of [(stream: Readable) => stream.destroy(new Error('aborted')), (stream: Readable) => stream.destroy()]) {
      const arriving = new Readable({
        read() {
          setImmediate(() => this.push(Buffer.alloc(100, 65)))
        },
      })
      const reading = readNodeBodyWithin(arriving, undefined, 1024 * 1024)
      setTimeout(() => stop(arriving), 5)
      expect(await reading).toEqual({ ok: false, reason: 'closed' })
    }
  })
  it('still hears an error that comes after its answer (a stream with no error listener throws it)', async () => {
    const cut = new Readable({
      read() {
        setImmediate(() => this.push(Buffer.alloc(1024, 65)))
      },
    })
    expect(await readNodeBodyWithin(cut, undefined, 4096)).toEqual({ ok: false, reason: 'too_large' })
    expect(cut.listenerCount('error')).toBe(1)
    cut.destroy(new Error('the client went away'))
    await new Promise((resolve) => cut.once('close', resolve))
  })
})

describe('bodyLimit and payloadWriteRule', () => {
  it('gives visitors 64 KB and editors room for pages and uploads', () => {
    expect(bodyLimit({ signedIn: false, contentType: 'multipart/form-data; boundary=x' })).toBe(VISITOR_BODY_BYTES)
    expect(bodyLimit({ signedIn: true, contentType: 'application/json' })).toBe(EDITOR_BODY_BYTES)
    expect(bodyLimit({ signedIn: true, contentType: 'multipart/form-data; boundary=x' })).toBe(EDITOR_UPLOAD_BYTES)
  })
  it('limits visitors’ writes to Payload, password-reset mails hardest, and leaves editors alone', () => {
    expect(payloadWriteRule('/api/users/forgot-password', false)?.rule).toBe(PASSWORD_RESET_REQUESTS)
    expect(payloadWriteRule('/api/users/login', false)?.rule).toBe(VISITOR_PAYLOAD_WRITES)
    expect(payloadWriteRule('/api/graphql', false)?.rule).toBe(VISITOR_PAYLOAD_WRITES)
    expect(payloadWriteRule('/api/pages/4', true)).toBeUndefined()
  })
})

describe('endpointPattern', () => {
  it('matches the paths of an endpoint with parameters, and no others', () => {
    const forms = endpointPattern('/api/forms/:form')
    expect(forms.test('/api/forms/contact-sales')).toBe(true)
    expect(forms.test('/api/forms/contact-sales/')).toBe(true)
    expect(forms.test('/api/forms/a/b')).toBe(false)
    expect(forms.test('/api/formsX/a')).toBe(false)
    expect(endpointPattern('/api/s/t').test('/api/s/t')).toBe(true)
    expect(endpointPattern('/api/a.b').test('/api/aXb')).toBe(false)
  })
})
