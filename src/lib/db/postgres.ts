import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * The database adapter as payload.config sets it up (db-postgres), for the few
 * reads and locks Payload's API cannot express. Payload types it as the generic
 * adapter; the name check makes the narrowing honest.
 */
export function postgresAdapter(payload: Payload): PostgresAdapter {
  if (payload.db.name !== 'postgres') throw new Error(`expected the PostgreSQL adapter, found ${payload.db.name}`)
  return payload.db as unknown as PostgresAdapter
}
