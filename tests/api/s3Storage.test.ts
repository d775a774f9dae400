/**
 * Uploads on S3-compatible storage (issue 29): one more app server from the tested build, configured
 * with S3_* for an S3-compatible server on 127.0.0.1 (s3rver, from npm, which checks each request's
 * signature), sharing the test database. An image goes up through the admin's API, its generated
 * sizes land in the bucket, the site serves each back from there, a deleted image leaves the bucket,
 * and a store that cannot be reached is a 503, never a 500.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_ADMIN } from '@/seed'

import { signIn, unique } from './helpers'
import { startAppServer, type Started } from '../../scripts/servers'

const PORT = 3119
const BUCKET = 'ostra-media'
// s3rver's own account: it refuses requests signed with any other key.
const KEY = 'S3RVER'

let store: S3rver | undefined
let storePort = 0
let storeDir = ''
let mediaDir = ''
let app: Started
let session = ''

/** An object as the store holds it (s3rver keeps each object as a file beside its metadata). */
function stored(key: string): Buffer | undefined {
  const file = path.join(storeDir, BUCKET, `${key}._S3rver_object`)
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined
}

async function startStore(port = 0): Promise<number> {
  store = new S3rver({ address: '127.0.0.1', port, silent: true, directory: storeDir, configureBuckets: [{ name: BUCKET, configs: [] }] })
  return (await store.run()).port
}

beforeAll(async () => {
  storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ostra-s3-'))
  // The app's upload folder: with S3 configured nothing may be written here.
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ostra-media-'))
  storePort = await startStore()
  app = await startAppServer(PORT, {
    SITE_URL: `http://127.0.0.1:${PORT}`,
    MEDIA_DIR: mediaDir,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${storePort}`,
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
    S3_FORCE_PATH_STYLE: 'true',
  })
  session = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password, app.url)
}, 180_000)

afterAll(async () => {
  await app?.stop()
  await store?.close().catch(() => undefined)
  fs.rmSync(storeDir, { recursive: true, force: true })
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

type Size = { filename: string | null; width: number | null; url: string | null }
type MediaDoc = { id: number; filename: string; url: string; width: number; sizes: Record<string, Size> }

async function upload(name: string, data: Buffer): Promise<{ status: number; doc?: MediaDoc; text: string }> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify({ alt: unique('S3 upload') }))
  const response = await fetch(`${app.url}/api/media`, { method: 'POST', headers: { cookie: session }, body: form })
  const text = await response.text()
  const doc = response.ok ? (JSON.parse(text) as { doc: MediaDoc }).doc : undefined
  return { status: response.status, doc, text }
}

/** A 1600 × 900 picture: wider than every generated size, so each is made. */
function picture(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 12, g: 90, b: 160 } } })
    .png()
    .toBuffer()
}

describe('uploads on S3-compatible storage', () => {
  it('stores an image and its generated sizes in the bucket, serves them back through the site, and deletes them', async () => {
    const { status, doc, text } = await upload(`${unique('s3-picture')}.png`, await picture())
    expect(status, text).toBe(201)
    expect(doc).toBeDefined()
    const files = [doc!.filename, ...Object.values(doc!.sizes).map((size) => size.filename)]
    expect(files.filter(Boolean)).toHaveLength(4) // the original, thumbnail, card and hero

    for (const [name, size] of [['original', { filename: doc!.filename, width: doc!.width, url: doc!.url }] as const, ...Object.entries(doc!.sizes)]) {
      const object = stored(size.filename!)
      expect(object, `${name} in the bucket`).toBeDefined()
      // Through the site, from the bucket: the same bytes, at the size's width.
      const served = await fetch(`${app.url}${size.url!.replace(/^https?:\/\/[^/]+/, '')}`)
      expect(served.status, name).toBe(200)
      const bytes = Buffer.from(await served.arrayBuffer())
      expect(bytes.equals(object!), `${name}: the bytes the bucket holds`).toBe(true)
      expect((await sharp(bytes).metadata()).width, name).toBe(size.width)
    }
    // Nothing on the app's disk.
    expect(fs.readdirSync(mediaDir)).toEqual([])
    // A part of a file, as a video player asks; a file the bucket does not have is a 404, not a fault.
    const part = await fetch(`${app.url}${doc!.url.replace(/^https?:\/\/[^/]+/, '')}`, { headers: { range: 'bytes=0-99' } })
    expect(part.status).toBe(206)
    expect((await part.arrayBuffer()).byteLength).toBe(100)
    expect((await fetch(`${app.url}/api/media/file/${unique('no-such-file')}.png`)).status).toBe(404)

    const deleted = await fetch(`${app.url}/api/media/${doc!.id}`, { method: 'DELETE', headers: { cookie: session } })
    expect(deleted.status).toBe(200)
    for (const file of files) expect(stored(file!), `${file} left the bucket`).toBeUndefined()
    expect((await fetch(`${app.url}${doc!.url.replace(/^https?:\/\/[^/]+/, '')}`)).status).toBe(404)
  })

  it('opens the media screens of the admin with S3 configured (the adapter’s component is in the import map)', async () => {
    const page = await fetch(`${app.url}/admin/collections/media`, { headers: { cookie: session } })
    expect(page.status).toBe(200)
    expect(app.output()).not.toMatch(/not found in importMap/i)
  })

  it('answers 503 with Retry-After, not 500, while the store cannot be reached, and serves again when it is back', async () => {
    const { status, doc, text } = await upload(`${unique('s3-outage')}.png`, await picture())
    expect(status, text).toBe(201)
    const address = doc!.url.replace(/^https?:\/\/[^/]+/, '')
    await store!.close()
    try {
      const during = await fetch(`${app.url}${address}`)
      expect(during.status).toBe(503)
      expect(during.headers.get('retry-after')).toBeTruthy()
      expect(((await during.json()) as { error: { code: string } }).error.code).toBe('unavailable')
    } finally {
      await startStore(storePort)
    }
    expect((await fetch(`${app.url}${address}`)).status).toBe(200)
    await fetch(`${app.url}/api/media/${doc!.id}`, { method: 'DELETE', headers: { cookie: session } })
  })
})
