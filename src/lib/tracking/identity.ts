/**
 * The tracking identity in cookies (spec §3): the anonymous id in
 * `ajs_anonymous_id` (about three years, SameSite Lax, Secure on https), set on
 * the first visit and stable afterwards. Browsers cap cookie lifetimes (Chrome
 * at 400 days), so every visit writes it again to keep it alive. Failures log
 * the spec's messages.
 */
import { ANONYMOUS_ID_COOKIE, ANONYMOUS_ID_MAX_AGE_DAYS, anonymousIdFromCookie } from './events'

export type CookieJar = { read: () => string; write: (cookie: string) => void; secure: boolean }

export function anonymousIdCookie(id: string, secure: boolean): string {
  const maxAge = ANONYMOUS_ID_MAX_AGE_DAYS * 24 * 60 * 60
  // Stored JSON-quoted, as the analytics library stores it, so both read the same id.
  return `${ANONYMOUS_ID_COOKIE}=${encodeURIComponent(JSON.stringify(id))}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The visitor’s anonymous id: made on the first visit, written again on every visit. */
export function ensureAnonymousId(jar: CookieJar, makeId: () => string, log: (message: string, error?: unknown) => void = console.error): string {
  let existing: string | undefined
  try {
    existing = anonymousIdFromCookie(jar.read())
  } catch (error) {
    log('failed to fetch the anonymous id', error)
  }
  const id = existing ?? makeId()
  try {
    jar.write(anonymousIdCookie(id, jar.secure))
  } catch (error) {
    log('failed to set the anonymous id cookie', error)
  }
  return id
}
