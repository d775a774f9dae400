/** Scroll-snap pages: when snapping applies, and which element a URL hash names. */

/** Children of a scroll-snap container with this class are snap points. */
export const SCROLL_SNAP_ITEM_CLASS = 'scroll-snap-item'
/** Set on <html> while snapping is on; the stylesheet turns it into scroll-snap-type. */
export const SCROLL_SNAP_ATTRIBUTE = 'data-scroll-snap'

export type SnapInput = {
  scrollY: number
  /** Snapping is off from this offset (px)… */
  disableFrom?: number | null
  /** …until this one (exclusive). Either end may be missing: open-ended on that side. */
  disableUntil?: number | null
  /** Whether the scope element is on screen (true when there is no scope). */
  inScope: boolean
}

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value)

export function isSnapEnabled({ scrollY, disableFrom, disableUntil, inScope }: SnapInput): boolean {
  if (!inScope) return false
  if (!finite(disableFrom) && !finite(disableUntil)) return true
  const y = finite(scrollY) ? scrollY : 0
  const from = finite(disableFrom) ? disableFrom : -Infinity
  const until = finite(disableUntil) ? disableUntil : Infinity
  // An empty or reversed range disables nothing rather than everything.
  return !(y >= from && y < until)
}

const MAX_ID_LENGTH = 256
// Letters and digits of any script plus the punctuation ids use; nothing that could break out of a selector.
const SAFE_ID = /^[\p{L}\p{N}_.:-]+$/u

/** The element id a URL hash names ('#pricing' → 'pricing'), or null when empty, malformed or unsafe. */
export function hashTarget(hash: string | null | undefined): string | null {
  if (!hash) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(hash.startsWith('#') ? hash.slice(1) : hash)
  } catch {
    return null
  }
  if (decoded.length === 0 || decoded.length > MAX_ID_LENGTH || !SAFE_ID.test(decoded)) return null
  return decoded
}

/** Smooth scrolling unless the visitor asked for reduced motion. */
export function scrollBehavior(prefersReducedMotion: boolean): 'auto' | 'smooth' {
  return prefersReducedMotion ? 'auto' : 'smooth'
}
