// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { HeaderNav, type HeaderMenus } from '@/components/header/HeaderNav.client'
import { summarizeNavigation, type NavGroup } from '@/lib/pages'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const GROUPS: NavGroup[] = [
  {
    label: 'Products',
    href: '/products',
    entries: [
      {
        label: 'Voice',
        href: '',
        description: 'Make, receive and route calls worldwide',
        items: [
          { label: 'Voice API', href: '/products/voice-api' },
          { label: 'SIP Trunking', href: '/products/sip-trunking', isNew: true },
        ],
      },
    ],
  },
  { label: 'Pricing', href: '/pricing', entries: [{ label: 'Messaging pricing', href: '/pricing/messaging', items: [] }] },
  { label: 'Docs', href: '/docs', entries: [] },
]

const MENUS_SRC = '/api/navigation?v=abc123'

const nav = (variant: 'new' | 'old' = 'new', menus: HeaderMenus = { groups: GROUPS }) => (
  <HeaderNav
    groups={summarizeNavigation(GROUPS)}
    menus={menus}
    variant={variant}
    signUp={{ label: 'Sign up', href: '/sign-up' }}
    topLinks={[{ label: 'Log in', href: 'https://portal.example', external: true }]}
  />
)

describe('<HeaderNav>', () => {
  it('sends no closed panel’s links in the page’s HTML: a panel needs the script to open, and is drawn then', () => {
    const html = renderToString(nav())
    expect(html).toContain('Products')
    expect(html).toContain('href="/docs"')
    for (const href of ['/products/voice-api', '/products/sip-trunking', '/pricing/messaging']) expect(html).not.toContain(`href="${href}"`)
    // The panels are there, empty and hidden, for the buttons' aria-controls.
    expect(html.match(/class="main-nav__panel" hidden=""/g)).toHaveLength(2)
  })

  it('draws a panel’s links when its button opens it, one panel at a time, and empties it on Escape with the focus back on its button', () => {
    render(nav())
    const products = screen.getByRole('button', { name: 'Products' })
    const pricing = screen.getByRole('button', { name: 'Pricing' })
    expect(screen.queryByRole('link', { name: 'Voice API' })).toBeNull()

    fireEvent.click(products)
    expect(products.getAttribute('aria-expanded')).toBe('true')
    const panel = document.getElementById(products.getAttribute('aria-controls') ?? '') as HTMLElement
    expect(panel.hidden).toBe(false)
    expect(within(panel).getByRole('link', { name: 'Voice API' }).getAttribute('href')).toBe('/products/voice-api')
    expect(within(panel).getByRole('link', { name: 'All products' }).getAttribute('href')).toBe('/products')
    expect(within(panel).getByText('Make, receive and route calls worldwide')).toBeTruthy()

    fireEvent.click(pricing)
    expect(panel.hidden).toBe(true)
    expect(within(panel).queryByRole('link')).toBeNull()
    expect(screen.getByRole('link', { name: 'Messaging pricing' })).toBeTruthy()

    fireEvent.keyDown(document, { key: 'Escape' })
    expect(pricing.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('link', { name: 'Messaging pricing' })).toBeNull()
    expect(document.activeElement).toBe(pricing)
  })

  it('draws the old variant’s plain list the same way, only when opened', () => {
    render(nav('old'))
    expect(screen.queryByRole('link', { name: 'SIP Trunking' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Products' }))
    expect(screen.getByRole('link', { name: 'SIP Trunking' }).getAttribute('href')).toBe('/products/sip-trunking')
  })

  describe('menus fetched from the navigation endpoint (every public page)', () => {
    /** The endpoint as the site answers it: `status` and the body, counted. */
    function serveMenus(status = 200) {
      const fetched = vi.fn(async (url: string) =>
        url === MENUS_SRC && status === 200 ? Response.json({ version: 'abc123', groups: GROUPS }) : new Response('{}', { status }),
      )
      vi.stubGlobal('fetch', fetched)
      return fetched
    }

    it('carries no menu entry in the page: neither links nor the data the island draws them from', () => {
      const html = renderToString(nav('new', { src: MENUS_SRC }))
      for (const text of ['Make, receive and route calls worldwide', 'Voice API', 'Messaging pricing']) expect(html).not.toContain(text)
      expect(html).toContain('href="/docs"')
    })

    it('fetches the menus once, when the visitor points at the navigation, and draws a panel from them', async () => {
      const fetched = serveMenus()
      render(nav('new', { src: MENUS_SRC }))
      expect(fetched).not.toHaveBeenCalled()
      const main = screen.getByRole('navigation', { name: 'Main' })
      fireEvent.pointerEnter(main)
      fireEvent.pointerEnter(main)
      fireEvent.focus(screen.getByRole('button', { name: 'Products' }))
      expect(fetched).toHaveBeenCalledTimes(1)
      fireEvent.click(screen.getByRole('button', { name: 'Products' }))
      expect((await screen.findByRole('link', { name: 'Voice API' })).getAttribute('href')).toBe('/products/voice-api')
      expect(fetched).toHaveBeenCalledTimes(1)
    })

    it('says a menu is loading when opened before its entries arrive, then draws them', async () => {
      let answer: (response: Response) => void = () => {}
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
      )
      render(nav('old', { src: MENUS_SRC }))
      fireEvent.click(screen.getByRole('button', { name: 'Products' }))
      expect(screen.getByRole('status').textContent).toBe('Loading…')
      expect(screen.getByRole('link', { name: 'All products' }).getAttribute('href')).toBe('/products')
      await act(async () => answer(Response.json({ version: 'abc123', groups: GROUPS })))
      expect(await screen.findByRole('link', { name: 'SIP Trunking' })).toBeTruthy()
      expect(screen.queryByRole('status')).toBeNull()
    })

    it('says so when the menus cannot be fetched, and tries again at the next reach for them', async () => {
      const failing = serveMenus(503)
      render(nav('new', { src: MENUS_SRC }))
      fireEvent.click(screen.getByRole('button', { name: 'Products' }))
      fireEvent.focus(screen.getByRole('button', { name: 'Products' }))
      expect(await screen.findByText(/This menu could not be loaded/)).toBeTruthy()
      expect(failing).toHaveBeenCalledTimes(1)

      serveMenus()
      fireEvent.pointerEnter(screen.getByRole('navigation', { name: 'Main' }))
      expect(await screen.findByRole('link', { name: 'Voice API' })).toBeTruthy()
    })

    it('fetches them by itself once the page is idle, and the mobile menu draws its families from them', async () => {
      const fetched = serveMenus()
      let idle: () => void = () => {}
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
        idle = callback
        return 1
      })
      vi.stubGlobal('cancelIdleCallback', () => {})
      render(nav('new', { src: MENUS_SRC }))
      expect(fetched).not.toHaveBeenCalled()
      await act(async () => idle())
      expect(fetched).toHaveBeenCalledTimes(1)
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
      const mobile = screen.getByRole('dialog', { name: 'Menu' })
      expect(await within(mobile).findByRole('link', { name: /SIP Trunking/ })).toBeTruthy()
      expect(fetched).toHaveBeenCalledTimes(1)
    })

    it('ignores an answer of another shape, as a failure', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json({ version: 'abc123', groups: [{ label: 'Products' }] })),
      )
      render(nav('new', { src: MENUS_SRC }))
      fireEvent.click(screen.getByRole('button', { name: 'Products' }))
      fireEvent.focus(screen.getByRole('button', { name: 'Products' }))
      expect(await screen.findByText(/This menu could not be loaded/)).toBeTruthy()
    })
  })
})
