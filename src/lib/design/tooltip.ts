/** Tooltip timing (spec: open after a pause, but move between tooltips without waiting again). */
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './layout'

export type TooltipDelays = { open: number; skip: number }
export const TOOLTIP_DELAYS: TooltipDelays = { open: TOOLTIP_OPEN_DELAY_MS, skip: TOOLTIP_SKIP_DELAY_MS }

/** Whether a tooltip closed recently enough that the next one opens at once. */
export function isWithinSkipDelay(now: number, lastClosedAt: number | null, skip = TOOLTIP_DELAYS.skip): boolean {
  if (lastClosedAt === null) return false
  const elapsed = now - lastClosedAt
  return elapsed >= 0 && elapsed < skip
}

/** How long to wait before opening a tooltip on hover: none when another one has just closed. */
export function tooltipOpenDelay(now: number, lastClosedAt: number | null, delays: TooltipDelays = TOOLTIP_DELAYS): number {
  return isWithinSkipDelay(now, lastClosedAt, delays.skip) ? 0 : delays.open
}

/**
 * The tooltips of a page share one memory of the last close, so moving from one to the next skips the delay.
 * A closure rather than a module variable so each test (and each caller) can have its own.
 */
export function createTooltipGroup(delays: TooltipDelays = TOOLTIP_DELAYS) {
  let lastClosedAt: number | null = null
  return {
    openDelay: (now: number): number => tooltipOpenDelay(now, lastClosedAt, delays),
    closed: (now: number): void => {
      lastClosedAt = now
    },
  }
}

/** Escape dismisses (WCAG 1.4.13); 'Esc' is what older browsers report. */
export function isDismissKey(key: string): boolean {
  return key === 'Escape' || key === 'Esc'
}

/** Adds an id to an aria-describedby list without repeating it. */
export function mergeIds(...ids: (string | null | undefined)[]): string | undefined {
  const unique = [...new Set(ids.flatMap((id) => (id ?? '').split(/\s+/)).filter(Boolean))]
  return unique.length > 0 ? unique.join(' ') : undefined
}
