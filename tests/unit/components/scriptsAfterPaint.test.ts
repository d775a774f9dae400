// @vitest-environment jsdom
/**
 * The inline loader a cached page carries (page-cache-handler.mjs), run in a document as the page carries it (its
 * compacted source): nothing is requested before the first contentful paint, all of its scripts right after it (or a
 * second after the load event if no such paint comes), once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { scriptsAfterFirstPaint } from '../../../page-cache-handler.mjs'

type Observed = (list: { getEntriesByName: (name: string) => unknown[] }) => void

/** A stand-in for the browser's paint timing: the test decides when each paint happens. */
function paintTiming(): { paint: (name: string) => void } {
  const observers: Observed[] = []
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint']
    constructor(private readonly callback: Observed) {}
    observe() {
      observers.push(this.callback)
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver)
  return { paint: (name) => observers.forEach((callback) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })) }
}

const sources = ['/_next/static/chunks/react.js', '/_next/static/chunks/entry.js']
/** The inline script of a page whose chunks are `sources`, as the cache writes it. */
const shipped = /<script>([\s\S]*)<\/script><\/head>/.exec(
  scriptsAfterFirstPaint(`<html><head>${sources.map((src) => `<script src="${src}" async=""></script>`).join('')}</head><body></body></html>`),
)?.[1]
// Run in the global scope, as the browser runs an inline script.
const loadScriptsAfterFirstPaint = () => new Function(shipped ?? 'throw new Error("no loader in the page")')()

const requested = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'))
describe('the loader of a cached page', () => {
  // Each test's loader listens on the one window of the test file: removed after it, or the next test's load event
  // would also run the loaders of the tests before.
  const listening: [string, EventListenerOrEventListenerObject][] = []
  const addEventListener = window.addEventListener.bind(window)
  beforeEach(() => {
    vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject) => {
      listening.push([type, listener])
      addEventListener(type, listener)
    })
  })
  afterEach(() => {
    for (const [type, listener] of listening.splice(0)) window.removeEventListener(type, listener)
    vi.restoreAllMocks()
    vi.useRealTimers()
    vi.unstubAllGlobals()
    document.head.innerHTML = ''
  })

  it('requests the scripts after the first contentful paint, not after a first paint without content', () => {
    vi.useFakeTimers()
    const timing = paintTiming()
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    loadScriptsAfterFirstPaint()
    timing.paint('first-paint')
    vi.advanceTimersByTime(10)
    expect(requested()).toEqual([])
    timing.paint('first-contentful-paint')
    vi.advanceTimersByTime(0)
    expect(requested()).toEqual(sources)
    expect([...document.head.querySelectorAll('script')].every((script) => script.async)).toBe(true)
    // The load event and its fallback find them requested already: never twice.
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(1000)
    expect(requested()).toEqual(sources)
  })

  it('fetches nothing when the document has been parsed, however long the paint takes (Lighthouse counts an early download into the LCP)', () => {
    vi.useFakeTimers()
    paintTiming()
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    loadScriptsAfterFirstPaint()
    document.dispatchEvent(new Event('DOMContentLoaded'))
    vi.advanceTimersByTime(5000)
    expect(requested()).toEqual([])
    expect(document.head.querySelectorAll('link')).toHaveLength(0)
  })

  it('requests them a second after the load event if no contentful paint has come by then, not at it', () => {
    vi.useFakeTimers()
    paintTiming()
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    loadScriptsAfterFirstPaint()
    document.dispatchEvent(new Event('DOMContentLoaded'))
    expect(requested()).toEqual([])
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(999)
    expect(requested()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(requested()).toEqual(sources)
  })

  it('requests them at the first contentful paint that follows the load event, once', () => {
    vi.useFakeTimers()
    const timing = paintTiming()
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    loadScriptsAfterFirstPaint()
    document.dispatchEvent(new Event('DOMContentLoaded'))
    window.dispatchEvent(new Event('load'))
    timing.paint('first-contentful-paint')
    vi.advanceTimersByTime(0)
    expect(requested()).toEqual(sources)
    vi.advanceTimersByTime(1000)
    expect(requested()).toEqual(sources)
  })

  it('requests them at once in a page that is not visible (prerendered) or without paint timing', () => {
    paintTiming()
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    loadScriptsAfterFirstPaint()
    expect(requested()).toEqual(sources)
    document.head.innerHTML = ''
    vi.unstubAllGlobals()
    vi.stubGlobal('PerformanceObserver', undefined)
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    loadScriptsAfterFirstPaint()
    expect(requested()).toEqual(sources)
  })
})
