import { createHmac, timingSafeEqual } from 'node:crypto'

/** Secrets for this site's own endpoints, derived from Payload's secret so there is one less thing to configure. */
function derived(payloadSecret: string, purpose: string): string {
  return createHmac('sha256', payloadSecret).update(purpose).digest('hex')
}

/** The revalidate endpoint's secret (scripts, workers and other servers send it). */
export const revalidateSecret = (payloadSecret: string) => derived(payloadSecret, 'revalidate')

/** The draft preview route's secret (the admin puts it in preview links; a session is needed as well). */
export const previewSecret = (payloadSecret: string) => derived(payloadSecret, 'preview')

/** Constant-time comparison of a given secret with the expected one. */
export function sameSecret(given: string | null | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
