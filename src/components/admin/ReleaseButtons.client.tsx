'use client'
import { useFormModified } from '@payloadcms/ui'
import { useState } from 'react'

import { ActionButton, ActionStatus, ConfirmOrCancel } from './ActionButton'

type Answer = { status?: string; documents?: number; error?: { message?: string } }

/**
 * "Publish the release" (all its documents in one transaction) and, once published, "Roll back". Asked
 * twice, since it changes the live site; "Publish anyway" when documents were published outside the release.
 */
export function ReleaseButtons({ id, status, conflicts, empty }: { id: number; status: string; conflicts: number; empty: boolean }) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  // The list above is the saved release's: unsaved documents would not be in what is published.
  const modified = useFormModified()
  const action = status === 'open' ? 'publish' : status === 'published' ? 'rollback' : undefined
  if (!action) return null

  async function run() {
    setBusy(true)
    setMessage('')
    try {
      const response = await fetch(`/api/releases/${id}/${action}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(action === 'publish' && conflicts > 0 ? { overwrite: true } : {}),
      })
      const answer = (await response.json()) as Answer
      if (response.ok) {
        // The whole view again: the release's status and documents as they now are.
        window.location.reload()
        return
      }
      setMessage(answer.error?.message ?? `The server refused (${response.status}).`)
    } catch {
      setMessage('Could not reach the server; try again.')
    }
    setConfirming(false)
    setBusy(false)
  }

  const label = action === 'publish' ? (conflicts > 0 ? 'Publish anyway' : 'Publish the release') : 'Roll back'
  const question =
    action === 'publish' ? 'Publish every document of this release now, together?' : 'Put back what was live before this release, for every document?'
  return (
    <div className="release-actions__buttons">
      {!confirming ? (
        <ActionButton
          kind="primary"
          onClick={() => setConfirming(true)}
          disabled={(empty && action === 'publish') || modified}
          title={modified ? 'Save the release first' : undefined}
        >
          {modified ? `${label} (save the release first)` : label}
        </ActionButton>
      ) : (
        <>
          <span>{question}</span>
          <ConfirmOrCancel label={`Yes, ${label.toLowerCase()}`} busyLabel="Working…" busy={busy} onConfirm={run} onCancel={() => setConfirming(false)} />
        </>
      )}
      <ActionStatus message={message} />
    </div>
  )
}
