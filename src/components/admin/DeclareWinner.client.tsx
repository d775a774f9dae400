'use client'
import { useRef, useState } from 'react'

import { ActionButton, ActionStatus, ConfirmOrCancel } from './ActionButton'

type Answer = { paths?: string[]; winner?: string; error?: { message?: string } }

/**
 * "Declare the winner" under an experiment's results (POST /api/experiments/:id/declare-winner): the chosen
 * variant stays on every page using the test, shown to everyone, the others are removed, and the pages are
 * published again. Asked twice, since it publishes; then the view is loaded again, showing the stopped test.
 */
export function DeclareWinner({ id, letters, suggested }: { id: number; letters: string[]; suggested: number }) {
  const [winner, setWinner] = useState(suggested)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const confirmButton = useRef<HTMLButtonElement>(null)

  async function declare() {
    setBusy(true)
    setMessage('')
    try {
      const response = await fetch(`/api/experiments/${id}/declare-winner`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ variant: winner }),
      })
      const answer = (await response.json()) as Answer
      if (response.ok) {
        const pages = answer.paths ?? []
        setMessage(`${answer.winner} is now on ${pages.length === 1 ? pages[0] : `${pages.length} pages`} for everyone, published; the test has stopped.`)
        // The whole view again: the form's own copy of the experiment still says Running, and a save would restart it.
        window.location.reload()
        return
      }
      setMessage(answer.error?.message ?? `Could not declare the winner (${response.status})`)
    } catch {
      setMessage('Could not reach the server; try again.')
    }
    setConfirming(false)
    setBusy(false)
  }

  return (
    <div className="experiment-results__declare">
      <label>
        Winner{' '}
        <select value={winner} onChange={(event) => setWinner(Number(event.target.value))} disabled={busy}>
          {letters.map((letter, index) => (
            <option key={letter} value={index}>
              {letter}
            </option>
          ))}
        </select>
      </label>
      {confirming ? (
        <>
          <span>Keep only {letters[winner]} on every page using this test, and publish them?</span>
          <ConfirmOrCancel
            label={`Yes, declare ${letters[winner]}`}
            busyLabel="Publishing…"
            busy={busy}
            onConfirm={declare}
            onCancel={() => setConfirming(false)}
            confirmRef={confirmButton}
          />
        </>
      ) : (
        <ActionButton
          onClick={() => {
            setConfirming(true)
            setMessage('')
            requestAnimationFrame(() => confirmButton.current?.focus())
          }}
        >
          Declare {letters[winner]} the winner
        </ActionButton>
      )}
      <ActionStatus message={message} />
    </div>
  )
}
