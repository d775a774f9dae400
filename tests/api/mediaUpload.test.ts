import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { NOT_LOTTIE_MESSAGE } from '@/lib/media/lottie'
import { DEFAULT_ADMIN } from '@/seed'

import { zip } from '../fakes/zip'
import { BASE_URL, get, localApi, signIn, unique } from './helpers'

const samples = path.join(import.meta.dirname, '../../public/assets/samples')
const animation = readFileSync(path.join(samples, 'signal-pulse.json'))

type Doc = { id: number; mimeType: string; filename: string; url: string; width?: number | null; height?: number | null }
type Answer = { doc?: Doc; errors?: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }

/** Uploads a file as the admin's form does (multipart, fields in `_payload`). */
describe('uploads through the admin API', () => {
  let session = ''
  const created: number[] = []

  async function upload(name: string, type: string, data: Buffer): Promise<{ status: number; body: Answer }> {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(data)], { type }), name)
    form.append('_payload', JSON.stringify({ alt: unique(name) }))
    const response = await fetch(`${BASE_URL}/api/media`, { method: 'POST', headers: { cookie: session }, body: form })
    const body = (await response.json()) as Answer
    if (body.doc) created.push(body.doc.id)
    return { status: response.status, body }
  }
  const messages = (body: Answer) => (body.errors ?? []).flatMap((error) => [error.message, ...(error.data?.errors ?? []).map((e) => e.message)]).join(' ')

  beforeAll(async () => {
    session = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  })
  afterAll(async () => {
    const payload = await localApi()
    for (const id of created) await payload.delete({ collection: 'media', id })
  })

  it('refuses an SVG with a script and serves the others as attachments under a policy that runs nothing (issue 29)', async () => {
    // Payload's own check (validateSvg) refuses script on upload; the headers cover whatever it does not know.
    const scripted = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    expect((await upload('scripted.svg', 'image/svg+xml', scripted)).status).toBe(400)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')
    const { status, body } = await upload('logo.svg', 'image/svg+xml', svg)
    expect(status, JSON.stringify(body)).toBe(201)
    const file = await get(body.doc!.url.replace(/^https?:\/\/[^/]+/, ''))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(file.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/)
    const seeded = await get('/api/media/file/seed-home.webp')
    expect(seeded.headers.get('content-disposition') ?? '').not.toMatch(/attachment/)
  })

  it('takes a Lottie animation with its size, and serves it', async () => {
    const { status, body } = await upload('pulse.json', 'application/json', animation)
    expect(status).toBe(201)
    expect(body.doc).toMatchObject({ mimeType: 'application/json', width: 200, height: 200 })
    const file = await get(body.doc!.url.replace(/^https?:\/\/[^/]+/, ''))
    expect(file.status).toBe(200)
    expect(((await file.json()) as { fr: number }).fr).toBe(30)
  })

  it('refuses a JSON file that is not a Lottie animation, saying so', async () => {
    const { status, body } = await upload('settings.json', 'application/json', Buffer.from('{"theme":"dark"}'))
    expect(status).toBe(400)
    expect(messages(body)).toContain(NOT_LOTTIE_MESSAGE)
  })

  it('stores a .lottie as the JSON of its animation', async () => {
    const { status, body } = await upload(
      'pulse.lottie',
      'application/octet-stream',
      zip({ 'manifest.json': '{"animations":[{"id":"p"}]}', 'animations/p.json': animation }),
    )
    expect(status).toBe(201)
    expect(body.doc?.mimeType).toBe('application/json')
    expect(body.doc?.filename).toMatch(/\.json$/)
  })

  it('takes WebVTT captions and the spec’s audio types, and refuses other text', async () => {
    const vtt = await upload('en.vtt', 'text/vtt', readFileSync(path.join(samples, 'chime.en.vtt')))
    expect([vtt.status, vtt.body.doc?.mimeType]).toEqual([201, 'text/vtt'])
    const wav = await upload('chime.wav', 'audio/wav', readFileSync(path.join(samples, 'chime.wav')))
    expect(wav.status).toBe(201)
    expect(wav.body.doc?.mimeType).toMatch(/^audio\//)
    const text = await upload('notes.txt', 'text/plain', Buffer.from('hello'))
    expect(text.status).toBe(400)
    expect(messages(text.body)).toMatch(/only as WebVTT/)
  })
})
