import { describe, expect, it } from 'vitest'

import { formatUtcMinute } from '@/components/formatDate'

describe('formatUtcMinute', () => {
  it('writes a moment to the minute in UTC, from a date or its ISO text', () => {
    expect(formatUtcMinute(new Date('2026-11-27T13:40:59.999Z'))).toBe('2026-11-27 13:40 UTC')
    expect(formatUtcMinute('2026-07-15T09:00:00.000-04:00')).toBe('2026-07-15 13:00 UTC')
  })
})
