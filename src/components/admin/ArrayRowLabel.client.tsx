'use client'
import { useRowLabel } from '@payloadcms/ui'

import { rowTitle } from '@/lib/editor'

export type ArrayRowLabelProps = {
  /** The row's kind, e.g. "Card". */
  label: string
  /** The fields whose words title the row, best first. */
  titleFields: readonly string[]
  /** Join every non-empty field with this instead of taking the first (a stat's value and label). */
  join?: string
}

/** "Card 02: Global reach" instead of Payload's "Card 02", so a list of rows can be scanned collapsed. */
export function ArrayRowLabel({ label, titleFields, join }: ArrayRowLabelProps) {
  const { data, rowNumber } = useRowLabel<unknown>()
  const number = `${label} ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`
  const title = rowTitle(data, titleFields, { join })
  return (
    <span className="row-label" style={{ pointerEvents: 'none' }}>
      {title ? `${number}: ${title}` : number}
    </span>
  )
}
