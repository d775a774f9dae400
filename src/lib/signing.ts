/**
 * HMAC-signed values: `{value}.{signature}` (base64url HMAC-SHA256), for data this site hands to a
 * browser and must be able to trust when it comes back (the anonymous-id cookie, confirmation links).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const signatureOf = (value: string, key: string) => createHmac('sha256', key).update(value).digest('base64url')

export function sign(value: string, key: string): string {
  return `${value}.${signatureOf(value, key)}`
}

/** The value of a signed string, or undefined when it is malformed or its signature is not ours. */
export function unsign(signed: string | null | undefined, key: string): string | undefined {
  if (typeof signed !== 'string') return undefined
  const dot = signed.lastIndexOf('.')
  if (dot <= 0) return undefined
  const value = signed.slice(0, dot)
  const given = Buffer.from(signed.slice(dot + 1))
  const expected = Buffer.from(signatureOf(value, key))
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined
}
