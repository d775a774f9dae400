// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { nearIsland } from '@/components/islands/NearIsland.client'
import { whenNear } from '@/components/islands/whenNear'

/** The browser's IntersectionObserver, driven by the test: jsdom has none. */
class FakeObserver {
  static all: FakeObserver[] = []
  readonly targets: Element[] = []
  disconnected = false
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  disconnect() {
    this.disconnected = true
  }
  intersect(isIntersecting: boolean) {
    this.callback(
      this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    )
  }
}

const settled = async (promise: Promise<unknown>) => {
  let done = false
  void promise.then(() => (done = true))
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  return done
}

beforeEach(() => {
  FakeObserver.all = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('whenNear: an island loads when its element nears the viewport or is reached', () => {
  it('waits while the element is far away, resolves when it comes near, with a margin below the viewport', async () => {
    const element = document.createElement('div')
    const near = whenNear(element)
    const [observer] = FakeObserver.all
    expect(observer.options.rootMargin).toMatch(/^\d+px 0px$/)
    observer.intersect(false)
    expect(await settled(near)).toBe(false)
    observer.intersect(true)
    expect(await settled(near)).toBe(true)
    expect(observer.disconnected).toBe(true)
  })

  it('resolves when a visitor reaches it first: keyboard focus or a pointer', async () => {
    for (const event of [new FocusEvent('focusin', { bubbles: true }), new Event('pointerdown', { bubbles: true })]) {
      const element = document.createElement('div')
      const near = whenNear(element)
      expect(await settled(near)).toBe(false)
      element.dispatchEvent(event)
      expect(await settled(near)).toBe(true)
    }
  })

  it('resolves at once where it cannot watch', async () => {
    expect(await settled(whenNear(null))).toBe(true)
    vi.unstubAllGlobals()
    vi.stubGlobal('IntersectionObserver', undefined)
    expect(await settled(whenNear(document.createElement('div')))).toBe(true)
  })
})

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  )
}

describe('nearIsland', () => {
  it('keeps the server’s HTML and fetches the island’s code only once it nears the viewport, then hydrates it', async () => {
    const load = vi.fn(async () => Counter)
    const Island = nearIsland(load)
    // The server's render (it loads the code at once), then the browser's hydration of that HTML.
    const { prelude } = await prerender(<Island label="Clicks" />)
    const container = document.createElement('div')
    container.innerHTML = await new Response(prelude).text()
    document.body.append(container)
    expect(load).toHaveBeenCalledTimes(1)

    await act(async () => {
      hydrateRoot(container, <Island label="Clicks" />)
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    const button = screen.getByRole('button', { name: 'Clicks 0' })
    expect(load).toHaveBeenCalledTimes(1)
    button.click() // not hydrated yet: nothing happens
    expect(button.textContent).toBe('Clicks 0')
    expect(container.querySelector('[data-island]')?.getAttribute('data-island')).toBe('waiting')

    await act(async () => {
      FakeObserver.all[0].intersect(true)
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(load).toHaveBeenCalledTimes(2)
    expect(container.querySelector('[data-island]')?.getAttribute('data-island')).toBe('ready')
    await act(async () => screen.getByRole('button', { name: 'Clicks 0' }).click())
    expect(screen.getByRole('button', { name: 'Clicks 1' })).toBe(button)
    container.remove()
  })

  it('after a client-side navigation (no server HTML to keep) it loads at once', async () => {
    const load = vi.fn(async () => Counter)
    const Island = nearIsland(load)
    render(<Island label="Clicks" />)
    expect(await screen.findByRole('button', { name: 'Clicks 0' })).toBeTruthy()
    expect(FakeObserver.all).toHaveLength(0)
  })
})
