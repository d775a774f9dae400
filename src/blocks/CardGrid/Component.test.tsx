// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { CardGrid } from '@/blocks/CardGrid/Component'
import { CARD_PARTS } from '@/components/Card'
import { Icon } from '@/components/Icon'
import { ICON_NAMES } from '@/lib/design'
import type { CardGridBlock, Media } from '@/payload-types'

afterEach(cleanup)
const context = { path: '/test', pageNumber: 1 }
const picture: Media = { id: 3, alt: 'A SIM card', url: '/media/sim.webp', width: 800, height: 500, createdAt: '2026-01-01', updatedAt: '2026-01-01' }
const grid = (cards: CardGridBlock['cards']): CardGridBlock => ({ blockType: 'cardGrid', columns: '3', cards })

describe('<CardGrid> icons', () => {
  it('draws a card’s icon above its title, hidden from screen readers', () => {
    const { container } = render(<CardGrid block={grid([{ icon: 'sim', title: 'IoT SIM' }])} context={context} />)
    const icon = container.querySelector(`li svg.${CARD_PARTS.icon}`)
    expect(icon?.getAttribute('aria-hidden')).toBe('true')
    expect(icon?.nextElementSibling?.textContent).toBe('IoT SIM')
  })
  it('shows the picture instead when a card has both, and nothing for an unknown icon', () => {
    const { container } = render(
      <CardGrid
        block={grid([
          { icon: 'sim', title: 'With picture', image: picture },
          // A stored value from an older icon list: the card still renders, without an icon.
          { icon: 'satellite' as never, title: 'Unknown icon' },
        ])}
        context={context}
      />,
    )
    expect(screen.getByRole('img', { name: 'A SIM card' })).toBeTruthy()
    expect(container.getElementsByClassName(CARD_PARTS.icon)).toHaveLength(0)
    expect(screen.getByText('Unknown icon')).toBeTruthy()
  })
  it('has a drawing for every icon in the list', () => {
    for (const name of ICON_NAMES) {
      const markup = renderToStaticMarkup(<Icon name={name} />)
      expect(markup, name).toMatch(/<(path|circle) /)
    }
  })
})
