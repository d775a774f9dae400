// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { Section } from '@/blocks/Section/Component'
import { SECTION_BACKGROUNDS } from '@/lib/design'
import type { Media, SectionBlock } from '@/payload-types'

afterEach(cleanup)
const context = { path: '/test', pageNumber: 1 }
const block = (fields: Partial<SectionBlock>) => ({ blockType: 'section', ...fields }) as SectionBlock
const image: Media = { id: 7, alt: 'Waves', url: '/media/waves.jpg', width: 1600, height: 900, createdAt: '2025-01-01', updatedAt: '2025-01-01' }
const classesOf = (fields: Partial<SectionBlock>) => {
  const { container } = render(<Section block={block(fields)} context={context} />)
  const section = container.querySelector('section')
  if (!section) throw new Error('no section')
  return section.className.split(' ')
}

describe('<Section>', () => {
  it('defaults to cream with contrasting spacing, clipped, no image', () => {
    const classes = classesOf({})
    expect(classes).toEqual(['section', 'section--bg-cream', 'section--top-contrasting', 'section--bottom-contrasting'])
  })
  it('gives black and blue (only) the dark class', () => {
    for (const background of SECTION_BACKGROUNDS) {
      const classes = classesOf({ backgroundColor: background })
      expect(classes).toContain(`section--bg-${background}`)
      expect(classes.includes('section--dark')).toBe(background === 'black' || background === 'blue')
      cleanup()
    }
  })
  it('applies spacing and overflow', () => {
    const classes = classesOf({ spacingTop: 'none', spacingBottom: 'continuous', hasOverflow: true })
    expect(classes).toContain('section--top-none')
    expect(classes).toContain('section--bottom-continuous')
    expect(classes).toContain('section--overflow')
  })
  it('draws the background image with its fit, hidden from screen readers', () => {
    const { container } = render(<Section block={block({ backgroundImage: { image, fit: 'contain' } })} context={context} />)
    const wrapper = container.querySelector('.section__background')
    expect(wrapper?.className).toBe('section__background section__background--contain')
    expect(wrapper?.getAttribute('aria-hidden')).toBe('true')
    expect(wrapper?.querySelector('img')?.getAttribute('src')).toContain('waves.jpg')
    expect(container.querySelector('section')?.className).toContain('section--has-image')
  })
  it('defaults the fit to cover and skips an image that is only an id', () => {
    const { container } = render(<Section block={block({ backgroundImage: { image } })} context={context} />)
    expect(container.querySelector('.section__background')?.className).toContain('section__background--cover')
    cleanup()
    const { container: unpopulated } = render(<Section block={block({ backgroundImage: { image: 7, fit: 'fill' } })} context={context} />)
    expect(unpopulated.querySelector('.section__background')).toBeNull()
  })
  it('is a region named by its heading when it has an anchor, with children inside', () => {
    render(
      <Section block={block({ anchor: 'why', heading: 'Why Ostra', intro: 'Because.' })} context={context}>
        <p>Nested block</p>
      </Section>,
    )
    const region = screen.getByRole('region', { name: 'Why Ostra' })
    expect(region.id).toBe('why')
    expect(region.textContent).toContain('Nested block')
    expect(region.textContent).toContain('Because.')
  })
  it('puts a side picture after the words, with its alt text, on the side chosen', () => {
    const { container } = render(
      <Section block={block({ heading: 'Full call control', sideImage: { image, position: 'start' } })} context={context}>
        <p>Nested block</p>
      </Section>,
    )
    const [content, side] = Array.from(container.querySelectorAll('.section__split > *'))
    expect(content?.textContent).toContain('Full call control')
    expect(content?.textContent).toContain('Nested block')
    expect(side?.className).toContain('section__side--start')
    expect(screen.getByRole('img', { name: 'Waves' })).toBeTruthy()
    cleanup()
    const { container: defaulted } = render(<Section block={block({ sideImage: { image } })} context={context} />)
    expect(defaulted.querySelector('.section__side')?.className).toContain('section__side--end')
  })
  it('links a side picture to its full-size file, named for what it opens, with a visible "Full size" chip', () => {
    const screenImage: Media = { ...image, alt: 'The call timeline', url: '/api/media/file/call-timeline.webp', mimeType: 'image/webp', width: 1200 }
    const { container } = render(<Section block={block({ heading: 'Full call control', sideImage: { image: screenImage } })} context={context} />)
    const link = screen.getByRole('link', { name: 'Open full size: The call timeline' })
    // The upload's own file, not a resized copy, so a phone can zoom into it.
    expect(link.getAttribute('href')).toBe('/api/media/file/call-timeline.webp')
    expect(link.getAttribute('target')).toBeNull()
    expect(link.closest('.section__side')).not.toBeNull()
    expect(link.querySelector('img')?.getAttribute('alt')).toBe('The call timeline')
    const chip = link.querySelector('.section__side-zoom-label')
    expect(chip?.textContent).toBe('Full size')
    expect(chip?.getAttribute('aria-hidden')).toBe('true')
    // A plain link: nothing to hydrate.
    expect(container.querySelector('button, script')).toBeNull()
  })
  it('names the link without alt text, and links no video or animation beside the content', () => {
    render(<Section block={block({ sideImage: { image: { ...image, alt: '' } } })} context={context} />)
    expect(screen.getByRole('link', { name: 'Open the picture full size' }).getAttribute('href')).toBe('/media/waves.jpg')
    cleanup()
    for (const [url, mimeType] of [
      ['/media/demo.mp4', 'video/mp4'],
      ['/media/pulse.json', 'application/json'],
    ]) {
      const { container } = render(<Section block={block({ sideImage: { image: { ...image, url, mimeType } } })} context={context} />)
      expect(container.querySelector('.section__side')).not.toBeNull()
      expect(container.querySelector('.section__side a')).toBeNull()
      cleanup()
    }
  })
  it('keeps the plain layout when the side picture is missing or only an id', () => {
    const { container } = render(<Section block={block({ heading: 'Plain', sideImage: { image: 7 } })} context={context} />)
    expect(container.querySelector('.section__split')).toBeNull()
    expect(container.querySelector('h2')?.textContent).toBe('Plain')
  })
})
