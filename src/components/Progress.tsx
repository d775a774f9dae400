import type { CSSProperties } from 'react'

import { PROGRESS_DEFAULT_MAX } from '@/lib/design'

/** A usable maximum: positive and finite, else the default. */
export function progressMax(max: number | null | undefined): number {
  return typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : PROGRESS_DEFAULT_MAX
}

/** The value within 0…max (a missing or broken value counts as 0). */
export function clampProgress(value: number, max: number = PROGRESS_DEFAULT_MAX): number {
  const limit = progressMax(max)
  if (!Number.isFinite(value)) return value === Infinity ? limit : 0
  return Math.min(Math.max(value, 0), limit)
}

type ProgressProps = {
  /** Omit for an indeterminate bar (work under way, amount unknown). */
  value?: number
  max?: number
  /** The accessible name (a progress bar needs one); or point at visible text with `labelledBy`. */
  label?: string
  labelledBy?: string
  /** What to announce instead of the number, e.g. "Step 2 of 5". */
  valueText?: string
  className?: string
}

export function Progress({ value, max, label, labelledBy, valueText, className }: ProgressProps) {
  const limit = progressMax(max)
  const determinate = typeof value === 'number'
  const now = determinate ? clampProgress(value, limit) : undefined
  // The fill is drawn with a transform from a custom property: no per-value CSS, no layout work.
  const style = determinate ? ({ '--progress': String((now ?? 0) / limit) } as CSSProperties) : undefined
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={limit}
      aria-valuenow={now}
      aria-valuetext={valueText}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={['progress', !determinate && 'progress--indeterminate', className].filter(Boolean).join(' ')}
      style={style}
    >
      <span className="progress__bar" />
    </div>
  )
}
