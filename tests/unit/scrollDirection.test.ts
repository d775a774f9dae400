import { describe, expect, it } from 'vitest'

import { SCROLL_DIRECTION_THRESHOLD, isHeaderHidden, nextDirection, nextScrollState, type ScrollState } from '@/lib/design/scrollDirection'

describe('nextDirection', () => {
  it('is DOWN when the page moves down by at least the threshold, UP when it moves up', () => {
    expect(nextDirection(100, 100 + SCROLL_DIRECTION_THRESHOLD, 'UP')).toBe('DOWN')
    expect(nextDirection(500, 300, 'DOWN')).toBe('UP')
  })
  it('keeps the previous direction for movements below the threshold', () => {
    expect(nextDirection(100, 103, 'UP')).toBe('UP')
    expect(nextDirection(100, 97, 'DOWN')).toBe('DOWN')
    expect(nextDirection(100, 100, 'DOWN')).toBe('DOWN')
  })
  it('uses a default threshold of 4 px and honours a custom one', () => {
    expect(SCROLL_DIRECTION_THRESHOLD).toBe(4)
    expect(nextDirection(100, 110, 'UP', 20)).toBe('UP')
    expect(nextDirection(100, 120, 'UP', 20)).toBe('DOWN')
  })
  it('is always UP at the top of the page, overscroll included', () => {
    expect(nextDirection(0, 0, 'DOWN')).toBe('UP')
    expect(nextDirection(-30, -10, 'DOWN')).toBe('UP')
    expect(nextDirection(2, 0, 'DOWN')).toBe('UP')
  })
})

describe('nextScrollState', () => {
  it('adds up slow scrolling: the reference point stays until the movement counts', () => {
    let state: ScrollState = { y: 100, direction: 'UP' }
    for (const y of [101, 102, 103]) {
      state = nextScrollState(state, y)
      expect(state).toEqual({ y: 100, direction: 'UP' })
    }
    state = nextScrollState(state, 104)
    expect(state).toEqual({ y: 104, direction: 'DOWN' })
  })
  it('returns to UP at the top', () => {
    expect(nextScrollState({ y: 2, direction: 'DOWN' }, 0)).toEqual({ y: 0, direction: 'UP' })
  })
})

describe('isHeaderHidden', () => {
  it('hides only when scrolling down past the header height', () => {
    expect(isHeaderHidden('DOWN', 200, 96)).toBe(true)
    expect(isHeaderHidden('DOWN', 96, 96)).toBe(false)
    expect(isHeaderHidden('DOWN', 40, 96)).toBe(false)
    expect(isHeaderHidden('UP', 2000, 96)).toBe(false)
  })
})
