/**
 * One sign-in at a time per account, on every app server. Payload rewrites a
 * user's whole session list on each login from the copy it read before
 * checking the password, so two concurrent logins to one account keep only
 * the last writer's session: the other editor's fresh token is dead at once.
 * A PostgreSQL advisory lock per account makes the second wait for the first.
 *
 * The locks live on a small pool of their own: a holder keeps its connection while Payload's
 * login runs, and that login needs connections from Payload's pool. With the locks on that pool,
 * ten wrong passwords at once held all ten connections and their logins starved until the
 * connection timeout (503s, issue 29). Waiting for a lock holds no connection (it tries,
 * releases and tries again); waiting for a lock connection queues in the pool.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { Pool } from 'pg'

import { postgresAdapter } from '@/lib/db/data'

/** How long a sign-in waits for another sign-in to the same account; then it goes ahead unlocked. */
const WAIT_MS = 10_000
const RETRY_MS = 25
/** Sign-ins running at once on one server; more wait for a lock connection (a sign-in takes tens of milliseconds). */
export const SIGN_IN_LOCK_CONNECTIONS = 4

let lockPool: Pool | undefined

async function locks(): Promise<Pool> {
  if (lockPool) return lockPool
  const main = postgresAdapter(await getPayload({ config })).pool
  // The primary's address and timeouts, as Payload's pool has them (replicas never hold locks).
  lockPool ??= new Pool({ ...main.options, max: SIGN_IN_LOCK_CONNECTIONS, idleTimeoutMillis: 30_000, allowExitOnIdle: true })
  // An idle connection the database drops (a restart) must not end the process; the next connect makes a new one.
  lockPool.on('error', () => undefined)
  return lockPool
}

export async function oneSignInAtATime<T>(account: string, work: () => Promise<T>): Promise<T> {
  const pool = await locks()
  const key = `sign-in:${account}`
  const deadline = Date.now() + WAIT_MS
  while (Date.now() < deadline) {
    let client
    try {
      client = await pool.connect()
    } catch {
      // No lock connection (the database is down, or every one busy past the connect timeout): the login
      // itself answers, 503 when the database is unreachable.
      return work()
    }
    let locked = false
    let broken: Error | undefined
    try {
      try {
        locked = (await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [key])).rows[0]?.locked === true
      } catch (error) {
        broken = error instanceof Error ? error : new Error(String(error))
        throw error
      }
      if (locked) return await work()
    } finally {
      if (locked)
        await client
          .query('select pg_advisory_unlock(hashtext($1))', [key])
          .catch((error: unknown) => (broken = error instanceof Error ? error : new Error(String(error))))
      // A connection that failed is closed, not pooled: its session, and any lock it still held, end with it.
      client.release(broken)
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
  }
  // Never refuse an editor because another sign-in is slow: at worst, the race this lock prevents.
  return work()
}
