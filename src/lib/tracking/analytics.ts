/**
 * Analytics reads for the admin. Event counts need a GROUP BY, which Payload's
 * API has no way to ask for, so this is the one raw query: typed by a schema
 * rather than a cast, and kept here, out of the admin's components.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'

import { postgresAdapter } from '../db/data'
import type { EventCount } from './summary'

const rowsSchema = z.array(z.object({ day: z.string(), kind: z.string(), name: z.string(), count: z.coerce.number().int() }))

/** Events counted per day, kind and name over the last `days` days, newest day first, at most `limit` rows. */
export async function readEventCounts(payload: Payload, days = 14, limit = 200): Promise<EventCount[]> {
  const { rows } = await postgresAdapter(payload).drizzle.execute(sql`
    SELECT to_char(date_trunc('day', created_at), 'YYYY-MM-DD') AS day, kind, name, count(*)::int AS count
    FROM analytics_events
    WHERE created_at > now() - make_interval(days => ${days})
    GROUP BY 1, 2, 3
    ORDER BY 1 DESC, 4 DESC
    LIMIT ${limit}`)
  return rowsSchema.parse(rows)
}
