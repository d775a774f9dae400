// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { Form } from '@/blocks/Form/Component'
import type { BlockOf } from '@/blocks/types'
import { inlineRichText } from '@/lib/richText'

afterEach(cleanup)
const context = { path: '/contact-us', pageNumber: 1 }
const block = (fields: Partial<BlockOf<'form'>>): BlockOf<'form'> => ({ blockType: 'form', form: 'contact-sales', ...fields })
const aside = inlineRichText(
  '**Support**\nCustomers open tickets in Mission Control.\n\n**Press, partners and security**\nJournalists can reach us at [press@ostra.com](mailto:press@ostra.com), researchers at [security@ostra.com](mailto:security@ostra.com).',
)

/** Renders the block, then waits for the form's island (next/dynamic), as the browser does. */
async function renderForm(fields: Partial<BlockOf<'form'>>) {
  const result = render(<Form block={block(fields)} context={context} />)
  await act(async () => {
    await import('@/components/forms/SiteForm.client')
  })
  return result
}

/** The grid's items, in reading order. */
const gridItems = (container: HTMLElement) => Array.from(container.querySelectorAll('[data-block="marketing-form"] > .grid > .grid__item'))

describe('<Form>', () => {
  it('sets the words beside the form: heading and intro, then the form in its card, then the text beside it', async () => {
    const { container } = await renderForm({ heading: 'Talk to sales', text: 'We reply within one business day.', aside })
    const [words, form, beside] = gridItems(container)
    expect(gridItems(container)).toHaveLength(3)
    // Halves from the medium size on, stacked below it.
    for (const item of [words, form, beside]) expect(item.className).toContain('grid__item--md-6')
    expect(within(words as HTMLElement).getByRole('heading', { level: 2, name: 'Talk to sales' })).toBeTruthy()
    expect(words.textContent).toContain('We reply within one business day.')
    expect(form.querySelector('form[data-form="contact-sales"]')).not.toBeNull()
    expect(form.querySelector('.light-surface form')).not.toBeNull()
    expect(screen.getByRole('form', { name: 'Talk to sales' })).toBeTruthy()
    expect(beside.textContent).toContain('Customers open tickets in Mission Control.')
    expect(within(beside as HTMLElement).getByText('Support').tagName).toBe('STRONG')
  })

  it('links the e-mail addresses of the text beside the form (mailto:)', async () => {
    await renderForm({ heading: 'Talk to sales', aside })
    for (const address of ['press@ostra.com', 'security@ostra.com']) {
      const link = screen.getByRole('link', { name: new RegExp(address.replace('.', '\\.')) })
      expect(link.getAttribute('href')).toBe(`mailto:${address}`)
    }
  })

  it('leaves the text beside the form out when it is empty, and keeps the heading beside the form', async () => {
    const { container } = await renderForm({ heading: 'Report abuse', aside: inlineRichText('') })
    expect(gridItems(container)).toHaveLength(2)
    expect(screen.getByRole('heading', { name: 'Report abuse' })).toBeTruthy()
    expect(container.querySelector('.richtext-inline')).toBeNull()
  })

  it('shows a form without words as its card alone, with no grid', async () => {
    const { container } = await renderForm({})
    expect(container.querySelector('.grid')).toBeNull()
    expect(container.querySelector('h2')).toBeNull()
    expect(container.querySelector('[data-block="marketing-form"] > .light-surface form[data-form="contact-sales"]')).not.toBeNull()
  })
})
