// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Button } from '@/components/Button'
import { ButtonLink } from '@/components/ButtonLink'
import { BUTTON_KINDS } from '@/lib/design/design'

afterEach(cleanup)

describe('<Button>', () => {
  it('renders every kind as a real button with its classes', () => {
    for (const kind of BUTTON_KINDS) {
      render(
        <Button kind={kind} background="dark">
          {`Kind ${kind}`}
        </Button>,
      )
      const button = screen.getByRole('button', { name: `Kind ${kind}` })
      expect(button.tagName).toBe('BUTTON')
      expect(button.getAttribute('type')).toBe('button')
      expect(button.className).toBe(`button button--${kind} button--on-dark`)
    }
  })
  it('defaults to primary on light and adds the variant', () => {
    render(<Button variant="header">Sign up</Button>)
    expect(screen.getByRole('button', { name: 'Sign up' }).className).toBe('button button--primary button--on-light button--header')
  })
  it('calls onClick when idle', () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Save</Button>)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })
  it('while loading: ignores clicks, is busy, and says Loading to assistive technology', () => {
    const onClick = vi.fn()
    render(
      <Button onClick={onClick} loading>
        Save
      </Button>,
    )
    const button = screen.getByRole('button', { name: /Save/ })
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.className).toContain('button--loading')
    expect(button.querySelector('.visually-hidden')?.textContent).toContain('Loading')
    expect(button.querySelector('.button__spinner')?.getAttribute('aria-hidden')).toBe('true')
    // Still focusable: aria-disabled, not disabled.
    expect(button.hasAttribute('disabled')).toBe(false)
  })
  it('a loading submit button does not submit its form', () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    const { container } = render(
      <form>
        <Button type="submit" loading loadingLabel="Sending">
          Send
        </Button>
      </form>,
    )
    container.querySelector('form')?.addEventListener('submit', onSubmit)
    const button = screen.getByRole('button', { name: /^Send\s+Sending$/ })
    expect(button.getAttribute('type')).toBe('button')
    fireEvent.click(button)
    expect(onSubmit).not.toHaveBeenCalled()
  })
  it('is not busy when idle and passes other attributes through', () => {
    render(
      <Button aria-label="Close dialog" name="close" disabled>
        ×
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Close dialog' })
    expect(button.hasAttribute('aria-busy')).toBe(false)
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(button.getAttribute('name')).toBe('close')
  })
})

describe('<ButtonLink>', () => {
  it('is unchanged: a link with the button classes', () => {
    render(<ButtonLink href="/contact-us">Talk to us</ButtonLink>)
    const link = screen.getByRole('link', { name: 'Talk to us' })
    expect(link.getAttribute('href')).toBe('/contact-us')
    expect(link.className).toBe('button button--primary button--on-light')
  })
  it('applies kind, background and variant', () => {
    render(
      <ButtonLink href="/sign-up" kind="secondary" background="dark" variant="header">
        Sign up
      </ButtonLink>,
    )
    expect(screen.getByRole('link', { name: 'Sign up' }).className).toBe('button button--secondary button--on-dark button--header')
  })
})
