// @vitest-environment jsdom
/**
 * A calculator's prices (MoneyText): written by the server, kept as they are while the island hydrates
 * (no Intl.NumberFormat work then: the first one a page makes loads the locale's number data, the
 * longest task of the pricing page), formatted in the browser from the visitor's first change on.
 */
import { act, cleanup } from '@testing-library/react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest'

import { MoneyText } from '@/blocks/Calculator/MoneyText.client'

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  cleanup()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

const price = (amount: number) => <MoneyText amount={amount} currency="GBP" localeCode="en-GB" decimals={4} />

/** The server's HTML (rendered where there is no window, as on the server), then hydration. */
async function hydrated(amount: number): Promise<{ container: HTMLElement; formats: MockInstance; errors: unknown[] }> {
  const container = document.createElement('div')
  const browserWindow = window
  vi.stubGlobal('window', undefined)
  try {
    container.innerHTML = renderToString(price(amount))
  } finally {
    vi.stubGlobal('window', browserWindow)
  }
  document.body.append(container)
  // `format` is a getter handing out a bound function: every use of a formatter reads it.
  const formats = vi.spyOn(Intl.NumberFormat.prototype as unknown as { format: unknown }, 'format', 'get')
  const errors: unknown[] = []
  await act(async () => {
    root = hydrateRoot(container, price(amount), { onRecoverableError: (error) => errors.push(error) })
  })
  return { container, formats, errors }
}

describe('a price in a calculator', () => {
  it('is written by the server, and kept while hydrating without formatting anything', async () => {
    const { container, formats, errors } = await hydrated(0.0312)
    expect(container.textContent).toBe('£0.0312')
    expect(formats).not.toHaveBeenCalled()
    expect(errors).toEqual([])
  })

  it('is formatted in the browser once it changes, and stays right when it changes back', async () => {
    const { container, formats } = await hydrated(0.0312)
    await act(async () => root?.render(price(0.0405)))
    expect(container.textContent).toBe('£0.0405')
    expect(formats).toHaveBeenCalled()
    await act(async () => root?.render(price(0.0312)))
    expect(container.textContent).toBe('£0.0312')
  })

  it('is formatted at once when mounted in the browser with no server text (a client navigation)', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    await act(async () => {
      root = createRoot(container)
      root.render(price(1.5))
    })
    expect(container.textContent).toBe('£1.5000')
  })
})
