import { createHmac } from 'node:crypto'

/** A secret for the revalidate endpoint, derived from Payload's secret so there is one less thing to configure. */
export function revalidateSecret(payloadSecret: string): string {
  return createHmac('sha256', payloadSecret).update('revalidate').digest('hex')
}
