// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { CardGrid } from '@/blocks/CardGrid/Component'
import { CtaBanner } from '@/blocks/CtaBanner/Component'
import { Faq } from '@/blocks/Faq/Component'
import { registry } from '@/blocks/registry'
import { Hero } from '@/blocks/Hero/Component'
import { HERO_TEXT_CLASS } from '@/components/HeroBand'
import { RichText } from '@/components/RichText'
import { bold, inlineRichText, inlineState, italic, link, paragraph, type LexicalState } from '@/lib/richText'
import type { Media } from '@/payload-types'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const media = (over: Partial<Media> = {}): Media => ({
  id: 9,
  alt: 'A phone on a desk',
  url: '/api/media/file/desk.jpg',
  filename: 'desk.jpg',
  mimeType: 'image/jpeg',
  width: 1200,
  height: 800,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
})

/** Editor state with extra top-level nodes (uploads, blocks) after a paragraph. */
const withNodes = (...nodes: Record<string, unknown>[]): LexicalState => {
  const state = inlineState(paragraph('Before.'))
  ;(state.root.children as unknown[]).push(...nodes)
  return state
}

describe('<RichText> links', () => {
  it("links an internal document to its page's path", () => {
    render(
      <RichText data={inlineState(paragraph('Read ', link({ relationTo: 'pages', value: { id: 3, path: '/products/voice-api' } }, ['the Voice API']), '.'))} />,
    )
    const anchor = screen.getByRole('link', { name: 'the Voice API' })
    expect(anchor.getAttribute('href')).toBe('/products/voice-api')
    expect(anchor.getAttribute('target')).toBeNull()
    expect(anchor.querySelector('svg')).toBeNull()
  })

  it('links a document of another routed collection by its path too', () => {
    render(
      <RichText
        data={inlineState(paragraph(link({ relationTo: 'customer-stories', value: { id: 2, path: '/customer-stories/harbor-health' } }, ['Harbor Health'])))}
      />,
    )
    expect(screen.getByRole('link', { name: 'Harbor Health' }).getAttribute('href')).toBe('/customer-stories/harbor-health')
  })

  it('shows the text without a link when the document is only an id (unpublished or not populated), never href="#"', () => {
    const { container } = render(<RichText data={inlineState(paragraph('See ', link({ relationTo: 'pages', value: 12 }, ['a draft']), '.'))} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.textContent).toBe('See a draft.')
    expect(container.querySelector('a[href="#"]')).toBeNull()
  })

  it('opens external links in a new tab without an opener, with the external icon', () => {
    render(<RichText data={inlineRichText('Read [the docs](https://developers.ostra.com/voice).')} />)
    const anchor = screen.getByRole('link', { name: /the docs/ })
    expect(anchor.getAttribute('href')).toBe('https://developers.ostra.com/voice')
    expect(anchor.getAttribute('target')).toBe('_blank')
    expect(anchor.getAttribute('rel')).toContain('noopener')
    expect(anchor.querySelector('.link-icon--external')).not.toBeNull()
    expect(anchor.textContent).toContain('(opens in a new tab)')
  })

  it('keeps custom internal links in the tab, and shows the down arrow on hash links', () => {
    render(<RichText data={inlineRichText('See [pricing](/pricing) or [the FAQ](#faq), or call [us](tel:+15550100).')} />)
    const internal = screen.getByRole('link', { name: 'pricing' })
    expect(internal.getAttribute('target')).toBeNull()
    expect(internal.querySelector('.link-icon')).toBeNull()
    const hash = screen.getByRole('link', { name: 'the FAQ' })
    expect(hash.getAttribute('href')).toBe('#faq')
    expect(hash.getAttribute('target')).toBeNull()
    expect(hash.querySelector('.link-icon--down')).not.toBeNull()
    expect(screen.getByRole('link', { name: 'us' }).getAttribute('target')).toBeNull()
  })

  it('treats autolinks like links, and leaves links without an address as text', () => {
    const state = inlineState(
      paragraph(
        {
          type: 'autolink',
          fields: { linkType: 'custom', url: 'https://status.ostra.com' },
          children: [{ type: 'text', text: 'status.ostra.com', format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
          direction: 'ltr',
          format: '',
          indent: 0,
          version: 2,
        },
        ' and ',
        link('', ['nowhere']),
      ),
    )
    render(<RichText data={state} />)
    expect(screen.getByRole('link', { name: /status\.ostra\.com/ }).getAttribute('target')).toBe('_blank')
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(screen.getByText(/nowhere/)).toBeTruthy()
  })
})

describe('<RichText> formatting and nodes', () => {
  it('renders bold and italic', () => {
    const { container } = render(<RichText data={inlineState(paragraph('Plain, ', bold('bold'), ' and ', italic('italic'), '.'))} />)
    expect(container.querySelector('p strong')?.textContent).toBe('bold')
    expect(container.querySelector('p em')?.textContent).toBe('italic')
  })

  it('renders an uploaded image through the media component', () => {
    render(<RichText data={withNodes({ type: 'upload', relationTo: 'media', value: media(), fields: {}, id: 'u1', version: 3, format: '' })} />)
    const image = screen.getByRole('img', { name: 'A phone on a desk' })
    expect(image.getAttribute('src')).toContain('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fdesk.jpg')
    expect(image.getAttribute('width')).toBe('1200')
  })

  it('links other uploaded files, and skips an upload that is only an id', () => {
    const pdf = media({ url: '/api/media/file/rates.pdf', filename: 'rates.pdf', mimeType: 'application/pdf', width: null, height: null })
    const { container } = render(
      <RichText
        data={withNodes(
          { type: 'upload', relationTo: 'media', value: pdf, fields: {}, id: 'u2', version: 3 },
          { type: 'upload', relationTo: 'media', value: 4, fields: {}, id: 'u3', version: 3 },
        )}
      />,
    )
    expect(screen.getByRole('link', { name: 'rates.pdf' }).getAttribute('href')).toBe('/api/media/file/rates.pdf')
    expect(container.querySelectorAll('img')).toHaveLength(0)
  })

  it('never breaks on nodes it has no converter for (blocks, new features)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = render(
      <RichText
        data={withNodes(
          { type: 'block', fields: { blockType: 'callout', text: 'x' }, version: 2, format: '' },
          { type: 'someFutureElement', children: [{ type: 'text', text: 'Kept words.', format: 0, version: 1 }], version: 1 },
        )}
      />,
    )
    expect(container.textContent).toBe('Before.Kept words.')
    expect(container.textContent).not.toContain('unknown node')
    expect(error).not.toHaveBeenCalled()
  })

  it('renders nothing for empty text, and wraps inline text without prose styles', () => {
    const { container, rerender } = render(<RichText data={inlineState(paragraph(''))} className="intro" variant="inline" />)
    expect(container.innerHTML).toBe('')
    rerender(<RichText data={inlineRichText('Hello')} className="intro" variant="inline" />)
    expect(container.firstElementChild?.className).toBe('richtext-inline intro')
    rerender(<RichText data={inlineRichText('Hello')} />)
    expect(container.firstElementChild?.className).toBe('prose')
  })
})

describe('blocks with formatted text', () => {
  const context = { path: '/styleguide', pageNumber: 1 }

  it('render it in place of the old paragraph, with the same classes', () => {
    const { container } = render(
      <>
        <Hero block={registry.hero.fixture} context={context} />
        <CardGrid block={registry.cardGrid.fixture} context={context} />
        <Faq block={registry.faq.fixture} context={context} />
        <CtaBanner block={registry.ctaBanner.fixture} context={context} />
      </>,
    )
    expect(container.querySelector(`.${HERO_TEXT_CLASS}.richtext-inline p strong`)?.textContent).toBe('over 100 countries')
    expect(container.querySelectorAll('li .richtext-inline p')).toHaveLength(3)
    expect(container.querySelector('details .richtext-inline a[href="/pricing"]')?.textContent).toBe('plans')
    expect(container.querySelector('details .richtext-inline a[href="#fixture-section"] .link-icon--down')).not.toBeNull()
    expect(container.querySelector('aside a[href="https://developers.ostra.com"]')?.getAttribute('target')).toBe('_blank')
  })

  it('leave the text out when it is empty', () => {
    const { container } = render(<Hero block={{ ...registry.hero.fixture, text: null }} context={context} />)
    expect(container.getElementsByClassName(HERO_TEXT_CLASS)).toHaveLength(0)
    expect(container.querySelector('h1')?.textContent).toBe(registry.hero.fixture.heading)
  })
})
