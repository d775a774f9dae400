/** PostgreSQL (and its replicas), the shared Redis store, migrations. */
import { address, list, parseVariables, text, wholeNumber, type EnvSource } from './parse'

export type DatabaseConfig = {
  databaseUrl: string | undefined
  /** PostgreSQL read replicas (DATABASE_READ_REPLICA_URLS, comma-separated): reads go there, writes to DATABASE_URL. */
  databaseReadReplicas: string[]
  /**
   * Bounded waits on PostgreSQL: a new connection gives up after `connectMs`, a query after
   * `queryMs` (client side, for a database that stopped answering; the server cancels at the same
   * time). Requests then answer 503 instead of hanging for the TCP timeout (about 2 minutes).
   */
  databaseTimeouts: { connectMs: number; queryMs: number }
  /** The shared store of several app servers (rendered pages, data cache, rate limits); per process without REDIS_URL. */
  redisUrl: string | undefined
  /** Where migrations are read and written; scripts/check-generated.sh points it at a scratch copy. */
  migrationDir: string | undefined
}

const POSTGRES = ['postgres:', 'postgresql:']

export function readDatabaseConfig(source: EnvSource): DatabaseConfig {
  const vars = parseVariables(
    {
      DATABASE_URL: address(POSTGRES),
      DATABASE_READ_REPLICA_URLS: list(),
      DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(3_000, { min: 1, unit: 'milliseconds' }),
      DATABASE_QUERY_TIMEOUT_MS: wholeNumber(4_000, { min: 1, unit: 'milliseconds' }),
      REDIS_URL: address(['redis:', 'rediss:']),
      PAYLOAD_MIGRATION_DIR: text(),
    },
    source,
  )
  const badReplica = vars.DATABASE_READ_REPLICA_URLS.find((url) => !URL.canParse(url) || !POSTGRES.includes(new URL(url).protocol))
  if (badReplica !== undefined) {
    parseVariables({ DATABASE_READ_REPLICA_URLS: address(POSTGRES) }, { DATABASE_READ_REPLICA_URLS: badReplica })
  }
  return {
    databaseUrl: vars.DATABASE_URL,
    databaseReadReplicas: vars.DATABASE_READ_REPLICA_URLS,
    databaseTimeouts: { connectMs: vars.DATABASE_CONNECT_TIMEOUT_MS, queryMs: vars.DATABASE_QUERY_TIMEOUT_MS },
    redisUrl: vars.REDIS_URL,
    migrationDir: vars.PAYLOAD_MIGRATION_DIR,
  }
}
