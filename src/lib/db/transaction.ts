import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { postgresAdapter } from './postgres'

/**
 * Runs `work` in one database transaction on `req` (the stored submission and
 * its queued forward land together or not at all), rolling back on failure.
 */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const owns = await initTransaction(req)
  try {
    const result = await work()
    if (owns) await commitTransaction(req)
    return result
  } catch (error) {
    if (owns) await killTransaction(req)
    throw error
  }
}

/**
 * Takes a PostgreSQL advisory lock on `key` for the rest of `req`'s transaction (call inside
 * inTransaction): requests for the same key, on any server or process, run one after another
 * until the holder commits, so a count-then-insert under it cannot be raced.
 */
export async function lockForTransaction(req: PayloadRequest, key: string): Promise<void> {
  const adapter = postgresAdapter(req.payload)
  const id = req.transactionID ? await req.transactionID : undefined
  const db = id !== undefined ? adapter.sessions[id]?.db : undefined
  if (!db) throw new Error('lockForTransaction needs a transaction (inTransaction)')
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
}
