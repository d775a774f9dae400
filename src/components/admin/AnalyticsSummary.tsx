import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

type Row = { day: string; kind: string; name: string; count: number }

/** Above the events list: counts per day and per event name over the last 14 days. */
export async function AnalyticsSummary({ payload }: { payload: Payload }) {
  const db = (payload.db as unknown as { drizzle: { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Row[] }> } }).drizzle
  const { rows } = await db.execute(sql`
    SELECT to_char(date_trunc('day', created_at), 'YYYY-MM-DD') AS day, kind, name, count(*)::int AS count
    FROM analytics_events
    WHERE created_at > now() - interval '14 days'
    GROUP BY 1, 2, 3
    ORDER BY 1 DESC, 4 DESC
    LIMIT 200`)
  const perDay = new Map<string, number>()
  const perName = new Map<string, number>()
  for (const row of rows) {
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count)
    perName.set(`${row.kind}: ${row.name}`, (perName.get(`${row.kind}: ${row.name}`) ?? 0) + row.count)
  }
  const top = [...perName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)
  return (
    <section className="analytics-summary" aria-label="Event counts, last 14 days">
      <div>
        <h4>Events per day</h4>
        <table>
          <tbody>
            {[...perDay.entries()].map(([day, count]) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <h4>Events by name</h4>
        <table>
          <tbody>
            {top.map(([name, count]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
