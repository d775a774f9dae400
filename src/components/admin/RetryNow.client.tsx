'use client'
import { useState } from 'react'

import { useHydrated } from '@/components/hooks/useHydrated'

import type { DeliveredCollection } from '@/lib/forms'

type Answer = { retried?: boolean; error?: { message?: string } }

/**
 * "Retry now" for one stored row (POST /api/deliveries/retry): a refusal for good is lifted and its delivery made
 * due at once. In a submission's sidebar (RetryDelivery) and beside each refused row on the dashboard (DeliveriesSummary).
 */
export function RetryNow({ collection, id }: { collection: DeliveredCollection; id: number }) {
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  // The admin renders this on the server too: until React has attached the click handler, a press would do nothing, so
  // the button stays disabled until then (a busy editor, or a test, pressing early gets a button that waits). False in
  // the server's HTML and while hydrating, true once hydrated.
  const hydrated = useHydrated()

  async function retry() {
    setBusy(true)
    setMessage('')
    try {
      const response = await fetch('/api/deliveries/retry', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ collection, id }),
      })
      const answer = (await response.json()) as Answer
      setMessage(response.ok ? 'Due now: the job runner sends it on its next round.' : (answer.error?.message ?? `Could not retry (${response.status})`))
    } catch {
      setMessage('Could not reach the server; try again.')
    }
    setBusy(false)
  }

  return (
    <span className="retry-now">
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={retry} disabled={busy || !hydrated}>
        {busy ? 'Retrying…' : 'Retry now'}
      </button>
      <span role="status" className="field-description">
        {message}
      </span>
    </span>
  )
}
