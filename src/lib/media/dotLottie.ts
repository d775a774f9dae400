/**
 * dotLottie (.lottie) archives: a zip of a manifest, one or more Lottie JSON
 * animations and their images. The site's player (lottie-web) reads plain
 * JSON, so an uploaded .lottie is turned into the JSON of its first animation,
 * with its images inlined, once, on upload. Server only (node:zlib).
 */
import { inflateRawSync } from 'node:zlib'

import { checkLottie, type LottieCheck } from './lottie'

/** No entry of a marketing animation comes near this; more is a zip bomb or the wrong file. */
const MAX_ENTRY_BYTES = 20 * 1024 * 1024

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

/** The files of a zip archive by name, read on demand; `null` when the buffer is not a zip archive. */
export function readZip(buffer: Buffer): Map<string, () => Buffer> | null {
  // The end-of-central-directory record sits in the last 22 bytes plus an optional comment of up to 64 KiB.
  let eocd = -1
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 0xffff); i--) {
    if (buffer.readUInt32LE(i) === EOCD) {
      eocd = i
      break
    }
  }
  if (eocd < 0) return null
  const count = buffer.readUInt16LE(eocd + 10)
  let p = buffer.readUInt32LE(eocd + 16)
  const entries = new Map<string, () => Buffer>()
  for (let n = 0; n < count; n++) {
    if (p + 46 > buffer.length || buffer.readUInt32LE(p) !== CENTRAL) return null
    const method = buffer.readUInt16LE(p + 10)
    const compressed = buffer.readUInt32LE(p + 20)
    const size = buffer.readUInt32LE(p + 24)
    const nameLength = buffer.readUInt16LE(p + 28)
    const extraLength = buffer.readUInt16LE(p + 30)
    const commentLength = buffer.readUInt16LE(p + 32)
    const local = buffer.readUInt32LE(p + 42)
    const name = buffer.toString('utf8', p + 46, p + 46 + nameLength)
    p += 46 + nameLength + extraLength + commentLength
    if (name.endsWith('/')) continue
    entries.set(name, () => {
      if (size > MAX_ENTRY_BYTES || local + 30 > buffer.length || buffer.readUInt32LE(local) !== LOCAL) throw new Error(`unreadable zip entry ${name}`)
      const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28)
      const data = buffer.subarray(start, start + compressed)
      if (method === 0) return data
      if (method === 8) return inflateRawSync(data, { maxOutputLength: MAX_ENTRY_BYTES })
      throw new Error(`unsupported zip compression ${method} in ${name}`)
    })
  }
  return entries
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
}

export type DotLottieResult = { ok: true; json: string; check: Extract<LottieCheck, { ok: true }> } | { ok: false; message: string }

const NOT_DOT_LOTTIE = 'This .lottie file could not be opened: it should be a dotLottie archive exported from LottieFiles or a Lottie tool.'

/** The first animation of a .lottie archive as Lottie JSON, its images inlined as data addresses. */
export function dotLottieToJson(buffer: Buffer): DotLottieResult {
  const zip = readZip(buffer)
  if (!zip) return { ok: false, message: NOT_DOT_LOTTIE }
  try {
    let id: string | undefined
    const manifest = zip.get('manifest.json')
    if (manifest) {
      const parsed = JSON.parse(manifest().toString('utf8')) as { animations?: { id?: unknown }[] }
      id = typeof parsed.animations?.[0]?.id === 'string' ? parsed.animations[0].id : undefined
    }
    // Version 1 keeps animations in animations/ and images in images/; version 2 in a/ and i/.
    const names = [...zip.keys()]
    const path =
      (id && [`animations/${id}.json`, `a/${id}.json`].find((name) => zip.has(name))) || names.find((name) => /^(animations|a)\/[^/]+\.json$/.test(name))
    if (!path) return { ok: false, message: 'This .lottie file holds no animation.' }
    const check = checkLottie(zip.get(path)!())
    if (!check.ok) return check
    for (const asset of check.animation.assets ?? []) {
      const file = typeof asset.p === 'string' ? asset.p : undefined
      if (!file || asset.e === 1 || file.startsWith('data:')) continue
      const entry = zip.get(`images/${file}`) ?? zip.get(`i/${file}`)
      const type = IMAGE_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()]
      if (!entry || !type) continue
      asset.p = `data:${type};base64,${entry().toString('base64')}`
      asset.u = ''
      asset.e = 1
    }
    return { ok: true, json: JSON.stringify(check.animation), check }
  } catch {
    return { ok: false, message: NOT_DOT_LOTTIE }
  }
}
