'use client'
import { useConfig, useDocumentInfo, useFormFields, useFormModified } from '@payloadcms/ui'
import { useState } from 'react'

import { adminEditUrl, REUSABLE_SECTIONS } from '@/lib/pages'

import { ActionButton, ActionStatus, ConfirmOrCancel } from './ActionButton'

/** A reference's place in the page's own layout (`layout.3.section`): Detach acts there only. */
const TOP_LEVEL_ROW = /^layout\.\d+$/

/**
 * Under a Reusable section's choice: a link to edit the section itself, and "Detach", which puts an editable
 * copy of its blocks in the reference's place on this page (saved as a draft; the section is unchanged).
 */
export function ReusableSectionTools({ path }: { path?: string }) {
  const { config } = useConfig()
  const { id, collectionSlug } = useDocumentInfo()
  const modified = useFormModified()
  const rowPath = (path ?? '').replace(/\.section$/, '')
  const sectionId = useFormFields(([fields]) => {
    const value = fields[path ?? '']?.value
    return typeof value === 'number' || typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String(value.id) : null
  })
  const rowId = useFormFields(([fields]) => fields[`${rowPath}.id`]?.value)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')

  async function detach() {
    setBusy(true)
    setMessage('')
    try {
      const response = await fetch(`${config.serverURL}${config.routes.api}/pages/${id}/detach-section`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rowId }),
      })
      const answer = (await response.json().catch(() => ({}))) as { message?: string; error?: { message?: string } }
      if (!response.ok) {
        setMessage(answer.error?.message ?? answer.message ?? `Could not detach it (${response.status}).`)
        setBusy(false)
        return
      }
      // The form loads the draft that now holds the copy.
      window.location.reload()
    } catch {
      setMessage('Could not reach the server; try again.')
      setBusy(false)
    }
  }

  if (!sectionId) return null
  const canDetach = collectionSlug === 'pages' && id !== undefined && id !== null && TOP_LEVEL_ROW.test(rowPath) && typeof rowId === 'string'
  return (
    <div className="reusable-section-tools">
      <a href={adminEditUrl(REUSABLE_SECTIONS, sectionId)}>Edit this section (every page that uses it)</a>
      {canDetach && !confirming && <ActionButton onClick={() => setConfirming(true)}>Detach</ActionButton>}
      {canDetach && confirming && (
        <>
          <span>This page gets its own copy of the blocks; later changes to the section no longer reach it.</span>
          <ConfirmOrCancel
            label={modified ? 'Saving your changes…' : 'Detach here'}
            busyLabel="Detaching…"
            busy={busy}
            disabled={modified}
            onConfirm={detach}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
      <ActionStatus message={message} />
    </div>
  )
}
