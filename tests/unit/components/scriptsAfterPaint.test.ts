// @vitest-environment jsdom
/**
 * The inline loader a cached page carries (page-cache-handler.mjs), run in a document as the page carries it (its
 * compacted source): no script is requested before the first contentful paint (or the end of parsing), all of them
 * right after it, once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

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
  afterEach(() => {
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
    // The end of parsing finds them requested already: never twice.
    document.dispatchEvent(new Event('DOMContentLoaded'))
    expect(requested()).toEqual(sources)
  })

  it('requests them when the document is parsed, if that comes before the first contentful paint (the load event then waits for them)', () => {
    vi.useFakeTimers()
    const timing = paintTiming()
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    loadScriptsAfterFirstPaint()
    vi.advanceTimersByTime(5000)
    expect(requested()).toEqual([])
    document.dispatchEvent(new Event('DOMContentLoaded'))
    expect(requested()).toEqual(sources)
    timing.paint('first-contentful-paint')
    vi.advanceTimersByTime(0)
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
