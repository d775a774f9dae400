/**
 * The visitor's signed id (`ostra_aid`): minted by the server, HMAC-signed with a key derived
 * from PAYLOAD_SECRET, HttpOnly. The messenger's identity hash is issued only for this id, so a
 * visitor can get a hash for their own id and no other: `ajs_anonymous_id` is written by the
 * browser (and by the analytics library), so anyone can put any id in it. That cookie keeps its
 * job for analytics, untouched.
 */
import { ANONYMOUS_ID_MAX_AGE_DAYS } from './events'
import { rawCookie } from '../cookies'
import { sign, unsign } from '../signing'

export const SIGNED_ID_COOKIE = 'ostra_aid'
const ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/

export function signedIdCookie(id: string, key: string, secure: boolean): string {
  const maxAge = ANONYMOUS_ID_MAX_AGE_DAYS * 24 * 60 * 60
  return `${SIGNED_ID_COOKIE}=${sign(id, key)}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The id in a validly signed `ostra_aid` cookie of a Cookie header, or undefined. */
export function signedIdFrom(header: string | null | undefined, key: string): string | undefined {
  const id = unsign(rawCookie(header, SIGNED_ID_COOKIE), key)
  return id && ID_PATTERN.test(id) ? id : undefined
}
