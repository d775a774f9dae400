/**
 * SQL that the compiler checks. Payload's own Drizzle tables for this config (the objects its adapter queries
 * with), typed by the schema `payload generate:db-schema` writes to src/payload-generated-schema.ts (`npm run
 * generate`; scripts/check-generated.sh fails when it is stale). A statement names tables and columns through
 * them, so a renamed field or collection fails `tsc`, never a statement in production.
 */
import type { GeneratedDatabaseSchema } from '@payloadcms/db-postgres'
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import { PgDialect, type PgColumn } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'
import type { Pool, PoolClient, QueryResult, QueryResultRow } from 'pg'

// The generated file declares the schema's type into @payloadcms/db-postgres (GeneratedDatabaseSchema).
import type {} from '../../payload-generated-schema'
import { postgresAdapter } from './postgres'

export type Tables = GeneratedDatabaseSchema['schema']

/** The tables (and relations and enums) Payload's adapter built from the config. */
export function tablesOf(payload: Payload): Tables {
  return postgresAdapter(payload).drizzle._.fullSchema
}

const dialect = new PgDialect()

/** Runs a statement built with Drizzle's `sql` on a pool or one of its connections (a lock's session, the primary). */
export function runSql<Row extends QueryResultRow>(db: Pool | PoolClient, statement: SQL): Promise<QueryResult<Row>> {
  const { sql: text, params } = dialect.sqlToQuery(statement)
  return db.query<Row>(text, params)
}

/** A column by its bare name, as an UPDATE's SET needs it (Drizzle writes a column with its table's name before it). */
export const bare = (column: PgColumn): SQL => sql`${sql.identifier(column.name)}`

export { sql, type SQL }
