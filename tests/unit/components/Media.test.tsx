// @vitest-environment jsdom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { act, cleanup, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { HostedVideo } from '@/components/media/HostedVideo'
import { Media } from '@/components/media/Media'
import { MediaImage } from '@/components/MediaImage'
import type { Media as MediaDoc } from '@/payload-types'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  vi.resetModules()
})

const upload = (over: Partial<MediaDoc> = {}): MediaDoc => ({
  id: 1,
  alt: 'A phone on a desk',
  url: '/api/media/file/desk.jpg',
  mimeType: 'image/jpeg',
  width: 2400,
  height: 1200,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
})

describe('<Media> images', () => {
  it("goes through Next's optimizer, at most as wide as the grid, lazily by default", () => {
    render(<Media src="/api/media/file/desk.jpg" alt="A desk" width={2400} height={1200} sizes="100vw" />)
    const image = screen.getByRole('img', { name: 'A desk' })
    expect(image.getAttribute('src')).toContain('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fdesk.jpg')
    expect(image.getAttribute('srcset')).toMatch(/\/_next\/image\?url=.+ \d+w/)
    expect(image.getAttribute('sizes')).toBe('100vw')
    expect(image.getAttribute('width')).toBe('1408')
    expect(image.getAttribute('height')).toBe('704')
    expect(image.getAttribute('loading')).toBe('lazy')
  })

  it('loads a preloaded image eagerly with high priority', () => {
    render(<Media src="/api/media/file/desk.jpg" alt="A desk" width={800} height={600} preload />)
    const image = screen.getByRole('img', { name: 'A desk' })
    expect(image.getAttribute('loading')).toBe('eager')
    expect(image.getAttribute('fetchpriority')).toBe('high')
  })

  it('serves SVGs and other hosts as they are', () => {
    render(
      <>
        <Media src="/logos/ostra.svg" alt="Ostra" width={120} height={40} />
        <Media src="https://images.example.com/a.png" alt="Elsewhere" width={400} height={300} />
      </>,
    )
    expect(screen.getByRole('img', { name: 'Ostra' }).getAttribute('src')).toBe('/logos/ostra.svg')
    expect(screen.getByRole('img', { name: 'Elsewhere' }).getAttribute('src')).toBe('https://images.example.com/a.png')
  })

  it('art-directs a mobile file below medium, or below small when xs only', () => {
    const { container, rerender } = render(<Media src="/wide.svg" mobileSrc="/tall.svg" alt="Chart" />)
    expect(container.querySelector('picture source')?.getAttribute('media')).toBe('(max-width: 719px)')
    expect(container.querySelector('picture source')?.getAttribute('srcset')).toBe('/tall.svg')
    rerender(<Media src="/wide.svg" mobileSrc="/tall.svg" mobileMediaOnXsOnly alt="Chart" />)
    expect(container.querySelector('picture source')?.getAttribute('media')).toBe('(max-width: 429px)')
  })

  it('wraps the media in a figure when it has a caption', () => {
    render(<Media src="/chart.svg" alt="Chart" caption="Calls per second, 2025" className="block-media" />)
    const figure = screen.getByRole('figure')
    expect(figure.className).toContain('block-media')
    expect(figure.querySelector('figcaption')?.textContent).toBe('Calls per second, 2025')
    expect(screen.getByRole('img', { name: 'Chart' }).className).toBe('')
  })

  it('renders nothing without an address', () => {
    const { container } = render(<Media alt="Nothing" />)
    expect(container.innerHTML).toBe('')
  })
})

describe('<Media> with the image CDN', () => {
  async function renderWithCdn(src: string) {
    vi.stubEnv('IMAGE_CDN_URL', 'https://ostra.com/cdn-cgi/image')
    vi.stubEnv('IMAGE_CDN_PATTERNS', '/api/media/file/')
    vi.resetModules()
    // The environment is read when the module loads.
    const { Media: MediaWithCdn } = await import('@/components/media/Media')
    render(<MediaWithCdn src={src} alt="Picture" width={800} height={400} imageQuality={70} />)
    return screen.getByRole('img', { name: 'Picture' })
  }

  it('rewrites a matching address through the CDN, with width, format and quality', async () => {
    const image = await renderWithCdn('/api/media/file/desk.jpg')
    expect(image.getAttribute('src')).toBe('https://ostra.com/cdn-cgi/image/width=800,format=auto,quality=70/api/media/file/desk.jpg')
    expect(image.getAttribute('srcset')).toContain('width=1600,format=auto,quality=70/api/media/file/desk.jpg 2x')
  })

  it("leaves an address outside the patterns to Next's optimizer", async () => {
    const image = await renderWithCdn('/images/desk.jpg')
    expect(image.getAttribute('src')).toContain('/_next/image?url=%2Fimages%2Fdesk.jpg')
  })
})

describe('<MediaImage>', () => {
  it('renders an uploaded image with its alt text, sizes and class', () => {
    render(<MediaImage media={upload()} sizes="50vw" priority className="hero__media" />)
    const image = screen.getByRole('img', { name: 'A phone on a desk' })
    expect(image.className).toBe('hero__media')
    expect(image.getAttribute('sizes')).toBe('50vw')
    expect(image.getAttribute('loading')).toBe('eager')
  })

  it('plays an uploaded video in the site player', async () => {
    const { container } = render(<MediaImage media={upload({ url: '/api/media/file/demo', mimeType: 'video/webm', alt: 'Demo' })} />)
    // The player is a chunk of its own (next/dynamic).
    await act(async () => {
      await import('@/components/media/VideoPlayer.client')
    })
    expect(container.querySelector('video source')?.getAttribute('type')).toBe('video/webm')
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy()
  })

  it('renders nothing for an unpopulated upload', () => {
    const { container } = render(<MediaImage media={3} />)
    expect(container.innerHTML).toBe('')
  })
})

describe('<HostedVideo>', () => {
  it('logs "invalid video URL" and renders nothing when the id is not all digits', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetch = vi.spyOn(globalThis, 'fetch')
    await expect(HostedVideo({ videoUrl: 'https://vimeo.com/not-a-number' })).resolves.toBeNull()
    expect(error).toHaveBeenCalledWith('invalid video URL', 'https://vimeo.com/not-a-number')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('logs "invalid video URL" for another host', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(HostedVideo({ videoUrl: 'https://www.youtube.com/watch?v=1' })).resolves.toBeNull()
    expect(error).toHaveBeenCalledWith('invalid video URL', 'https://www.youtube.com/watch?v=1')
  })

  it('logs an error and renders nothing without a video URL', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(HostedVideo({ videoUrl: '' })).resolves.toBeNull()
    await expect(HostedVideo({ videoUrl: undefined })).resolves.toBeNull()
    expect(error).toHaveBeenCalledTimes(2)
  })
})

describe('<HostedVideo> with a valid link', () => {
  // The host's oEmbed endpoint, faked on 127.0.0.1.
  let server: Server
  let endpoint: string
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ title: 'Ostra in 90 seconds', width: 1280, height: 720 }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oembed.json`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  async function load() {
    vi.stubEnv('VIDEO_OEMBED_URL', endpoint)
    vi.resetModules()
    return (await import('@/components/media/HostedVideo')).HostedVideo
  }

  it("embeds the player inline, named by the host's title, at the host's aspect ratio", async () => {
    const Hosted = await load()
    render(await Hosted({ videoUrl: 'https://vimeo.com/123', caption: 'Watch the tour' }))
    const frame = screen.getByTitle('Ostra in 90 seconds')
    expect(frame.getAttribute('src')).toBe('https://player.vimeo.com/video/123?quality=auto&autopause=1')
    expect((frame.parentElement as HTMLElement).style.aspectRatio).toBe('1280 / 720')
    expect(screen.getByRole('figure').textContent).toContain('Watch the tour')
  })

  it('shows the poster with a play button instead when there is a poster', async () => {
    const Hosted = await load()
    render(await Hosted({ videoUrl: 'https://player.vimeo.com/video/123', title: 'Product tour', poster: { src: '/poster.svg' }, playButtonColor: 'black' }))
    const button = screen.getByRole('button', { name: 'Play video: Product tour' })
    expect(button.className).toContain('video-poster__play--black')
    expect(document.querySelector('iframe')).toBeNull()
  })
})
