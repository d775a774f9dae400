'use client'
import { useAllFormFields } from '@payloadcms/ui'
import { useEffect, useMemo, useRef } from 'react'

import { loadingKey, loadingRows, nudgeRows } from '@/lib/editor'

/** How long a row may load before it is taken as stuck: a form-state answer normally takes well under a second. */
const STUCK_AFTER_MS = 2_000

/** Renders nothing; re-requests the fields of a block or array row left loading (lib/editor/stuckRows.ts). */
export function StuckRowRescue() {
  const [fields, dispatchFields] = useAllFormFields()
  const stuck = useMemo(() => loadingRows(fields), [fields])
  const latest = useRef(stuck)
  const key = loadingKey(stuck)
  useEffect(() => {
    latest.current = stuck
  }, [stuck])
  useEffect(() => {
    if (!key) return
    // Every interval while rows still load: a nudge made while another request is in flight can be lost the same way.
    const timer = setInterval(() => {
      for (const { path, rows } of latest.current) dispatchFields({ type: 'SET_ROW_COLLAPSED', path, updatedRows: nudgeRows(rows) })
    }, STUCK_AFTER_MS)
    return () => clearInterval(timer)
  }, [key, dispatchFields])
  return null
}
