import { describe, expect, it } from 'vitest'

import { summarizeEvents } from '@/lib/tracking/summary'

describe('the analytics summary', () => {
  const rows = [
    { day: '2026-11-24', kind: 'track', name: 'Sign Up Success', count: 3 },
    { day: '2026-11-24', kind: 'page', name: '/pricing', count: 7 },
    { day: '2026-11-23', kind: 'track', name: 'Sign Up Success', count: 5 },
    { day: '2026-11-23', kind: 'page', name: '/', count: 1 },
  ]

  it('adds each day’s events, keeping the days in the order counted (newest first)', () => {
    expect(summarizeEvents(rows).perDay).toEqual([
      ['2026-11-24', 10],
      ['2026-11-23', 6],
    ])
  })

  it('adds each event over the days and lists the most frequent first, at most `top`', () => {
    expect(summarizeEvents(rows).topEvents).toEqual([
      ['track: Sign Up Success', 8],
      ['page: /pricing', 7],
      ['page: /', 1],
    ])
    expect(summarizeEvents(rows, 2).topEvents.map(([event]) => event)).toEqual(['track: Sign Up Success', 'page: /pricing'])
  })

  it('is empty without events', () => {
    expect(summarizeEvents([])).toEqual({ perDay: [], topEvents: [] })
  })
})
