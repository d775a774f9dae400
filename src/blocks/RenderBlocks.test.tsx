// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { LayoutBlock } from '@/blocks/types'

afterEach(cleanup)

/** Stored JSON as the database hands it over: partial, stale or malformed blocks the generated types do not describe. */
function Stored({ blocks, ...props }: Omit<ComponentProps<typeof RenderBlocks>, 'blocks'> & { blocks: readonly unknown[] }) {
  return <RenderBlocks {...props} blocks={blocks as readonly LayoutBlock[]} />
}
const context = { path: '/test', pageNumber: 1 }

describe('<Stored>', () => {
  it('renders a Section with its nested blocks inside it', () => {
    render(
      <Stored
        context={context}
        blocks={[
          {
            blockType: 'section',
            anchor: 'why',
            heading: 'Why it matters',
            backgroundColor: 'black',
            spacingTop: 'none',
            spacingBottom: 'continuous',
            blocks: [{ blockType: 'stats', items: [{ value: '99.999%', label: 'uptime' }] }],
          },
        ]}
      />,
    )
    const section = screen.getByRole('region', { name: 'Why it matters' })
    expect(section.id).toBe('why')
    // Black is a dark background: cream text.
    expect(section.className).toContain('section--dark')
    expect(section.className).toContain('section--top-none')
    expect(section.className).toContain('section--bottom-continuous')
    expect(within(section).getByText('99.999%')).toBeTruthy()
  })
  it('applies the Section defaults (cream, contrasting) when values are missing', () => {
    const { container } = render(<Stored context={context} blocks={[{ blockType: 'section', blocks: [] }]} />)
    const section = container.querySelector('section')
    expect(section?.className).toContain('section--bg-cream')
    expect(section?.className).toContain('section--top-contrasting')
    expect(section?.className).not.toContain('section--dark')
  })
  it('leaves out an unknown or malformed block for visitors, with a warning, and renders the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { container } = render(
      <Stored
        context={context}
        blocks={[
          { blockType: 'carousel', slides: [] },
          null,
          { blockType: 'faq', heading: 'Questions', items: [{ question: 'Is there a free trial?', answer: 'Yes.' }] },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Questions' })).toBeTruthy()
    expect(screen.getByText('Is there a free trial?')).toBeTruthy()
    expect(screen.queryByRole('note')).toBeNull()
    expect(container.querySelectorAll('.page-block')).toHaveLength(1)
    expect(warn).toHaveBeenCalledWith('[blocks] cannot render an unknown block type "carousel" on /test')
    expect(warn).toHaveBeenCalledWith('[blocks] cannot render a block that is not an object on /test')
    warn.mockRestore()
  })
  it('shows editors previewing a draft a visible note in place of a block it cannot render, and still logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(
      <Stored
        context={{ ...context, previewing: true }}
        blocks={[
          { blockType: 'section', heading: 'Why', backgroundColor: 'cream', blocks: [{ blockType: 'carousel' }] },
          { blockType: 'carousel', slides: [] },
        ]}
      />,
    )
    const notes = screen.getAllByRole('note')
    expect(notes).toHaveLength(2)
    // The first in its place inside the Section.
    expect(notes[0].closest('section')?.textContent).toContain('Why')
    expect(notes[0].textContent).toContain('an unknown block type "carousel"')
    expect(notes[1].textContent).toMatch(/cannot be shown.*Visitors see nothing here/)
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })
  it('renders a pricing table as a real table', () => {
    render(
      <Stored
        context={context}
        blocks={[{ blockType: 'pricingTable', heading: 'SMS', currency: 'USD', rows: [{ item: 'Outbound SMS', unit: 'per message', price: '$0.0040' }] }]}
      />,
    )
    const table = screen.getByRole('table')
    expect(within(table).getByRole('columnheader', { name: 'Price (USD)' })).toBeTruthy()
    // The unit is in the row's header too (shown under the item on phones, where the unit column gives way).
    expect(within(table).getByRole('rowheader', { name: /^Outbound SMS/ }).textContent).toContain('per message')
    expect(within(table).getByRole('cell', { name: 'per message' })).toBeTruthy()
  })

  describe('the page container', () => {
    const faq = { blockType: 'faq', heading: 'Questions', items: [{ question: 'Is there a free trial?', answer: 'Yes.' }] }
    // How many containers hold an element: one keeps it off the screen edge, two would double the margins.
    const containersAround = (element: Element) => {
      let count = 0
      for (let node: Element | null = element; node; node = node.parentElement) if (node.classList.contains('container')) count++
      return count
    }

    it('puts a block placed at the top of a page inside the page container', () => {
      render(<Stored context={context} blocks={[faq]} />)
      expect(containersAround(screen.getByRole('heading', { name: 'Questions' }))).toBe(1)
    })
    it('adds nothing around blocks that draw their own band, nor inside a Section', () => {
      render(
        <Stored
          context={context}
          blocks={[
            { blockType: 'hero', heading: 'Voice for builders' },
            { blockType: 'ctaBanner', heading: 'Start today', backgroundColor: 'black' },
            { blockType: 'section', heading: 'Why', blocks: [faq] },
          ]}
        />,
      )
      for (const name of ['Voice for builders', 'Start today', 'Why', 'Questions']) {
        expect(containersAround(screen.getByRole('heading', { name })), name).toBe(1)
      }
    })
  })

  describe('block experiments', () => {
    const variants = [
      { blockType: 'stats', items: [{ value: 'A-figure', label: 'control' }], experiment: { key: 'stats-test', variant: 'A' } },
      { blockType: 'stats', items: [{ value: 'B-figure', label: 'variant' }], experiment: { key: 'stats-test', variant: 'B' } },
      { blockType: 'stats', items: [{ value: 'always', label: 'outside' }] },
    ]

    it('renders the visitor’s variant and every block outside experiments', () => {
      render(<Stored context={{ ...context, experiments: { 'stats-test': 1 } }} blocks={variants} />)
      expect(screen.queryByText('A-figure')).toBeNull()
      expect(screen.getByText('B-figure')).toBeTruthy()
      expect(screen.getByText('always')).toBeTruthy()
    })

    it('renders the control when the experiment is not running for this render', () => {
      render(<Stored context={context} blocks={variants} />)
      expect(screen.getByText('A-figure')).toBeTruthy()
      expect(screen.queryByText('B-figure')).toBeNull()
    })

    it('shows editors every variant in preview, each labelled', () => {
      const { container } = render(<Stored context={{ ...context, previewing: true }} blocks={variants} />)
      expect(screen.getByText('A-figure')).toBeTruthy()
      expect(screen.getByText('B-figure')).toBeTruthy()
      const labels = [...container.querySelectorAll('.experiment-preview')].map((el) => el.getAttribute('data-experiment'))
      expect(labels).toEqual(['A/B test stats-test · variant A', 'A/B test stats-test · variant B'])
    })
  })
})
