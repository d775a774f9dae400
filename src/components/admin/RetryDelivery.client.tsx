'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

import { deliveryState, type DeliveredCollection } from '@/lib/forms'

import { RetryNow } from './RetryNow.client'

/**
 * In the sidebar of a stored submission: whether it has gone, was refused for good by the service (with its reason:
 * fix the setting, then retry), or is failing and retried by itself (with the last error), and a "Retry now" button
 * that makes its delivery due at once (POST /api/deliveries/retry).
 */
export function RetryDelivery({ collection }: { collection: DeliveredCollection }) {
  const { id } = useDocumentInfo()
  const sent = useFormFields(([fields]) => Boolean(fields.forwardedAt?.value || fields.notifiedAt?.value || fields.callId?.value))
  const lastError = useFormFields(([fields]) => (typeof fields.lastError?.value === 'string' ? fields.lastError.value : ''))
  const failedAt = useFormFields(([fields]) => (typeof fields.failedAt?.value === 'string' ? fields.failedAt.value : ''))
  if (!id) return null
  const state = deliveryState({ sent, failedAt, lastError })
  if (state === 'sent') return <p className="field-description">Delivered: it is never sent again.</p>

  const said = {
    refused: `Refused for good: ${lastError}. It is not tried again by itself: fix the setting (or the data), then press Retry now.`,
    retrying: `Failing: ${lastError}. Tried again automatically, less often as failures go on (at most hourly).`,
    waiting: 'Waiting to be sent.',
  }[state]
  return (
    <div className={`field-type retry-delivery retry-delivery--${state}`}>
      <p className="field-description">{said}</p>
      <RetryNow collection={collection} id={Number(id)} />
    </div>
  )
}
