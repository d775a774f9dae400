/**
 * One sign-in at a time per account, on every app server. Payload rewrites a
 * user's whole session list on each login from the copy it read before
 * checking the password, so two concurrent logins to one account keep only
 * the last writer's session: the other editor's fresh token is dead at once.
 * A PostgreSQL advisory lock per account makes the second wait for the first.
 * Waiting holds no pool connection (it tries, releases and tries again), so
 * many waiters cannot starve the holder's own queries.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { postgresAdapter } from '@/lib/db/postgres'

/** How long a sign-in waits for another sign-in to the same account; then it goes ahead unlocked. */
const WAIT_MS = 10_000
const RETRY_MS = 25

export async function oneSignInAtATime<T>(account: string, work: () => Promise<T>): Promise<T> {
  const pool = postgresAdapter(await getPayload({ config })).pool
  const key = `sign-in:${account}`
  const deadline = Date.now() + WAIT_MS
  while (Date.now() < deadline) {
    const client = await pool.connect()
    let locked = false
    try {
      locked = (await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [key])).rows[0]?.locked === true
      if (locked) return await work()
    } finally {
      if (locked) await client.query('select pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined)
      client.release()
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
  }
  // Never refuse an editor because another sign-in is slow: at worst, the race this lock prevents.
  return work()
}
