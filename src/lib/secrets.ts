import { createHmac, timingSafeEqual } from 'node:crypto'
import { DEVELOPMENT_SECRET } from './config'

/** Secrets for this site's own endpoints, derived from Payload's secret so there is one less thing to configure. */
function derived(payloadSecret: string, purpose: string): string {
  return createHmac('sha256', payloadSecret).update(purpose).digest('hex')
}

/** The revalidate endpoint's secret (scripts, workers and other servers send it). */
export const revalidateSecret = (payloadSecret: string) => derived(payloadSecret, 'revalidate')

/** The draft preview route's secret (the admin puts it in preview links; a session is needed as well). */
export const previewSecret = (payloadSecret: string) => derived(payloadSecret, 'preview')

/** Signs the anonymous-id cookie the messenger's identity hash is issued for (lib/tracking/signedId). */
export const anonymousIdKey = (payloadSecret: string) => derived(payloadSecret, 'anonymous-id')

/** Signs the double opt-in confirmation links (lib/forms/doubleOptIn). */
export const confirmationKey = (payloadSecret: string) => derived(payloadSecret, 'double-opt-in')

/** Constant-time comparison of a given secret with the expected one. */
export function sameSecret(given: string | null | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The development secret: valid only outside production (lib/config/secrets refuses it there). */
export { DEVELOPMENT_SECRET }

/** Where a production start on the embedded database keeps the secret it generated (inside the git-ignored data folder). */
export const SECRET_FILE = '.data/payload-secret'

export type SecretChoice = { use: string; source: 'configured' | 'stored' } | { generate: true } | { refuse: string }

/**
 * Which secret a production start runs with: the configured one; else, on the embedded database,
 * the one a first start generated and stored, or a new one; never the development constant. Against an
 * external database a generated secret would differ per server and per deploy (every session and link
 * signed by another server would fail), so the start is refused instead.
 */
export function chooseProductionSecret(input: { configured?: string; externalDatabase: boolean; stored?: string }): SecretChoice {
  const configured = input.configured?.trim()
  if (configured) {
    if (configured === DEVELOPMENT_SECRET) return { refuse: 'PAYLOAD_SECRET is the development secret published in this repository: set a secret of your own.' }
    return { use: configured, source: 'configured' }
  }
  if (input.externalDatabase) {
    return { refuse: 'PAYLOAD_SECRET is not set. With DATABASE_URL, every server must share one secret: set PAYLOAD_SECRET (e.g. `openssl rand -hex 32`).' }
  }
  const stored = input.stored?.trim()
  return stored ? { use: stored, source: 'stored' } : { generate: true }
}
