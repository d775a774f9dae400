import type { Payload } from 'payload'

import { formatUtcMinute } from '@/components/formatDate'
import { DELIVERIES } from '@/lib/forms'
import { deliveryOverview, primaryStore } from '@/lib/jobs/data'

import { RetryNow } from './RetryNow.client'

/** The refused rows the panel lists (the newest first); the counts cover all of them. */
const LISTED = 20

/**
 * On the admin's dashboard: the deliveries to outside services that need a person. Rows the service refused for
 * good (a wrong list id, a wrong key…: not retried by themselves) are listed with its reason and a "Retry now" for
 * after the setting is fixed; rows failing and waiting to retry by themselves are counted apart. Nothing to show:
 * one line saying so.
 */
export async function DeliveriesSummary({ payload }: { payload: Payload }) {
  let overview: Awaited<ReturnType<typeof deliveryOverview>>
  try {
    overview = await deliveryOverview(primaryStore(payload), LISTED)
  } catch (error) {
    payload.logger.warn(`dashboard: could not read the deliveries (${error instanceof Error ? error.message : String(error)})`)
    return null
  }
  const { counts, refused } = overview
  const needsAttention = counts.some((count) => count.refused > 0 || count.retrying > 0)
  return (
    <section className="deliveries-summary" aria-label="Deliveries to outside services">
      <h2 className="deliveries-summary__title">Deliveries to outside services</h2>
      {!needsAttention && <p className="deliveries-summary__ok">Nothing refused or failing: every stored submission has gone or is on its way.</p>}
      {needsAttention && (
        <table className="deliveries-summary__counts">
          <thead>
            <tr>
              <th scope="col">Collection</th>
              <th scope="col">Refused for good</th>
              <th scope="col">Waiting to retry</th>
            </tr>
          </thead>
          <tbody>
            {counts
              .filter((count) => count.refused > 0 || count.retrying > 0)
              .map((count) => (
                <tr key={count.collection}>
                  <th scope="row">
                    <a href={`/admin/collections/${count.collection}`}>{DELIVERIES[count.collection].label}</a>
                  </th>
                  <td className={count.refused ? 'deliveries-summary__refused' : undefined}>{count.refused}</td>
                  <td>{count.retrying}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
      {refused.length > 0 && (
        <>
          <h3 className="deliveries-summary__subtitle">Refused for good: not tried again until you fix the setting and press Retry now</h3>
          <ul className="deliveries-summary__list">
            {refused.map((row) => (
              <li key={`${row.collection}-${row.id}`} className="deliveries-summary__row">
                <a href={`/admin/collections/${row.collection}/${row.id}`}>
                  {DELIVERIES[row.collection].label}: {row.title || `#${row.id}`}
                </a>{' '}
                <time dateTime={row.failedAt.toISOString()}>{formatUtcMinute(row.failedAt)}</time>
                <span className="deliveries-summary__reason">{row.lastError}</span>
                <RetryNow collection={row.collection} id={row.id} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
