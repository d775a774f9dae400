/**
 * Payload 3.90's form can leave a new block or array row loading for ever: when the row is added
 * while a form-state request is in flight (typing, then "Add Block" at once), merging that
 * request's answer also marks the new row as already sent, so its fields are never requested and
 * the marketer sees a grey placeholder that never turns into fields. These pure helpers find such
 * rows and make a harmless change to them (their "collapsed" flag, false ⇄ unset, both meaning
 * open), which makes the form send its state again and receive the row's fields.
 */
import type { FormState, Row } from 'payload'

export type StuckRows = { path: string; rows: Row[] }

/** Every field (blocks or array) with at least one row still waiting for its fields. */
export function loadingRows(state: FormState): StuckRows[] {
  const found: StuckRows[] = []
  for (const [path, field] of Object.entries(state)) {
    if (field?.rows?.some((row) => row.isLoading)) found.push({ path, rows: field.rows })
  }
  return found
}

/** The rows with every loading row's collapsed flag flipped between false and unset: open either way. */
export function nudgeRows(rows: readonly Row[]): Row[] {
  return rows.map((row) => (row.isLoading ? { ...row, collapsed: row.collapsed === false ? undefined : false } : row))
}

/** A key that changes only when the set of loading rows changes, so a timer restarts only then. */
export const loadingKey = (stuck: readonly StuckRows[]): string =>
  stuck
    .map(
      ({ path, rows }) =>
        `${path}:${rows
          .filter((row) => row.isLoading)
          .map((row) => row.id)
          .join(',')}`,
    )
    .join('|')
