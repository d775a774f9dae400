// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'

import { Media } from '@/components/media/Media'

// jsdom cannot play media: play/pause track a playing set, and the element reports it through `paused`.
let playing: WeakSet<HTMLMediaElement>
let play: Mock<(element: HTMLMediaElement) => Promise<void>>
let pause: Mock<(element: HTMLMediaElement) => void>
beforeEach(() => {
  playing = new WeakSet()
  play = vi.fn((_element: HTMLMediaElement) => Promise.resolve())
  pause = vi.fn((_element: HTMLMediaElement) => {})
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return !playing.has(this)
  })
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(90)
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    const result = play(this)
    playing.add(this)
    return result.catch((error: unknown) => {
      playing.delete(this)
      throw error
    })
  })
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    pause(this)
    playing.delete(this)
  })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

async function renderPlayer(props: Partial<Parameters<typeof Media>[0]> = {}) {
  const { container } = render(<Media src="/api/media/file/demo.mp4" title="Demo" {...props} />)
  // The player is a chunk of its own (next/dynamic): wait for it as the browser does.
  await act(async () => {
    await import('@/components/media/VideoPlayer.client')
  })
  return { video: container.querySelector('video') as HTMLVideoElement, root: container.querySelector('.video-player') as HTMLElement }
}
const toggle = () => screen.getByRole('button', { name: /video$/ })
const flush = () => act(async () => {})

describe('<Media> video file player', () => {
  it('goes idle → loading → playing → paused → playing → ended → restart from zero', async () => {
    const { video } = await renderPlayer()
    expect(toggle().getAttribute('aria-label')).toBe('Play video')

    fireEvent.click(toggle())
    expect(toggle().getAttribute('aria-label')).toBe('Loading video')
    expect(play).toHaveBeenCalledTimes(1)
    await flush()

    fireEvent.loadedData(video)
    expect(toggle().getAttribute('aria-label')).toBe('Pause video')

    fireEvent.click(toggle())
    expect(pause).toHaveBeenCalledTimes(1)
    expect(toggle().getAttribute('aria-label')).toBe('Play video')

    fireEvent.click(toggle())
    expect(play).toHaveBeenCalledTimes(2)
    expect(toggle().getAttribute('aria-label')).toBe('Pause video')
    await flush()

    video.currentTime = 90
    fireEvent.pause(video)
    fireEvent.ended(video)
    expect(toggle().getAttribute('aria-label')).toBe('Replay video')

    playing.delete(video)
    fireEvent.click(toggle())
    expect(video.currentTime).toBe(0)
    expect(play).toHaveBeenCalledTimes(3)
    expect(toggle().getAttribute('aria-label')).toBe('Pause video')
    await flush()
  })

  it('toggles on a click on the picture as well', async () => {
    const { video } = await renderPlayer({ preloadCopy: 'Just a moment' })
    fireEvent.click(video)
    expect(toggle).toThrow()
    expect(screen.getByRole('button', { name: 'Just a moment' })).toBeTruthy()
    await flush()
  })

  it('shows the time as mm:ss with the remaining time, and seeks', async () => {
    const { video } = await renderPlayer()
    video.currentTime = 65
    fireEvent.timeUpdate(video)
    expect(screen.getByText('01:05')).toBeTruthy()
    expect(document.querySelector('.video-player__remaining')?.textContent).toBe('remaining -00:25')
    const seek = screen.getByRole('slider', { name: 'Seek' })
    expect(seek.getAttribute('aria-valuetext')).toBe('01:05 of 01:30')
    fireEvent.change(seek, { target: { value: '30' } })
    expect(video.currentTime).toBe(30)
  })

  it('hides the controls 1500 ms after the last mouse movement while playing', async () => {
    vi.useFakeTimers()
    const { video, root } = await renderPlayer()
    fireEvent.click(toggle())
    await flush()
    fireEvent.loadedData(video)
    expect(root.className).not.toContain('video-player--controls-visible')

    fireEvent.mouseMove(root)
    expect(root.className).toContain('video-player--controls-visible')
    act(() => vi.advanceTimersByTime(1000))
    fireEvent.mouseMove(root)
    act(() => vi.advanceTimersByTime(1499))
    expect(root.className).toContain('video-player--controls-visible')
    act(() => vi.advanceTimersByTime(1))
    expect(root.className).not.toContain('video-player--controls-visible')
  })

  it('keeps the controls while paused', async () => {
    const { root } = await renderPlayer()
    expect(root.className).toContain('video-player--controls-visible')
  })

  it('previews on hover after 300 ms, muted, and resets on leaving', async () => {
    vi.useFakeTimers()
    const { video, root } = await renderPlayer({ playsOnHover: true })
    fireEvent.mouseEnter(root)
    act(() => vi.advanceTimersByTime(299))
    expect(play).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(play).toHaveBeenCalledTimes(1)
    expect(video.muted).toBe(true)
    await flush()
    fireEvent.loadedData(video)
    video.currentTime = 4
    fireEvent.mouseLeave(root)
    expect(pause).toHaveBeenCalled()
    expect(video.currentTime).toBe(0)
    expect(toggle().getAttribute('aria-label')).toBe('Play video')
  })

  it('does not preview on hover unless asked to', async () => {
    vi.useFakeTimers()
    const { root } = await renderPlayer()
    fireEvent.mouseEnter(root)
    act(() => vi.advanceTimersByTime(1000))
    expect(play).not.toHaveBeenCalled()
  })

  it('mutes and retries when autoplay is blocked with NotAllowedError', async () => {
    play.mockImplementationOnce(() => Promise.reject(Object.assign(new Error('blocked'), { name: 'NotAllowedError' })))
    const { video } = await renderPlayer({ autoPlay: true })
    await flush()
    expect(play).toHaveBeenCalledTimes(2)
    expect(video.muted).toBe(true)
  })

  it('logs "error playing the video" and returns to idle when playback fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    play.mockImplementation(() => Promise.reject(new Error('decode')))
    await renderPlayer()
    fireEvent.click(toggle())
    await flush()
    expect(error).toHaveBeenCalledWith('error playing the video', expect.any(Error))
    expect(toggle().getAttribute('aria-label')).toBe('Play video')
  })

  it('lists captions, subtitles and the mobile file', async () => {
    const { video } = await renderPlayer({
      mobileSrc: '/api/media/file/demo-portrait.mp4',
      captions: [{ src: '/captions/en.vtt', srcLang: 'en', label: 'English', default: true }],
      subtitles: [{ src: '/subtitles/de.vtt', srcLang: 'de', label: 'Deutsch' }],
    })
    const sources = Array.from(video.querySelectorAll('source'))
    expect(sources.map((source) => [source.getAttribute('src'), source.getAttribute('media'), source.getAttribute('type')])).toEqual([
      ['/api/media/file/demo-portrait.mp4', '(max-width: 719px)', 'video/mp4'],
      ['/api/media/file/demo.mp4', null, 'video/mp4'],
    ])
    expect(Array.from(video.querySelectorAll('track')).map((track) => track.getAttribute('kind'))).toEqual(['captions', 'subtitles'])
  })

  it('keeps only the play/pause button without controls', async () => {
    await renderPlayer({ controls: false })
    expect(screen.queryByRole('slider')).toBeNull()
    expect(toggle().getAttribute('aria-label')).toBe('Play video')
  })
})
