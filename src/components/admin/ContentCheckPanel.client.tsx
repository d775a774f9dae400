'use client'
import { useAllFormFields, useDebounce, useDocumentInfo } from '@payloadcms/ui'
import { reduceFieldsToValues } from 'payload/shared'
import { useEffect, useMemo, useState } from 'react'

import type { Finding } from '@/lib/seo'

type Report = { errors: Finding[]; warnings: Finding[] }

/**
 * The admin sidebar's content check: re-runs a second after the editor stops
 * typing and lists what would block a publish (errors) and what to look at (warnings).
 */
export function ContentCheckPanel() {
  const { id, collectionSlug } = useDocumentInfo()
  const [fields] = useAllFormFields()
  // The whole form turned into data once typing has settled, not on every keystroke (a 60-block page has ~700 fields).
  const settledFields = useDebounce(fields, 1000)
  const settled = useMemo(() => reduceFieldsToValues(settledFields, true), [settledFields])
  const [report, setReport] = useState<Report | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/content-check', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ collection: collectionSlug, id, data: settled }),
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        setReport((await response.json()) as Report)
        setFailed(false)
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailed(error instanceof Error)
      })
    return () => controller.abort()
  }, [collectionSlug, id, settled])

  const findings = report ? [...report.errors, ...report.warnings] : []
  return (
    <section className="content-check" aria-label="Content check" aria-live="polite">
      <h4 className="content-check__title">Content check</h4>
      {failed && <p>The check could not run; publishing still checks links.</p>}
      {!failed && !report && <p>Checking…</p>}
      {report && findings.length === 0 && <p className="content-check__ok">No problems found.</p>}
      {findings.length > 0 && (
        <ul className="content-check__list">
          {findings.map((finding, index) => (
            <li key={`${finding.field}-${index}`} className={`content-check__item content-check__item--${finding.severity}`}>
              <strong>{finding.severity === 'error' ? 'Blocks publishing' : 'Warning'}:</strong> {finding.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
