// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { Link } from '@/components/Link'

afterEach(cleanup)

describe('<Link>', () => {
  it('opens external links in a new tab, without an opener, and says so', () => {
    render(<Link href="https://portal.ostra.com">Log in</Link>)
    const link = screen.getByRole('link', { name: /Log in/ })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link.textContent).toContain('(opens in a new tab)')
    // The icon holds the words: one element, read by screen readers, drawn as the arrow.
    const icon = link.querySelector('.link-icon--external')
    expect(icon?.textContent).toBe(' (opens in a new tab)')
    expect(icon?.hasAttribute('aria-hidden')).toBe(false)
    expect(screen.getByRole('link', { name: /^Log in ?\(opens in a new tab\)$/ })).toBe(link)
  })
  it('keeps internal links in the tab with no icon', () => {
    render(<Link href="/pricing">Pricing</Link>)
    const link = screen.getByRole('link', { name: 'Pricing' })
    expect(link.getAttribute('target')).toBeNull()
    expect(link.querySelector('.link-icon')).toBeNull()
    // The words alone: no empty children written for the icons it does not have, and no class (the underline is set on `a`).
    expect(link.innerHTML).toBe('Pricing')
    expect(link.hasAttribute('class')).toBe(false)
  })
  it('shows a down arrow on hash links', () => {
    render(<Link href="#faq">FAQ</Link>)
    const link = screen.getByRole('link', { name: 'FAQ' })
    expect(link.getAttribute('target')).toBeNull()
    expect(link.querySelector('.link-icon--down[aria-hidden="true"]')).not.toBeNull()
  })
  it('applies kind, direction and underline colour', () => {
    render(
      <Link href="/x" kind="cta" direction="rtl" underlineColor="citron">
        Go
      </Link>,
    )
    const link = screen.getByRole('link', { name: 'Go' })
    expect(link.className).toContain('link--cta')
    expect(link.className).toContain('link--underline-citron')
    expect(link.getAttribute('dir')).toBe('rtl')
  })
})
