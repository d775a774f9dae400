/** Which way the page is scrolling, for the header that hides while reading down and returns on the way up. */

export type ScrollDirection = 'UP' | 'DOWN'

/** Movements shorter than this (px) keep the previous direction: trackpads and momentum jitter by a few pixels. */
export const SCROLL_DIRECTION_THRESHOLD = 4

/**
 * The direction after a move from `previousY` to `currentY`. At the top of the page it is always UP
 * (negative values come from overscroll bounce). Give `previousY` as the position at which the direction
 * was last decided, not the last event's, or a slow scroll never reaches the threshold (see `nextScrollState`).
 */
export function nextDirection(previousY: number, currentY: number, previous: ScrollDirection, threshold = SCROLL_DIRECTION_THRESHOLD): ScrollDirection {
  if (currentY <= 0) return 'UP'
  const delta = currentY - previousY
  if (Math.abs(delta) < threshold) return previous
  return delta > 0 ? 'DOWN' : 'UP'
}

export type ScrollState = { y: number; direction: ScrollDirection }

/** One scroll event: the reference position moves only once a movement counts, so slow scrolls add up. */
export function nextScrollState(state: ScrollState, currentY: number, threshold = SCROLL_DIRECTION_THRESHOLD): ScrollState {
  const direction = nextDirection(state.y, currentY, state.direction, threshold)
  const counted = currentY <= 0 || Math.abs(currentY - state.y) >= threshold
  return { y: counted ? currentY : state.y, direction }
}

/** The header hides while scrolling down once the page has moved past its height (it never hides over its own space). */
export function isHeaderHidden(direction: ScrollDirection, scrollY: number, headerHeight: number): boolean {
  return direction === 'DOWN' && scrollY > headerHeight
}
