/**
 * The video controller: a reducer over the player's states, plus the timing,
 * formatting and sync math. Pure, so the player component only wires events to
 * `dispatch` and applies `mediaCommand` to the element.
 */

/** Controls hide this long after the last mouse movement. */
export const CONTROLS_HIDE_DELAY_MS = 1500
/** A hover preview starts after the pointer rests this long. */
export const HOVER_PREVIEW_DELAY_MS = 300
/** The seek-bar thumbnail and how often it may be redrawn. */
export const THUMBNAIL_SIZE = { width: 160, height: 90 } as const
export const THUMBNAIL_DEBOUNCE_MS = 200
/** The full-screen video overlay's backdrop. */
export const OVERLAY_BACKDROP_OPACITY = 0.8

export const VIDEO_STATUSES = ['idle', 'loading', 'playing', 'paused', 'ended'] as const
export type VideoStatus = (typeof VIDEO_STATUSES)[number]

export type VideoState = {
  status: VideoStatus
  /** Seconds. */
  currentTime: number
  duration: number
  muted: boolean
  /** A position the element must seek to (restart, scrubbing); cleared by `seeked`. */
  seekTo: number | null
  /** Playing as a hover preview: leaving the player resets it. */
  preview: boolean
  /** The pointer moved within the last CONTROLS_HIDE_DELAY_MS. */
  pointerActive: boolean
  error: boolean
}

export type VideoEvent =
  | { type: 'click' }
  | { type: 'loaded'; duration?: number }
  | { type: 'ended' }
  | { type: 'timeUpdate'; currentTime: number; duration?: number }
  | { type: 'seek'; time: number }
  | { type: 'seeked' }
  /** The element started or paused on its own (media keys, picture-in-picture). */
  | { type: 'mediaPlay' }
  | { type: 'mediaPause' }
  | { type: 'autoplayBlocked' }
  | { type: 'error' }
  | { type: 'hoverStart' }
  | { type: 'hoverEnd' }
  | { type: 'pointerMove' }
  | { type: 'pointerIdle' }
  | { type: 'mute'; muted: boolean }

export function initialVideoState({ autoPlay = false, muted = false }: { autoPlay?: boolean; muted?: boolean } = {}): VideoState {
  return {
    status: autoPlay ? 'loading' : 'idle',
    currentTime: 0,
    duration: 0,
    muted,
    seekTo: null,
    preview: false,
    pointerActive: false,
    error: false,
  }
}

const finite = (value: number | undefined, fallback: number) => (value !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback)

export function videoReducer(state: VideoState, event: VideoEvent): VideoState {
  switch (event.type) {
    case 'click':
      switch (state.status) {
        case 'idle':
          return { ...state, status: 'loading', error: false }
        case 'playing':
          return { ...state, status: 'paused', preview: false }
        case 'paused':
          return { ...state, status: 'playing' }
        case 'ended':
          return { ...state, status: 'playing', currentTime: 0, seekTo: 0 }
        default:
          return state
      }
    case 'loaded': {
      const duration = finite(event.duration, state.duration)
      return state.status === 'loading' ? { ...state, status: 'playing', duration } : { ...state, duration }
    }
    case 'ended':
      return state.status === 'playing' || state.status === 'paused'
        ? { ...state, status: 'ended', preview: false, currentTime: state.duration || state.currentTime }
        : state
    case 'timeUpdate':
      return { ...state, currentTime: finite(event.currentTime, state.currentTime), duration: finite(event.duration, state.duration) }
    case 'seek': {
      const time = Math.min(Math.max(0, event.time), state.duration || Math.max(0, event.time))
      // Scrubbing back from the end leaves the video paused where it was put.
      return { ...state, currentTime: time, seekTo: time, status: state.status === 'ended' ? 'paused' : state.status }
    }
    case 'seeked':
      return { ...state, seekTo: null }
    case 'mediaPlay':
      if (state.status === 'paused' || state.status === 'ended') return { ...state, status: 'playing' }
      return state.status === 'idle' ? { ...state, status: 'loading' } : state
    case 'mediaPause':
      return state.status === 'playing' ? { ...state, status: 'paused' } : state
    case 'autoplayBlocked':
      return { ...state, muted: true }
    case 'error':
      return { ...state, status: 'idle', preview: false, error: true }
    case 'hoverStart':
      // Browsers only start unmuted video after a user gesture; a hover is not one.
      return state.status === 'idle' ? { ...state, status: 'loading', preview: true, muted: true } : state
    case 'hoverEnd':
      return state.preview ? { ...state, status: 'idle', preview: false, currentTime: 0, seekTo: 0 } : state
    case 'pointerMove':
      return state.pointerActive ? state : { ...state, pointerActive: true }
    case 'pointerIdle':
      return state.pointerActive ? { ...state, pointerActive: false } : state
    case 'mute':
      return { ...state, muted: event.muted }
  }
}

/** What the element should be doing in a state: loading starts playback (which loads the data). */
export function mediaCommand(state: VideoState): 'play' | 'pause' {
  return state.status === 'loading' || state.status === 'playing' ? 'play' : 'pause'
}

/** Controls stay visible unless the video plays and the pointer has rested. */
export function controlsVisible(state: VideoState): boolean {
  return state.status !== 'playing' || state.pointerActive
}

/** mm:ss (minutes keep counting past an hour); anything not a non-negative number reads 00:00. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const minutes = Math.floor(total / 60)
  return `${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

/** Seconds left, never negative; 0 while the duration is unknown. */
export function remaining(currentTime: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0
  return Math.max(0, duration - (Number.isFinite(currentTime) ? currentTime : 0))
}

export function formatRemaining(currentTime: number, duration: number): string {
  return `-${formatTime(remaining(currentTime, duration))}`
}

/** Played fraction, 0 to 1. */
export function progressRatio(currentTime: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return 0
  return Math.min(1, Math.max(0, currentTime / duration))
}

/** The time under the pointer on a seek bar spanning `left` to `left + width`. */
export function timeAtPosition(pointerX: number, left: number, width: number, duration: number): number {
  if (width <= 0 || !Number.isFinite(duration) || duration <= 0) return 0
  return Math.min(1, Math.max(0, (pointerX - left) / width)) * duration
}

/** Sync of paired media (a follower kept on a leader's clock), in seconds and playback-rate units. */
export type SyncOptions = {
  /** Drift tolerated without correction. */
  allowedDrift: number
  /** Beyond this, seek instead of nudging the rate. */
  maxDrift: number
  /** The least time between two checks. */
  minCheckInterval: number
  /** The most the playback rate moves away from 1. */
  maxRateAdjustment: number
  /** The drift is corrected over this long. */
  catchUpTime: number
}

export const SYNC_DEFAULTS: SyncOptions = { allowedDrift: 0.3, maxDrift: 1, minCheckInterval: 0.1, maxRateAdjustment: 0.2, catchUpTime: 1 }

/** Media clocks are floats: 10 - 10.3 is -0.3000000000000007, which must still count as 0.3. */
const EPSILON = 1e-6

export type SyncAdjustment = { action: 'none'; playbackRate: 1 } | { action: 'rate'; playbackRate: number } | { action: 'seek'; time: number }

/** How to bring the follower back to the leader: nothing, a gentler or faster rate, or a seek. */
export function syncAdjustment(leaderTime: number, followerTime: number, options: SyncOptions = SYNC_DEFAULTS): SyncAdjustment {
  const drift = leaderTime - followerTime
  if (Math.abs(drift) <= options.allowedDrift + EPSILON) return { action: 'none', playbackRate: 1 }
  if (Math.abs(drift) > options.maxDrift + EPSILON) return { action: 'seek', time: leaderTime }
  const change = Math.min(options.maxRateAdjustment, Math.max(-options.maxRateAdjustment, drift / options.catchUpTime))
  return { action: 'rate', playbackRate: Math.round((1 + change) * 1000) / 1000 }
}

/** Whether enough time (seconds) has passed since the last sync check. */
export function shouldCheckSync(now: number, lastCheck: number | undefined, options: SyncOptions = SYNC_DEFAULTS): boolean {
  return lastCheck === undefined || now - lastCheck >= options.minCheckInterval - EPSILON
}

/** Whether a play() rejection is the browser refusing autoplay with sound. */
export function isAutoplayBlocked(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'NotAllowedError'
}

/** What play() needs from a media element (or a hosted player's element). */
export type Playable = { play(): Promise<void> | void; muted: boolean }

/**
 * Starts playback; when the browser blocks it with NotAllowedError, mutes and
 * tries once more. Resolves 'muted' in that case; other failures reject.
 */
export async function playWithMutedFallback(target: Playable): Promise<'playing' | 'muted'> {
  try {
    await target.play()
    return 'playing'
  } catch (error) {
    if (!isAutoplayBlocked(error)) throw error
    target.muted = true
    await target.play()
    return 'muted'
  }
}
