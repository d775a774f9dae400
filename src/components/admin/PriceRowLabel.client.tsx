'use client'
import { useConfig, useRowLabel } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { summaryRowTitle, type SummaryRow } from '@/lib/pricing'

/** The field each price source is titled by in the admin (its `useAsTitle`). */
const TITLE_FIELD = { 'price-list': 'title', 'messaging-rates': 'title', 'iot-data-plans': 'name' } as const

/** Titles already read, so a table's labels are not fetched again on every keystroke. */
const titles = new Map<string, string | null>()

function useListedTitle(row: SummaryRow): string | null {
  const { config } = useConfig()
  const relationTo = row.source === 'list' ? row.entry?.relationTo : undefined
  const raw = row.entry?.value
  const id = typeof raw === 'object' && raw !== null ? raw.id : raw
  const key = relationTo && id !== undefined && id !== null ? `${relationTo}:${id}` : undefined
  const [, rerender] = useState(0)
  useEffect(() => {
    if (!key || !relationTo || titles.has(key)) return
    const controller = new AbortController()
    const field = TITLE_FIELD[relationTo]
    fetch(`${config.serverURL}${config.routes.api}/${relationTo}/${encodeURIComponent(String(id))}?depth=0&select[${field}]=true`, {
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<Record<string, unknown>>) : null))
      .then((doc) => {
        const title = doc?.[field]
        titles.set(key, typeof title === 'string' ? title : null)
        rerender((n) => n + 1)
      })
      // A title that cannot be read leaves the label saying what kind of price the row holds.
      .catch(() => undefined)
    return () => controller.abort()
  }, [key, relationTo, id, config.serverURL, config.routes.api])
  return key ? (titles.get(key) ?? null) : null
}

/** "Price 02: Outbound SMS (long code), US" for a row that takes its price from the list, instead of "Price 02". */
export function PriceRowLabel() {
  const { data, rowNumber } = useRowLabel<SummaryRow>()
  const row = data ?? {}
  const listedTitle = useListedTitle(row)
  const number = `Price ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`
  const title = summaryRowTitle(row, listedTitle)
  return (
    <span className="row-label" style={{ pointerEvents: 'none' }}>
      {title ? `${number}: ${title}` : number}
    </span>
  )
}
