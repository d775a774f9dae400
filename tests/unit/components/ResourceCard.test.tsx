// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { cardImage } from '@/lib/media/imageCandidate'
import { ResourceCard } from '@/components/ResourceCard'
import type { Media } from '@/payload-types'

afterEach(cleanup)

const upload = (over: Partial<Media> = {}): Media => ({
  id: 1,
  alt: 'Sound waves crossing call routes',
  url: '/api/media/file/seed-voice.webp',
  filename: 'seed-voice.webp',
  mimeType: 'image/webp',
  width: 1600,
  height: 1000,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
})

describe('a resource card', () => {
  const article = { title: 'Latency budgets', path: '/resources/latency', description: null, category: 'voice', publishedAt: '2026-11-12T12:00:00.000Z' }

  it('shows its article’s picture above the title, resized by the optimizer, as decoration', () => {
    const { container } = render(<ResourceCard {...article} image={cardImage(upload())} />)
    const img = container.querySelector('img')
    expect(img?.getAttribute('alt')).toBe('')
    expect(img?.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2Fseed-voice\.webp&w=\d+/)
    expect(img?.getAttribute('srcset')?.split(', ').length).toBeGreaterThan(1)
    expect(img?.getAttribute('sizes')).toContain('400px')
    expect(Number(img?.getAttribute('width')) / Number(img?.getAttribute('height'))).toBeCloseTo(1.6, 2)
    // The picture comes first, then the link that names the article.
    expect(img?.compareDocumentPosition(screen.getByRole('link', { name: 'Latency budgets' })) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  })

  it('has no picture when its article has none, or when the upload is not populated or has no size', () => {
    for (const image of [null, cardImage(undefined), cardImage(7), cardImage(upload({ width: null, height: null }))]) {
      const { container, unmount } = render(<ResourceCard {...article} image={image} />)
      expect(container.querySelector('img')).toBeNull()
      // A plain card: no modifier for a picture running to its edges.
      expect(container.querySelector('li')?.classList).toHaveLength(1)
      unmount()
    }
  })

  it('serves a vector as it is: no optimizer can resize it', () => {
    const image = cardImage(upload({ url: '/api/media/file/logo.svg', mimeType: 'image/svg+xml' }))
    expect(image?.src).toBe('/api/media/file/logo.svg')
    expect(image?.srcSet).toBeUndefined()
  })
})
