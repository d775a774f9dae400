'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import type { DeliveredCollection } from '@/lib/deliveries'

type Answer = { retried?: boolean; error?: { message?: string } }

/**
 * In the sidebar of a stored submission: whether it has gone, or is failing (with the last error), and a
 * "Retry now" button that makes its delivery due at once (POST /api/deliveries/retry).
 */
export function RetryDelivery({ collection }: { collection: DeliveredCollection }) {
  const { id } = useDocumentInfo()
  const sent = useFormFields(([fields]) => Boolean(fields.forwardedAt?.value || fields.notifiedAt?.value || fields.callId?.value))
  const lastError = useFormFields(([fields]) => (typeof fields.lastError?.value === 'string' ? fields.lastError.value : ''))
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  if (!id) return null
  if (sent) return <p className="field-description">Delivered: it is never sent again.</p>

  async function retry() {
    setBusy(true)
    setMessage('')
    try {
      const response = await fetch('/api/deliveries/retry', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ collection, id: Number(id) }),
      })
      const answer = (await response.json()) as Answer
      setMessage(
        response.ok ? 'Due now: the worker sends it on its next round (within a minute).' : (answer.error?.message ?? `Could not retry (${response.status})`),
      )
    } catch {
      setMessage('Could not reach the server; try again.')
    }
    setBusy(false)
  }

  return (
    <div className="field-type retry-delivery">
      <p className="field-description">
        {lastError ? `Failing: ${lastError}. Tried again automatically, less often as failures go on (at most hourly).` : 'Waiting to be sent.'}
      </p>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={retry} disabled={busy}>
        {busy ? 'Retrying…' : 'Retry now'}
      </button>
      <p role="status" className="field-description">
        {message}
      </p>
    </div>
  )
}
