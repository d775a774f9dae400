// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ScrollSnap } from '@/components/ScrollSnap.client'
import { SCROLL_SNAP_DELAY_MS, SCROLL_SNAP_THRESHOLDS } from '@/lib/design/layout'
import { SCROLL_SNAP_ATTRIBUTE, SCROLL_SNAP_ITEM_CLASS } from '@/lib/design/scrollSnap'

const scrollIntoView = vi.fn()
const root = document.documentElement
const snapping = () => root.hasAttribute(SCROLL_SNAP_ATTRIBUTE)
const setScrollY = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

type Observed = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; target?: Element }
let observers: Observed[] = []
class FakeIntersectionObserver {
  record: Observed
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options }
    observers.push(this.record)
  }
  observe(target: Element) {
    this.record.target = target
  }
  disconnect() {}
}
const intersect = (isIntersecting: boolean) =>
  act(() => {
    for (const { callback } of observers) callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)
  })

function Panels(props: { disableFrom?: number; disableUntil?: number; disableFromElement?: string; disableUntilElement?: string; scope?: string }) {
  return (
    <ScrollSnap {...props}>
      <section id="voice" className={SCROLL_SNAP_ITEM_CLASS}>
        Voice
      </section>
      <section id="messaging" className={SCROLL_SNAP_ITEM_CLASS}>
        Messaging
      </section>
    </ScrollSnap>
  )
}

beforeEach(() => {
  vi.useFakeTimers()
  Element.prototype.scrollIntoView = scrollIntoView
  scrollIntoView.mockClear()
  observers = []
  setScrollY(0)
  window.history.replaceState(null, '', '/')
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('<ScrollSnap>', () => {
  it('scrolls to the hash target once the delay has passed, not before', () => {
    window.history.replaceState(null, '', '/products#messaging')
    render(<Panels />)
    advance(SCROLL_SNAP_DELAY_MS - 1)
    expect(scrollIntoView).not.toHaveBeenCalled()
    advance(1)
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('messaging'))
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  })
  it('jumps without smooth scrolling when reduced motion is preferred', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }))
    window.history.replaceState(null, '', '/products#voice')
    render(<Panels />)
    advance(SCROLL_SNAP_DELAY_MS)
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' })
  })
  it('does nothing for a missing, unknown or unsafe hash', () => {
    render(<Panels />)
    cleanup()
    window.history.replaceState(null, '', '/products#nowhere')
    render(<Panels />)
    cleanup()
    window.history.replaceState(null, '', '/products#%3Cscript%3E')
    render(<Panels />)
    advance(SCROLL_SNAP_DELAY_MS * 2)
    expect(scrollIntoView).not.toHaveBeenCalled()
  })
  it('does not scroll after unmounting', () => {
    window.history.replaceState(null, '', '/products#voice')
    const { unmount } = render(<Panels />)
    unmount()
    advance(SCROLL_SNAP_DELAY_MS)
    expect(scrollIntoView).not.toHaveBeenCalled()
  })
  it('turns document snapping on, off between the configured offsets, and off on unmount', () => {
    const { unmount } = render(<Panels disableFrom={1000} disableUntil={2000} />)
    expect(snapping()).toBe(true)
    setScrollY(1500)
    act(() => window.dispatchEvent(new Event('scroll')))
    advance(20)
    expect(snapping()).toBe(false)
    setScrollY(2500)
    act(() => window.dispatchEvent(new Event('scroll')))
    advance(20)
    expect(snapping()).toBe(true)
    unmount()
    expect(snapping()).toBe(false)
  })
  it('snaps only while the scope element is on screen', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    render(
      <>
        <div id="panels-scope" />
        <Panels scope="#panels-scope" />
      </>,
    )
    expect(observers).toHaveLength(1)
    expect(observers[0].target?.id).toBe('panels-scope')
    expect(observers[0].options?.threshold).toEqual([...SCROLL_SNAP_THRESHOLDS])
    expect(snapping()).toBe(false)
    intersect(true)
    advance(20)
    expect(snapping()).toBe(true)
    intersect(false)
    advance(20)
    expect(snapping()).toBe(false)
  })
  it('keeps snapping off when the scope is not found or not a selector', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    render(<Panels scope="#absent" />)
    expect(snapping()).toBe(false)
    cleanup()
    render(<Panels scope="[[broken" />)
    expect(snapping()).toBe(false)
    expect(observers).toHaveLength(0)
  })
  it('pauses between the tops of the blocks the page options name, measured in the page and again on resize', () => {
    const tops: Record<string, number> = { voice: 800, messaging: 1600 }
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: (tops[this.id] ?? 0) - window.scrollY } as DOMRect
    })
    const scrollTo = (y: number) => {
      setScrollY(y)
      act(() => window.dispatchEvent(new Event('scroll')))
      advance(20)
    }
    render(<Panels disableFromElement="#voice" disableUntilElement="#messaging" />)
    expect(snapping()).toBe(true)
    scrollTo(1000)
    expect(snapping()).toBe(false)
    scrollTo(1700)
    expect(snapping()).toBe(true)
    // Content above grew (images loaded, narrower window): the blocks moved down.
    tops.voice = 1800
    tops.messaging = 2600
    act(() => window.dispatchEvent(new Event('resize')))
    advance(20)
    expect(snapping()).toBe(true)
    scrollTo(2000)
    expect(snapping()).toBe(false)
    rect.mockRestore()
  })
})
