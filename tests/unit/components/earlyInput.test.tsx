// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { CoverageTable, type CountryListing } from '@/blocks/CountryCoverage/CoverageTable.client'

const ROWS: CountryListing[] = [
  { alpha2: 'IS', name: 'Iceland', dialCode: '+354', region: 'Europe', capabilities: ['voice'] },
  { alpha2: 'JP', name: 'Japan', dialCode: '+81', region: 'Asia', capabilities: ['voice', 'messaging'] },
  { alpha2: 'KE', name: 'Kenya', dialCode: '+254', region: 'Africa', capabilities: ['messaging'] },
]

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  cleanup()
  document.body.innerHTML = ''
})

/** The server's HTML, then the visitor's hands before any script runs, then hydration. */
async function hydrateAfter(visitor: (container: HTMLElement) => void) {
  const element = <CoverageTable detailed={false} rows={ROWS} />
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  visitor(container)
  await act(async () => {
    root = hydrateRoot(container, element)
  })
}

describe('an island takes what the visitor entered before it hydrated', () => {
  it('a search typed early filters the list', async () => {
    await hydrateAfter((container) => {
      const search = container.querySelector<HTMLInputElement>('input[type=search]')!
      search.value = '+254'
    })
    expect(screen.getByRole('status').textContent).toBe('1 country')
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Kenya'])
  })

  it('a region chosen early narrows the list', async () => {
    await hydrateAfter((container) => {
      container.querySelector<HTMLInputElement>('input[type=radio][value=Asia]')!.checked = true
    })
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Asia/ }).checked).toBe(true)
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Japan'])
  })

  it('untouched controls change nothing', async () => {
    await hydrateAfter(() => {})
    expect(screen.getByRole('status').textContent).toBe('3 countries')
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^All regions/ }).checked).toBe(true)
  })
})
