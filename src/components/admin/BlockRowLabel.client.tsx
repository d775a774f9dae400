'use client'
import { Pill, useRowLabel } from '@payloadcms/ui'

import { experimentTag, rowTitle } from '@/lib/editor'

export type BlockRowLabelProps = {
  /** The block's singular label, e.g. "Hero". */
  blockLabel: string
  /** The fields whose words title the row, best first (src/blocks/adminUi.ts rowTitleFields). */
  titleFields: readonly string[]
}

/**
 * A block row's header in the page builder: number, block type, then its
 * heading (or first text) and its A/B test, so a collapsed layout reads like an
 * outline. Replaces Payload's default label, which shows only number and type.
 */
export function BlockRowLabel({ blockLabel, titleFields }: BlockRowLabelProps) {
  const { data, rowNumber } = useRowLabel<unknown>()
  // A block name given before these labels existed still wins: someone chose it.
  const title = rowTitle(data, ['blockName', ...titleFields])
  const test = experimentTag(data)
  const hidden = typeof data === 'object' && data !== null && 'hidden' in data && data.hidden === true
  return (
    // No pointer events: a click on the label must reach the row's collapse toggle.
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 'calc(var(--base) * 0.375)', minWidth: 0, pointerEvents: 'none' }}>
      <span className="blocks-field__block-number">{String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
      <Pill className="blocks-field__block-pill" pillStyle="white" size="small">
        {blockLabel}
      </Pill>
      {title && <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</span>}
      {hidden && (
        <Pill className="blocks-field__block-pill" pillStyle="light-gray" size="small">
          Hidden
        </Pill>
      )}
      {test && (
        <Pill className="blocks-field__block-pill" pillStyle="warning" size="small">
          {test}
        </Pill>
      )}
    </span>
  )
}
