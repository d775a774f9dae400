import { describe, expect, it } from 'vitest'

import {
  CONTROLS_HIDE_DELAY_MS,
  HOVER_PREVIEW_DELAY_MS,
  OVERLAY_BACKDROP_OPACITY,
  SYNC_DEFAULTS,
  THUMBNAIL_DEBOUNCE_MS,
  THUMBNAIL_SIZE,
  controlsVisible,
  formatRemaining,
  formatTime,
  initialVideoState,
  isAutoplayBlocked,
  mediaCommand,
  playWithMutedFallback,
  progressRatio,
  remaining,
  shouldCheckSync,
  syncAdjustment,
  timeAtPosition,
  videoReducer,
  type VideoEvent,
  type VideoState,
} from '@/lib/media/videoController'
import { embedQuery, oembedRequestUrl, parseVideoUrl, videoEmbedUrl, videoPageUrl } from '@/lib/media/videoUrl'

const run = (state: VideoState, ...events: VideoEvent[]) => events.reduce(videoReducer, state)
const at = (status: VideoState['status'], extra: Partial<VideoState> = {}): VideoState => ({ ...initialVideoState(), status, ...extra })

describe('video controller: transitions', () => {
  it('starts idle, or loading when it autoplays', () => {
    expect(initialVideoState().status).toBe('idle')
    expect(initialVideoState({ autoPlay: true, muted: true })).toMatchObject({ status: 'loading', muted: true })
  })
  it('idle → loading on click, → playing when the data has loaded, → ended at the end', () => {
    const loading = run(initialVideoState(), { type: 'click' })
    expect(loading.status).toBe('loading')
    const playing = run(loading, { type: 'loaded', duration: 90 })
    expect(playing).toMatchObject({ status: 'playing', duration: 90 })
    expect(run(playing, { type: 'ended' }).status).toBe('ended')
  })
  it('does not start playing on loaded data unless asked to (preload)', () => {
    expect(run(initialVideoState(), { type: 'loaded', duration: 12 })).toMatchObject({ status: 'idle', duration: 12 })
  })
  it('pauses on a click while playing and resumes on a click while paused', () => {
    const paused = run(at('playing'), { type: 'click' })
    expect(paused.status).toBe('paused')
    expect(run(paused, { type: 'click' }).status).toBe('playing')
  })
  it('restarts from zero and plays on a click at the end', () => {
    const ended = run(at('playing', { duration: 30, currentTime: 29.9 }), { type: 'ended' })
    expect(ended.currentTime).toBe(30)
    const restarted = run(ended, { type: 'click' })
    expect(restarted).toMatchObject({ status: 'playing', currentTime: 0, seekTo: 0 })
    expect(run(restarted, { type: 'seeked' }).seekTo).toBeNull()
  })
  it('ignores clicks while loading', () => {
    const loading = at('loading')
    expect(run(loading, { type: 'click' })).toBe(loading)
  })
  it('ends from paused too (the element fires pause just before ended)', () => {
    expect(run(at('playing'), { type: 'mediaPause' }, { type: 'ended' }).status).toBe('ended')
    expect(run(at('idle'), { type: 'ended' }).status).toBe('idle')
  })
  it('follows the element when it plays or pauses on its own', () => {
    expect(run(at('paused'), { type: 'mediaPlay' }).status).toBe('playing')
    expect(run(at('idle'), { type: 'mediaPlay' }).status).toBe('loading')
    expect(run(at('loading'), { type: 'mediaPlay' }).status).toBe('loading')
    expect(run(at('playing'), { type: 'mediaPause' }).status).toBe('paused')
  })
  it('mutes when autoplay is blocked and keeps trying to play', () => {
    const blocked = run(at('loading'), { type: 'autoplayBlocked' })
    expect(blocked).toMatchObject({ status: 'loading', muted: true })
    expect(mediaCommand(blocked)).toBe('play')
  })
  it('returns to idle on an error, and a click tries again', () => {
    const failed = run(at('loading'), { type: 'error' })
    expect(failed).toMatchObject({ status: 'idle', error: true })
    expect(run(failed, { type: 'click' })).toMatchObject({ status: 'loading', error: false })
  })
  it('plays a muted hover preview from idle and resets it on leaving', () => {
    const preview = run(initialVideoState(), { type: 'hoverStart' }, { type: 'loaded', duration: 10 }, { type: 'timeUpdate', currentTime: 2 })
    expect(preview).toMatchObject({ status: 'playing', preview: true, muted: true, currentTime: 2 })
    expect(run(preview, { type: 'hoverEnd' })).toMatchObject({ status: 'idle', preview: false, currentTime: 0, seekTo: 0 })
    // A video the visitor paused is left alone.
    const paused = at('paused', { currentTime: 5 })
    expect(run(paused, { type: 'hoverStart' })).toBe(paused)
    expect(run(paused, { type: 'hoverEnd' })).toBe(paused)
  })
  it('seeks within the duration; scrubbing back from the end pauses there', () => {
    expect(run(at('playing', { duration: 60 }), { type: 'seek', time: 75 })).toMatchObject({ currentTime: 60, seekTo: 60, status: 'playing' })
    expect(run(at('ended', { duration: 60 }), { type: 'seek', time: 10 })).toMatchObject({ status: 'paused', seekTo: 10 })
    expect(run(at('playing', { duration: 60 }), { type: 'seek', time: -4 }).seekTo).toBe(0)
  })
  it('keeps time updates finite', () => {
    const state = run(at('playing', { duration: 20, currentTime: 3 }), { type: 'timeUpdate', currentTime: Number.NaN, duration: Number.POSITIVE_INFINITY })
    expect(state).toMatchObject({ currentTime: 3, duration: 20 })
  })
  it('tells the element what to do in each state', () => {
    expect(['idle', 'loading', 'playing', 'paused', 'ended'].map((status) => mediaCommand(at(status as VideoState['status'])))).toEqual([
      'pause',
      'play',
      'play',
      'pause',
      'pause',
    ])
  })
  it('hides the controls only while playing with the pointer at rest', () => {
    expect(controlsVisible(at('playing'))).toBe(false)
    expect(controlsVisible(run(at('playing'), { type: 'pointerMove' }))).toBe(true)
    expect(controlsVisible(run(at('playing'), { type: 'pointerMove' }, { type: 'pointerIdle' }))).toBe(false)
    expect(controlsVisible(at('paused'))).toBe(true)
  })
})

describe('video controller: timing and format', () => {
  it('has the spec timings', () => {
    expect(CONTROLS_HIDE_DELAY_MS).toBe(1500)
    expect(HOVER_PREVIEW_DELAY_MS).toBe(300)
    expect(THUMBNAIL_SIZE).toEqual({ width: 160, height: 90 })
    expect(THUMBNAIL_DEBOUNCE_MS).toBe(200)
    expect(OVERLAY_BACKDROP_OPACITY).toBe(0.8)
  })
  it('formats mm:ss, minutes counting past the hour', () => {
    expect(formatTime(0)).toBe('00:00')
    expect(formatTime(5.9)).toBe('00:05')
    expect(formatTime(65)).toBe('01:05')
    expect(formatTime(3725)).toBe('62:05')
    for (const bad of [Number.NaN, -3, Number.POSITIVE_INFINITY]) expect(formatTime(bad)).toBe('00:00')
  })
  it('shows the remaining time, never negative', () => {
    expect(remaining(20, 90)).toBe(70)
    expect(remaining(95, 90)).toBe(0)
    expect(remaining(5, Number.NaN)).toBe(0)
    expect(formatRemaining(20, 90)).toBe('-01:10')
  })
  it('places the pointer on the seek bar', () => {
    expect(progressRatio(30, 120)).toBe(0.25)
    expect(progressRatio(5, 0)).toBe(0)
    expect(timeAtPosition(150, 100, 200, 60)).toBe(15)
    expect(timeAtPosition(0, 100, 200, 60)).toBe(0)
    expect(timeAtPosition(999, 100, 200, 60)).toBe(60)
  })
})

describe('video controller: sync of paired media', () => {
  it('has the spec defaults', () => {
    expect(SYNC_DEFAULTS).toEqual({ allowedDrift: 0.3, maxDrift: 1, minCheckInterval: 0.1, maxRateAdjustment: 0.2, catchUpTime: 1 })
  })
  it('leaves a drift within 0.3 s alone', () => {
    expect(syncAdjustment(10, 9.8)).toEqual({ action: 'none', playbackRate: 1 })
    expect(syncAdjustment(10, 10.3)).toEqual({ action: 'none', playbackRate: 1 })
  })
  it('nudges the rate to catch up over 1 s, by at most 0.2', () => {
    // Behind by 0.5 s: 1 + 0.5 clamped to 1.2; ahead by 0.5 s: 0.8.
    expect(syncAdjustment(10, 9.5)).toEqual({ action: 'rate', playbackRate: 1.2 })
    expect(syncAdjustment(10, 10.5)).toEqual({ action: 'rate', playbackRate: 0.8 })
    // A gentler correction with a longer catch-up.
    expect(syncAdjustment(10, 9.6, { ...SYNC_DEFAULTS, catchUpTime: 4 })).toEqual({ action: 'rate', playbackRate: 1.1 })
  })
  it('seeks when the drift passes 1 s', () => {
    expect(syncAdjustment(20, 18.5)).toEqual({ action: 'seek', time: 20 })
    expect(syncAdjustment(20, 21.2)).toEqual({ action: 'seek', time: 20 })
  })
  it('checks at most every 0.1 s', () => {
    expect(shouldCheckSync(5, undefined)).toBe(true)
    expect(shouldCheckSync(5.05, 5)).toBe(false)
    expect(shouldCheckSync(5.1, 5)).toBe(true)
  })
})

describe('video controller: autoplay', () => {
  const blocked = () => Object.assign(new Error('play() failed because the user did not interact'), { name: 'NotAllowedError' })

  it('recognises a NotAllowedError only', () => {
    expect(isAutoplayBlocked(blocked())).toBe(true)
    expect(isAutoplayBlocked(new Error('network'))).toBe(false)
    expect(isAutoplayBlocked('NotAllowedError')).toBe(false)
  })
  it('mutes and retries when autoplay is blocked', async () => {
    const calls: boolean[] = []
    const target = {
      muted: false,
      play() {
        calls.push(this.muted)
        return this.muted ? Promise.resolve() : Promise.reject(blocked())
      },
    }
    await expect(playWithMutedFallback(target)).resolves.toBe('muted')
    expect(calls).toEqual([false, true])
    expect(target.muted).toBe(true)
  })
  it('plays with sound when allowed and passes other failures on', async () => {
    const target = { muted: false, play: () => Promise.resolve() }
    await expect(playWithMutedFallback(target)).resolves.toBe('playing')
    expect(target.muted).toBe(false)
    await expect(playWithMutedFallback({ muted: false, play: () => Promise.reject(new Error('decode')) })).rejects.toThrow('decode')
  })
})

describe('hosted video links', () => {
  it('reads the id of a player link and of a normal link', () => {
    expect(parseVideoUrl('https://player.vimeo.com/video/123')).toEqual({ ok: true, id: '123' })
    expect(parseVideoUrl('https://player.vimeo.com/video/123?h=abc&autoplay=1')).toEqual({ ok: true, id: '123' })
    expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual({ ok: true, id: '76979871' })
    expect(parseVideoUrl('https://www.vimeo.com/42/')).toEqual({ ok: true, id: '42' })
  })
  it('refuses an id that is not all digits', () => {
    expect(parseVideoUrl('https://vimeo.com/abc')).toEqual({ ok: false, reason: 'invalid-id' })
    expect(parseVideoUrl('https://vimeo.com/12a3')).toEqual({ ok: false, reason: 'invalid-id' })
    expect(parseVideoUrl('https://player.vimeo.com/video/')).toEqual({ ok: false, reason: 'invalid-id' })
    expect(parseVideoUrl('https://player.vimeo.com/123')).toEqual({ ok: false, reason: 'invalid-id' })
  })
  it('refuses other hosts and non-links', () => {
    expect(parseVideoUrl('https://youtube.com/watch?v=123')).toEqual({ ok: false, reason: 'not-host' })
    expect(parseVideoUrl('https://vimeo.com.evil.com/123')).toEqual({ ok: false, reason: 'not-host' })
    expect(parseVideoUrl('javascript://vimeo.com/123')).toEqual({ ok: false, reason: 'not-host' })
    expect(parseVideoUrl('vimeo 123')).toEqual({ ok: false, reason: 'not-host' })
  })
  it('refuses an empty link', () => {
    for (const empty of ['', '   ', null, undefined]) expect(parseVideoUrl(empty)).toEqual({ ok: false, reason: 'empty' })
  })
  it('follows a configured player origin', () => {
    expect(parseVideoUrl('https://player.example.com/video/7', 'https://player.example.com')).toEqual({ ok: true, id: '7' })
    expect(parseVideoUrl('https://example.com/7', 'https://player.example.com')).toEqual({ ok: true, id: '7' })
    expect(parseVideoUrl('https://vimeo.com/7', 'https://player.example.com')).toEqual({ ok: false, reason: 'not-host' })
  })
  it('builds the iframe address with quality auto and autopause on by default', () => {
    const url = new URL(videoEmbedUrl('123'))
    expect(`${url.origin}${url.pathname}`).toBe('https://player.vimeo.com/video/123')
    expect(url.searchParams.get('quality')).toBe('auto')
    expect(url.searchParams.get('autopause')).toBe('1')
    expect(url.searchParams.has('autoplay')).toBe(false)
  })
  it('passes the chosen options and the configured origin', () => {
    const url = new URL(videoEmbedUrl('9', { quality: '720p', autopause: false, autoplay: true, muted: true }, 'https://player.example.com/'))
    expect(url.origin + url.pathname).toBe('https://player.example.com/video/9')
    expect(Object.fromEntries(url.searchParams)).toEqual({ quality: '720p', autopause: '0', autoplay: '1', muted: '1' })
    expect(() => videoEmbedUrl('12x')).toThrow()
  })
  it('asks the oEmbed endpoint about the canonical link, with the embed options', () => {
    const url = new URL(oembedRequestUrl('123', { autopause: false }))
    expect(url.origin + url.pathname).toBe('https://vimeo.com/api/oembed.json')
    expect(url.searchParams.get('url')).toBe('https://vimeo.com/123')
    expect(url.searchParams.get('quality')).toBe('auto')
    expect(url.searchParams.get('autopause')).toBe('0')
    expect(videoPageUrl('5', 'https://player.example.com')).toBe('https://example.com/5')
    expect(embedQuery().toString()).toBe('quality=auto&autopause=1')
  })
})
