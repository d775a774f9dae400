/**
 * The bookkeeping every forwarding job shares: send a stored row to its
 * outside service; on failure write the reason on the row and throw (the queue
 * retries with backoff), on success stamp when it went and clear the error.
 */
import type { PayloadRequest } from 'payload'

import type { Config } from '@/payload-types'

type DeliveredCollection = 'subscriptions' | 'form-submissions' | 'abuse-reports'
type Stamp = 'forwardedAt' | 'notifiedAt'

export async function deliverRow<C extends DeliveredCollection>(
  req: PayloadRequest,
  collection: C,
  id: number,
  stamp: Stamp,
  send: (row: Config['collections'][C]) => Promise<void>,
): Promise<{ output: { delivered: boolean } }> {
  const row = (await req.payload.findByID({ collection, id, depth: 0, req, disableErrors: true })) as Config['collections'][C] | null
  if (!row) return { output: { delivered: false } }
  try {
    await send(row)
  } catch (error) {
    await req.payload.update({ collection, id, data: { lastError: error instanceof Error ? error.message : String(error) }, req } as Parameters<typeof req.payload.update>[0])
    throw error
  }
  await req.payload.update({ collection, id, data: { [stamp]: new Date().toISOString(), lastError: null }, req } as Parameters<typeof req.payload.update>[0])
  return { output: { delivered: true } }
}
