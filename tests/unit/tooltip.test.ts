import { describe, expect, it } from 'vitest'

import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/lib/design/layout'
import { createTooltipGroup, isDismissKey, isWithinSkipDelay, mergeIds, tooltipOpenDelay } from '@/lib/design/tooltip'

describe('tooltip timing', () => {
  it('waits the open delay when no tooltip has closed', () => {
    expect(tooltipOpenDelay(10_000, null)).toBe(TOOLTIP_OPEN_DELAY_MS)
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700)
  })
  it('opens at once within the skip delay after a close, and waits again after it', () => {
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300)
    expect(tooltipOpenDelay(10_000, 10_000)).toBe(0)
    expect(tooltipOpenDelay(10_299, 10_000)).toBe(0)
    expect(tooltipOpenDelay(10_300, 10_000)).toBe(TOOLTIP_OPEN_DELAY_MS)
  })
  it('ignores a close in the future (a clock that went back)', () => {
    expect(isWithinSkipDelay(10_000, 10_100)).toBe(false)
  })
  it('takes custom delays', () => {
    expect(tooltipOpenDelay(1_000, null, { open: 50, skip: 10 })).toBe(50)
    expect(tooltipOpenDelay(1_005, 1_000, { open: 50, skip: 10 })).toBe(0)
  })
  it('a group remembers its last close', () => {
    const group = createTooltipGroup()
    expect(group.openDelay(5_000)).toBe(TOOLTIP_OPEN_DELAY_MS)
    group.closed(5_000)
    expect(group.openDelay(5_100)).toBe(0)
    expect(group.openDelay(5_400)).toBe(TOOLTIP_OPEN_DELAY_MS)
    // Groups do not share memory.
    expect(createTooltipGroup().openDelay(5_100)).toBe(TOOLTIP_OPEN_DELAY_MS)
  })
})

describe('isDismissKey', () => {
  it('is Escape (and the old Esc) only', () => {
    expect(isDismissKey('Escape')).toBe(true)
    expect(isDismissKey('Esc')).toBe(true)
    expect(isDismissKey('Enter')).toBe(false)
  })
})

describe('mergeIds', () => {
  it('joins ids without repeats or blanks', () => {
    expect(mergeIds('hint', 'tip')).toBe('hint tip')
    expect(mergeIds('hint tip', 'tip')).toBe('hint tip')
    expect(mergeIds(undefined, 'tip')).toBe('tip')
    expect(mergeIds(undefined, null, '')).toBeUndefined()
  })
})
