import type { Payload } from 'payload'

import { readEventCounts } from '@/lib/tracking/data'
import { summarizeEvents } from '@/lib/tracking'

/** Above the events list: counts per day and per event name over the last 14 days. */
export async function AnalyticsSummary({ payload }: { payload: Payload }) {
  const { perDay, topEvents } = summarizeEvents(await readEventCounts(payload, 14))
  return (
    <section className="analytics-summary" aria-label="Event counts, last 14 days">
      <div>
        <h4>Events per day</h4>
        <table>
          <tbody>
            {perDay.map(([day, count]) => (
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
            {topEvents.map(([name, count]) => (
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
