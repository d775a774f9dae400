/** Reading one cookie from a Cookie header: the first with that name (the most specific path's, as browsers order them). */
import { safeDecode } from './decode'

/** The raw (still encoded) value of the first cookie named `name`, or undefined. */
export function rawCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}

/** The decoded value of the first cookie named `name`; undefined when absent or its encoding is malformed. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  const raw = rawCookie(header, name)
  return raw === undefined ? undefined : (safeDecode(raw) ?? undefined)
}
