/** How far below the viewport an island starts loading, so it is usually ready before it scrolls in. */
export const NEAR_VIEWPORT_MARGIN = '400px'

/**
 * Resolves once the element is near the viewport, or a visitor reaches it first
 * (focus by keyboard, a pointer or touch): whichever comes first. Resolves at
 * once where it cannot watch (no element, no IntersectionObserver), so the
 * island then simply loads.
 */
export function whenNear(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver !== 'function') return Promise.resolve()
  return new Promise((resolve) => {
    const events = ['focusin', 'pointerdown', 'touchstart'] as const
    const done = () => {
      observer.disconnect()
      for (const type of events) element.removeEventListener(type, done, true)
      resolve()
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px`,
    })
    observer.observe(element)
    for (const type of events) element.addEventListener(type, done, { capture: true, passive: true })
  })
}
