/**
 * Analytics reads for the admin. Event counts need a GROUP BY, which Payload's
 * API has no way to ask for, so this is a raw query: its table and columns named
 * through Payload's Drizzle schema (lib/db/schema.ts), its rows typed by a schema
 * rather than a cast, and kept here, out of the admin's components.
 */
import type { Payload } from 'payload'
import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'
import { z } from 'zod'

import { postgresAdapter, sql, tablesOf } from '../db/data'
import type { AnalyticsEventKind } from './events'
import type { EventCount } from './summary'

const rowsSchema = z.array(z.object({ day: z.string(), kind: z.string(), name: z.string(), count: z.coerce.number().int() }))

/** Events counted per day, kind and name over the last `days` days, newest day first, at most `limit` rows. */
export async function readEventCounts(payload: Payload, days = 14, limit = 200): Promise<EventCount[]> {
  const e = tablesOf(payload).analytics_events
  const { rows } = await postgresAdapter(payload).drizzle.execute(sql`
    SELECT to_char(date_trunc('day', ${e.createdAt}), 'YYYY-MM-DD') AS day, ${e.kind} AS kind, ${e.name} AS name, count(*)::int AS count
    FROM ${e}
    WHERE ${e.createdAt} > now() - make_interval(days => ${days})
    GROUP BY 1, 2, 3
    ORDER BY 1 DESC, 4 DESC
    LIMIT ${limit}`)
  return rowsSchema.parse(rows)
}

export type StoredEvent = { kind: AnalyticsEventKind; name: string; anonymousId?: string; path?: string; query?: string; data?: unknown }

/** One event in the first-party store (analytics_events). */
export async function storeEvent(payload: Payload, event: StoredEvent): Promise<void> {
  await payload.create({ collection: 'analytics-events', data: { ...event, data: (event.data ?? null) as never }, overrideAccess: true, depth: 0 })
}

const exposureRowsSchema = z.array(z.object({ variant: z.coerce.number().int(), visitors: z.coerce.number().int(), conversions: z.coerce.number().int() }))

/**
 * An experiment's visitors and conversions per variant, from the first-party store: a visitor is counted
 * in the variant their `Experiment Viewed` events name, and converted when one of the goal events follows
 * their first view. `variant` is the variation index (0 for A). A track event's properties are stored
 * under `data.data` (api/analytics.ts: the call's properties and options).
 */
export async function readExperimentCounts(
  payload: Payload,
  experimentId: string,
  goalEvents: readonly string[],
  /** Only goal events that name this experiment (a click goal's), not any of those events. */
  ownEvents = false,
): Promise<{ variant: number; visitors: number; conversions: number }[]> {
  const e = tablesOf(payload).analytics_events
  // The same table again, for the goal events.
  const g = alias(e, 'goal')
  const { rows } = await postgresAdapter(payload).drizzle.execute(sql`
    WITH exposed AS (
      SELECT (${e.data} -> 'data' ->> 'variationId')::int AS variant, ${e.anonymousId} AS visitor, min(${e.createdAt}) AS first_seen
      FROM ${e}
      WHERE ${e.name} = 'Experiment Viewed' AND ${e.data} -> 'data' ->> 'experimentId' = ${experimentId}
        AND (${e.data} -> 'data' ->> 'variationId') ~ '^[0-3]$' AND coalesce(${e.anonymousId}, '') <> ''
      GROUP BY 1, 2
    )
    SELECT x.variant, count(*)::int AS visitors,
      count(*) FILTER (WHERE EXISTS (
        SELECT 1 FROM ${e} ${g}
        WHERE ${g.anonymousId} = x.visitor AND ${g.name} IN (${sql.join(
          goalEvents.map((goal) => sql`${goal}`),
          sql`, `,
        )}) AND ${g.createdAt} >= x.first_seen
          AND (${!ownEvents} OR ${g.data} -> 'data' ->> 'experimentId' = ${experimentId})
      ))::int AS conversions
    FROM exposed x
    GROUP BY 1
    ORDER BY 1`)
  return exposureRowsSchema.parse(rows)
}
