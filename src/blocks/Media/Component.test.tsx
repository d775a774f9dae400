// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { LogoWall } from '@/blocks/LogoWall/Component'
import { MediaBlockView } from '@/blocks/Media/Component'
import { logoWallFixture } from '@/blocks/LogoWall/fixture'
import logoWallStyles from '@/blocks/LogoWall/styles.module.css'
import { audioFixture, mediaFixture } from '@/blocks/Media/fixture'
import { sampleUpload } from '@/blocks/sampleMedia'
import type { MediaProps } from '@/components/media/Media'
import type { MediaBlock as MediaBlockData } from '@/payload-types'

const context = { path: '/test', pageNumber: 1 }
const video = sampleUpload(1, 'tour.mp4', 'Product tour', 'video/mp4', { width: 1280, height: 720 })
const vtt = (id: number, file: string) => sampleUpload(id, file, file, 'text/vtt')

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

async function renderBlock(block: MediaBlockData) {
  const result = render(<MediaBlockView block={block} context={context} />)
  // The players are chunks of their own (next/dynamic): wait for them as the browser does.
  await act(async () => {
    await import('@/components/media/VideoPlayer.client')
    await import('@/components/media/LottiePlayer.client')
  })
  return result
}

describe('Media block → <Media>', () => {
  it('passes every option of the block to the component', () => {
    const element = MediaBlockView({
      context,
      block: {
        blockType: 'media',
        media: video,
        mobileMedia: sampleUpload(2, 'tour-portrait.mp4', 'Tour, portrait', 'video/mp4'),
        mobileMediaOnXsOnly: true,
        placeholder: sampleUpload(3, 'tour-blur.webp', 'Tour, blurred', 'image/webp'),
        preload: 'none',
        imageQuality: 'high',
        videoQuality: '720p',
        autopause: false,
        volumeControl: false,
        playsOnHover: true,
        loop: true,
        autoPlay: true,
        muted: true,
      },
    }) as ReactElement<MediaProps>
    expect(element.props).toMatchObject({
      src: '/assets/samples/tour.mp4',
      mobileSrc: '/assets/samples/tour-portrait.mp4',
      mobileMediaOnXsOnly: true,
      placeholderMedia: { src: '/assets/samples/tour-blur.webp' },
      preload: 'none',
      imageQuality: 90,
      quality: '720p',
      autopause: false,
      volumeControl: false,
      playsOnHover: true,
      loop: true,
      autoPlay: true,
      muted: true,
    })
  })

  it('gives animations their own play and repeat settings (on unless turned off)', () => {
    const props = (block: Partial<MediaBlockData>) =>
      (
        MediaBlockView({
          context,
          block: { blockType: 'media', media: mediaFixture.media, autoPlay: false, loop: false, ...block },
        }) as ReactElement<MediaProps>
      ).props
    expect(props({})).toMatchObject({ autoPlay: true, loop: true })
    expect(props({ animationAutoPlay: false, animationLoop: false })).toMatchObject({ autoPlay: false, loop: false })
  })
})

describe('video files', () => {
  it('renders caption and subtitle files as <track> elements with language, label and kind', async () => {
    const { container } = await renderBlock({
      blockType: 'media',
      media: video,
      tracks: [
        { kind: 'captions', language: 'en', label: 'English', default: true, file: vtt(5, 'en.vtt') },
        { kind: 'subtitles', language: 'pt-BR', label: 'Português', file: vtt(6, 'pt.vtt') },
        // A row whose file was deleted is left out.
        { kind: 'subtitles', language: 'de', label: 'Deutsch', file: 99 },
      ],
    })
    const tracks = Array.from(container.querySelectorAll('video track'))
    expect(
      tracks.map((track) => [
        track.getAttribute('kind'),
        track.getAttribute('srclang'),
        track.getAttribute('label'),
        track.getAttribute('src'),
        track.hasAttribute('default'),
      ]),
    ).toEqual([
      ['captions', 'en', 'English', '/assets/samples/en.vtt', true],
      ['subtitles', 'pt-BR', 'Português', '/assets/samples/pt.vtt', false],
    ])
  })

  it('plays the phone file below the breakpoint, shows the placeholder as the still, and loads as asked', async () => {
    const { container } = await renderBlock({
      blockType: 'media',
      media: video,
      mobileMedia: sampleUpload(2, 'tour-portrait.mp4', 'Tour, portrait', 'video/mp4'),
      mobileMediaOnXsOnly: true,
      placeholder: sampleUpload(3, 'tour-blur.webp', 'Tour, blurred', 'image/webp'),
      preload: 'metadata',
    })
    const element = container.querySelector('video') as HTMLVideoElement
    expect(element.querySelector('source')?.getAttribute('media')).toBe('(max-width: 429px)')
    expect(element.getAttribute('poster')).toBe('/assets/samples/tour-blur.webp')
    expect(element.getAttribute('preload')).toBe('metadata')
  })

  it('has a Mute button that silences the video and turns into Unmute, unless switched off', async () => {
    const { container } = await renderBlock({ blockType: 'media', media: video })
    const element = container.querySelector('video') as HTMLVideoElement
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }))
    expect(element.volume).toBe(0)
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeTruthy()
    cleanup()
    await renderBlock({ blockType: 'media', media: video, volumeControl: false })
    expect(screen.queryByRole('button', { name: 'Mute' })).toBeNull()
  })

  it('pauses when another video starts with sound, unless autopause is off', async () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false)
    const { container } = render(
      <>
        <MediaBlockView context={context} block={{ blockType: 'media', media: video }} />
        <MediaBlockView context={context} block={{ blockType: 'media', media: video, autopause: false }} />
        <audio data-testid="other" />
      </>,
    )
    await act(async () => {
      await import('@/components/media/VideoPlayer.client')
    })
    const [withAutopause] = Array.from(container.querySelectorAll('video'))
    // The players pause themselves while idle; only what follows the other start counts.
    pause.mockClear()
    fireEvent(screen.getByTestId('other'), new Event('play'))
    expect(pause.mock.contexts).toEqual([withAutopause])
  })
})

describe('audio files', () => {
  it('render as the browser’s audio player, named, with their tracks and caption', async () => {
    const { container } = await renderBlock(audioFixture)
    const audio = container.querySelector('audio') as HTMLAudioElement
    expect(audio.hasAttribute('controls')).toBe(true)
    expect(audio.getAttribute('aria-label')).toBe('Ostra notification chime')
    expect(audio.getAttribute('preload')).toBe('metadata')
    expect(audio.querySelector('source')?.getAttribute('type')).toBe('audio/wav')
    expect(
      Array.from(audio.querySelectorAll('track')).map(
        (track) => `${track.getAttribute('kind')}:${track.getAttribute('srclang')}:${track.getAttribute('label')}`,
      ),
    ).toEqual(['captions:en:English', 'subtitles:de:Deutsch'])
    expect(within(screen.getByRole('figure')).getByText(/English captions and German subtitles/)).toBeTruthy()
  })
})

describe('images', () => {
  it('art-direct a phone file, show the placeholder behind, and load first when asked', async () => {
    await renderBlock({
      blockType: 'media',
      media: sampleUpload(1, 'desk.jpg', 'A desk', 'image/jpeg', { width: 1600, height: 900 }),
      mobileMedia: sampleUpload(2, 'desk-portrait.jpg', 'A desk', 'image/jpeg', { width: 800, height: 1200 }),
      placeholder: sampleUpload(3, 'desk-blur.webp', 'A desk', 'image/webp'),
      preload: 'auto',
    })
    const image = screen.getByRole('img', { name: 'A desk' })
    expect(image.getAttribute('loading')).toBe('eager')
    expect(image.style.backgroundImage).toContain('/assets/samples/desk-blur.webp')
    expect(image.closest('picture')?.querySelector('source')?.getAttribute('srcset')).toContain('desk-portrait.jpg')
  })
})

describe('images through the image CDN', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('ask for the chosen quality', async () => {
    vi.stubEnv('IMAGE_CDN_URL', 'https://ostra.com/cdn-cgi/image')
    vi.stubEnv('IMAGE_CDN_PATTERNS', '/assets/samples/')
    vi.resetModules()
    // The environment is read when the module loads.
    const { MediaBlockView: WithCdn } = await import('@/blocks/Media/Component')
    const desk = sampleUpload(1, 'desk.jpg', 'A desk', 'image/jpeg', { width: 800, height: 400 })
    render(<WithCdn context={context} block={{ blockType: 'media', media: desk, imageQuality: 'light' }} />)
    expect(screen.getByRole('img', { name: 'A desk' }).getAttribute('src')).toBe(
      'https://ostra.com/cdn-cgi/image/width=800,format=auto,quality=50/assets/samples/desk.jpg',
    )
  })
})

describe('Lottie animations', () => {
  type Listener = () => void
  let observe: (visible: boolean) => void
  let item: {
    listeners: Record<string, Listener>
    isLoaded: boolean
    currentFrame: number
    totalFrames: number
    play: ReturnType<typeof vi.fn>
    pause: ReturnType<typeof vi.fn>
    goToAndStop: ReturnType<typeof vi.fn>
    destroy: ReturnType<typeof vi.fn>
    addEventListener: (name: string, listener: Listener) => void
  }
  let loadAnimation: ReturnType<typeof vi.fn>
  /** The animation's JSON, as the site's file server answers it. */
  let fetchAnimation: ReturnType<typeof vi.fn>
  const animationJson = { v: '5.7.0', fr: 30, ip: 0, op: 60, w: 320, h: 320, layers: [] }

  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          observe = (visible) => callback([{ isIntersecting: visible }])
        }
        observe() {}
        disconnect() {}
      },
    )
    item = {
      listeners: {},
      isLoaded: false,
      currentFrame: 0,
      totalFrames: 60,
      play: vi.fn(),
      pause: vi.fn(),
      goToAndStop: vi.fn(),
      destroy: vi.fn(),
      addEventListener(name, listener) {
        this.listeners[name] = listener
      },
    }
    loadAnimation = vi.fn(() => item)
    fetchAnimation = vi.fn(async (url: string) =>
      url === '/assets/samples/signal-pulse.json' ? new Response(JSON.stringify(animationJson)) : new Response('{}', { status: 404 }),
    )
    vi.stubGlobal('fetch', fetchAnimation)
    vi.doMock('lottie-web/build/player/lottie_light', () => ({ default: { loadAnimation } }))
  })
  afterEach(() => vi.doUnmock('lottie-web/build/player/lottie_light'))

  const reducedMotion = (reduce: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }))

  async function scrollIntoView() {
    await act(async () => {
      observe(true)
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    await act(async () => {
      item.isLoaded = true
      item.listeners.DOMLoaded()
    })
  }

  it('loads the player only once scrolled into view, then plays on repeat, named for screen readers', async () => {
    reducedMotion(false)
    await renderBlock(mediaFixture)
    const picture = screen.getByRole('img', { name: 'A signal pulse spreading from a point of presence' })
    expect(loadAnimation).not.toHaveBeenCalled()
    expect(fetchAnimation).not.toHaveBeenCalled()
    await scrollIntoView()
    expect(fetchAnimation).toHaveBeenCalledWith('/assets/samples/signal-pulse.json')
    expect(loadAnimation).toHaveBeenCalledWith(
      expect.objectContaining({
        container: picture,
        renderer: 'svg',
        animationData: animationJson,
        assetsPath: '/assets/samples/',
        loop: true,
        autoplay: false,
      }),
    )
    expect(item.play).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Pause animation: A signal pulse spreading from a point of presence' }))
    expect(item.pause).toHaveBeenCalled()
    expect(screen.getByRole('button', { name: /^Play animation/ })).toBeTruthy()
  })

  it('pauses off screen', async () => {
    reducedMotion(false)
    await renderBlock(mediaFixture)
    await scrollIntoView()
    item.pause.mockClear()
    act(() => observe(false))
    expect(item.pause).toHaveBeenCalled()
  })

  it('shows the first frame and waits for the play button when the visitor asks for less motion', async () => {
    reducedMotion(true)
    await renderBlock(mediaFixture)
    await scrollIntoView()
    expect(item.goToAndStop).toHaveBeenCalledWith(0, true)
    expect(item.play).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: /^Play animation/ }))
    expect(item.play).toHaveBeenCalled()
  })

  it('keeps its still picture and says why when the animation cannot be fetched', async () => {
    reducedMotion(false)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchAnimation.mockImplementation(async () => new Response('gone', { status: 404 }))
    await renderBlock(mediaFixture)
    await act(async () => {
      observe(true)
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(loadAnimation).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledWith('failed to load the animation', '/assets/samples/signal-pulse.json', expect.any(Error))
    expect(screen.queryByRole('button', { name: /animation:/ })).toBeNull()
  })

  it('does not play by itself when autoplay is off', async () => {
    reducedMotion(false)
    await renderBlock({ ...mediaFixture, animationAutoPlay: false })
    await scrollIntoView()
    expect(item.play).not.toHaveBeenCalled()
  })
})

describe('Logo wall', () => {
  it('shows logo images at one height, named by the company, and the name where there is no image', () => {
    render(<LogoWall block={logoWallFixture} context={context} />)
    const logo = screen.getByRole('img', { name: 'Harbor Health Network' })
    expect(logo.getAttribute('src')).toBe('/assets/samples/logo-harbor-health-network.svg')
    expect(logo.getAttribute('height')).toBe('40')
    expect(logo.className).toBe(logoWallStyles.logo)
    const heights = screen.getAllByRole('img').map((image) => image.getAttribute('height'))
    expect(new Set(heights)).toEqual(new Set(['40']))
    expect(screen.getByText('ParcelPoint').className).toBe(logoWallStyles.name)
  })

  it('links a logo by its image alone, without the underlined text style', () => {
    render(<LogoWall block={logoWallFixture} context={context} />)
    const link = screen.getByRole('link', { name: 'Northwind Freight' })
    expect(link.className).toContain(logoWallStyles.logoLink)
    expect(link.textContent).toBe('')
  })
})
