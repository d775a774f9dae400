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
 * Runs `then` once `req`'s transaction has committed, or at once when there is none (nothing to wait for) and never
 * when it rolls back. A cache expired inside the transaction is refilled by the next reader with the rows as they were
 * before the commit, under a fresh date: expired after it, the next reader sees the change.
 */
export async function afterCommit(req: PayloadRequest, then: () => Promise<void>): Promise<void> {
  const id = req.transactionID ? await req.transactionID : undefined
  const session = id !== undefined ? postgresAdapter(req.payload).sessions[id] : undefined
  if (!session) return then()
  const commit = session.resolve
  // Payload commits by calling the session's resolve (drizzle's transaction ends when it returns); every hook's
  // `then` is chained behind the commit in the order registered.
  session.resolve = async () => {
    await commit()
    // Committed: what follows cannot undo it, so a failure is reported, not thrown into Payload's commit.
    await then().catch((error: unknown) => req.payload.logger.error({ err: error, msg: 'after the commit' }))
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
