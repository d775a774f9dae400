// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { Progress } from '@/components/Progress'

afterEach(cleanup)

describe('<Progress>', () => {
  it('is a progressbar with a default max of 100', () => {
    render(<Progress value={40} label="Upload" />)
    const bar = screen.getByRole('progressbar', { name: 'Upload' })
    expect(bar.getAttribute('aria-valuenow')).toBe('40')
    expect(bar.getAttribute('aria-valuemin')).toBe('0')
    expect(bar.getAttribute('aria-valuemax')).toBe('100')
    expect(bar.style.getPropertyValue('--progress')).toBe('0.4')
  })
  it('clamps the value into 0…max', () => {
    render(<Progress value={12} max={10} label="Over" />)
    render(<Progress value={-3} label="Under" />)
    const over = screen.getByRole('progressbar', { name: 'Over' })
    expect(over.getAttribute('aria-valuenow')).toBe('10')
    expect(over.getAttribute('aria-valuemax')).toBe('10')
    expect(over.style.getPropertyValue('--progress')).toBe('1')
    expect(screen.getByRole('progressbar', { name: 'Under' }).getAttribute('aria-valuenow')).toBe('0')
  })
  it('falls back to 100 for an unusable max', () => {
    render(<Progress value={50} max={0} label="Broken max" />)
    expect(screen.getByRole('progressbar', { name: 'Broken max' }).getAttribute('aria-valuemax')).toBe('100')
  })
  it('is indeterminate without a value, and can be labelled by visible text', () => {
    render(
      <>
        <span id="step">Preparing</span>
        <Progress labelledBy="step" valueText="Preparing your number" />
      </>,
    )
    const bar = screen.getByRole('progressbar', { name: 'Preparing' })
    expect(bar.hasAttribute('aria-valuenow')).toBe(false)
    expect(bar.getAttribute('aria-valuetext')).toBe('Preparing your number')
    expect(bar.className).toContain('progress--indeterminate')
  })
})
