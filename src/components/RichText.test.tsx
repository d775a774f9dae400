// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { bold, inlineState, link, paragraph } from '@/lib/richText'

import { RichText } from './RichText'

afterEach(cleanup)

describe('<RichText> e-mail addresses', () => {
  it('links an address typed in running text (mailto:), keeping the sentence and its formatting around it', () => {
    const { container } = render(
      <RichText data={inlineState(paragraph('Journalists can reach us at press@ostra.com. Or ', bold('security@ostra.com'), ' for reports.'))} />,
    )
    expect(screen.getByRole('link', { name: 'press@ostra.com' }).getAttribute('href')).toBe('mailto:press@ostra.com')
    const strong = screen.getByRole('link', { name: 'security@ostra.com' })
    expect(strong.getAttribute('href')).toBe('mailto:security@ostra.com')
    expect(strong.querySelector('strong')).not.toBeNull()
    expect(container.textContent).toBe('Journalists can reach us at press@ostra.com. Or security@ostra.com for reports.')
  })

  it('leaves an address inside a link alone (no link in a link), and text without one as it is', () => {
    const { container } = render(<RichText data={inlineState(paragraph(link('/contact-us', ['sales@ostra.com'])), paragraph('No address @ here.'))} />)
    expect(container.querySelectorAll('a')).toHaveLength(1)
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/contact-us')
    expect(container.textContent).toContain('No address @ here.')
  })
})
