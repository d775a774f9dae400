// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Tooltip } from '@/components/Tooltip.client'
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Z_INDEX } from '@/lib/design/layout'

// Tooltips share the memory of the last close; each test starts far from the previous one's.
let clock = Date.UTC(2030, 0, 1)
beforeEach(() => {
  vi.useFakeTimers()
  clock += 3_600_000
  vi.setSystemTime(clock)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const hover = (element: Element) => fireEvent.pointerEnter(element, { pointerType: 'mouse' })
const leave = (element: Element) => fireEvent.pointerLeave(element, { pointerType: 'mouse' })
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const anchorOf = (name: string) => screen.getByRole('button', { name }).parentElement as HTMLElement

function renderTwo() {
  render(
    <>
      <Tooltip content="Copies the number">
        <button type="button">Copy</button>
      </Tooltip>
      <Tooltip content="Shares the number" placement="bottom">
        <button type="button">Share</button>
      </Tooltip>
    </>,
  )
}

describe('<Tooltip>', () => {
  it('describes its trigger with a role=tooltip element, hidden until open', () => {
    renderTwo()
    const button = screen.getByRole('button', { name: 'Copy' })
    const tip = document.getElementById(button.getAttribute('aria-describedby') ?? '')
    expect(tip?.getAttribute('role')).toBe('tooltip')
    expect(tip?.textContent).toBe('Copies the number')
    expect(tip?.hidden).toBe(true)
    expect(tip?.style.zIndex).toBe(String(Z_INDEX.tooltip))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
  it('opens on hover after the open delay, not before', () => {
    renderTwo()
    hover(anchorOf('Copy'))
    advance(TOOLTIP_OPEN_DELAY_MS - 1)
    expect(screen.queryByRole('tooltip')).toBeNull()
    advance(1)
    expect(screen.getByRole('tooltip').textContent).toBe('Copies the number')
  })
  it('does not open when the pointer leaves before the delay', () => {
    renderTwo()
    hover(anchorOf('Copy'))
    advance(TOOLTIP_OPEN_DELAY_MS / 2)
    leave(anchorOf('Copy'))
    advance(TOOLTIP_OPEN_DELAY_MS)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
  it('skips the delay for the next tooltip within the skip delay, and waits again after it', () => {
    renderTwo()
    hover(anchorOf('Copy'))
    advance(TOOLTIP_OPEN_DELAY_MS)
    leave(anchorOf('Copy'))
    expect(screen.queryByRole('tooltip')).toBeNull()
    advance(TOOLTIP_SKIP_DELAY_MS - 1)
    hover(anchorOf('Share'))
    expect(screen.getByRole('tooltip').textContent).toBe('Shares the number')

    leave(anchorOf('Share'))
    advance(TOOLTIP_SKIP_DELAY_MS)
    hover(anchorOf('Copy'))
    expect(screen.queryByRole('tooltip')).toBeNull()
    advance(TOOLTIP_OPEN_DELAY_MS)
    expect(screen.getByRole('tooltip').textContent).toBe('Copies the number')
  })
  it('opens at once on keyboard focus and closes on blur', () => {
    renderTwo()
    const button = screen.getByRole('button', { name: 'Copy' })
    act(() => button.focus())
    expect(screen.getByRole('tooltip').textContent).toBe('Copies the number')
    act(() => button.blur())
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
  it('closes on Escape, from focus or hover', () => {
    renderTwo()
    act(() => screen.getByRole('button', { name: 'Copy' }).focus())
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()

    hover(anchorOf('Share'))
    advance(TOOLTIP_OPEN_DELAY_MS)
    expect(screen.getByRole('tooltip')).toBeTruthy()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
  it('does not open on the focus that a click gives, nor on touch', () => {
    renderTwo()
    const button = screen.getByRole('button', { name: 'Copy' })
    fireEvent.pointerDown(button)
    act(() => button.focus())
    expect(screen.queryByRole('tooltip')).toBeNull()
    fireEvent.pointerUp(document)

    fireEvent.pointerEnter(anchorOf('Share'), { pointerType: 'touch' })
    advance(TOOLTIP_OPEN_DELAY_MS)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
  it('keeps an existing aria-describedby on the trigger', () => {
    render(
      <Tooltip content="Extra">
        <button type="button" aria-describedby="hint">
          Help
        </button>
      </Tooltip>,
    )
    const ids = screen.getByRole('button', { name: 'Help' }).getAttribute('aria-describedby')?.split(' ')
    expect(ids?.[0]).toBe('hint')
    expect(ids).toHaveLength(2)
  })
})
