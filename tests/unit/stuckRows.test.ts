import type { FormState } from 'payload'
import { describe, expect, it } from 'vitest'

import { loadingKey, loadingRows, nudgeRows } from '@/lib/editor/stuckRows'

const state: FormState = {
  title: { value: 'Spring Launch' },
  layout: {
    value: 2,
    rows: [
      { id: 'a', blockType: 'hero' },
      { id: 'b', blockType: 'faq', isLoading: true },
    ],
  },
  'layout.0.buttons': { value: 1, rows: [{ id: 'c' }] },
  'layout.1.items': { value: 1, rows: [{ id: 'd', isLoading: true, collapsed: false }] },
}

describe('rows left loading by the admin form', () => {
  it('finds every blocks or array field with a row still loading', () => {
    expect(loadingRows(state).map((s) => s.path)).toEqual(['layout', 'layout.1.items'])
    expect(loadingRows({ title: { value: 'x' }, layout: { value: 1, rows: [{ id: 'a' }] } })).toEqual([])
  })
  it('changes only the loading rows, and always to an open state', () => {
    const rows = state.layout!.rows!
    const once = nudgeRows(rows)
    expect(once[0]).toBe(rows[0])
    expect(once[1]).toEqual({ id: 'b', blockType: 'faq', isLoading: true, collapsed: false })
    // A second nudge must differ from the first, or the form would see no change and send nothing.
    const twice = nudgeRows(once)
    expect(twice[1]?.collapsed).toBeUndefined()
    expect(twice[1]).not.toEqual(once[1])
  })
  it('keys the loading rows by field and id, so new keystrokes do not restart the watch', () => {
    expect(loadingKey(loadingRows(state))).toBe('layout:b|layout.1.items:d')
    expect(loadingKey([])).toBe('')
  })
})
