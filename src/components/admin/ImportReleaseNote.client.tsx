'use client'
import { useState, type FormEvent } from 'react'

type Answer = { adminUrl?: string; error?: string; issues?: { path: string; message: string }[] }

/** Above the release-notes list: import a Markdown document by address, as a draft to review. */
export function ImportReleaseNote() {
  const [url, setUrl] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setMessage('')
    try {
      const response = await fetch('/api/release-notes/import', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
      })
      const answer = (await response.json()) as Answer
      if (response.ok && answer.adminUrl) {
        window.location.assign(answer.adminUrl)
        return
      }
      setMessage([answer.error, ...(answer.issues ?? []).map((i) => `${i.path} ${i.message}`)].filter(Boolean).join(': '))
    } catch {
      setMessage('The import could not be started; try again.')
    }
    setBusy(false)
  }

  return (
    <form className="release-note-import" onSubmit={submit}>
      <label htmlFor="release-note-import-url">Import a release note from Markdown</label>
      <div className="release-note-import__row">
        <input id="release-note-import-url" type="url" required placeholder="https://…/release-note.md" value={url} onChange={(e) => setUrl(e.target.value)} />
        <button type="submit" className="btn btn--style-primary btn--size-small" disabled={busy}>
          {busy ? 'Importing…' : 'Import as draft'}
        </button>
      </div>
      <p role="status" className="release-note-import__message">
        {message}
      </p>
    </form>
  )
}
