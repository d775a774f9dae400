'use client'
import { useEffect, useReducer, useRef, useState, type PointerEvent } from 'react'

import { mediaPreloadAttribute, shouldAutopause, type MediaPreload, type TextTrackSource, CONTROLS_HIDE_DELAY_MS, HOVER_PREVIEW_DELAY_MS, THUMBNAIL_DEBOUNCE_MS, THUMBNAIL_SIZE, controlsVisible, formatRemaining, formatTime, initialVideoState, mediaCommand, playWithMutedFallback, progressRatio, timeAtPosition, videoReducer } from '@/lib/media'

import { PauseIcon, PlayIcon } from './icons'
import { VolumeButton } from './VolumeButton.client'
import './media.css'

export type VideoPlayerProps = {
  src: string
  /** MIME type of `src` (and of `mobileSrc`). */
  type?: string
  mobileSrc?: string
  /** The media query under which `mobileSrc` plays. */
  mobileMedia?: string
  poster?: string
  captions?: TextTrackSource[]
  subtitles?: TextTrackSource[]
  /** The seek bar and times; the play/pause button is always there (a moving video must be stoppable). */
  controls?: boolean
  autoPlay?: boolean
  muted?: boolean
  playsInline?: boolean
  playsOnHover?: boolean
  loop?: boolean
  /** How much to fetch before playback; `true` is all of it. Default: nothing with a poster, else the metadata. */
  preload?: MediaPreload
  /** Pause when another video or audio on the page starts with sound; default true. */
  autopause?: boolean
  /** A Mute/Unmute button beside play/pause; default true. */
  volumeControl?: boolean
  /** What the button says while the video loads. */
  preloadCopy?: string
  title?: string
  width?: number
  height?: number
  className?: string
}

/** The player for uploaded video files, driven by the controller reducer. */
export function VideoPlayer({
  src,
  type,
  mobileSrc,
  mobileMedia,
  poster,
  captions = [],
  subtitles = [],
  controls = true,
  autoPlay = false,
  muted = false,
  playsInline = true,
  playsOnHover = false,
  loop = false,
  preload,
  autopause = true,
  volumeControl = true,
  preloadCopy = 'Loading video',
  title,
  width,
  height,
  className,
}: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null)
  const [state, dispatch] = useReducer(videoReducer, { autoPlay, muted }, initialVideoState)
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const command = mediaCommand(state)
  // What the volume button shows; follows the element (the autoplay fallback mutes it too).
  const [volume, setVolume] = useState(muted ? 0 : 1)

  // Seeks first, so a restart from the end plays from zero.
  useEffect(() => {
    const element = video.current
    if (!element || state.seekTo === null) return
    element.currentTime = state.seekTo
    dispatch({ type: 'seeked' })
  }, [state.seekTo])

  useEffect(() => {
    if (video.current) video.current.muted = state.muted
  }, [state.muted])

  useEffect(() => {
    const element = video.current
    if (!element) return
    if (command === 'pause') {
      if (!element.paused) element.pause()
      return
    }
    // Data already there (preloaded): loadeddata will not fire again.
    if (state.status === 'loading' && element.readyState >= 2) dispatch({ type: 'loaded', duration: element.duration })
    if (!element.paused) return
    playWithMutedFallback(element)
      .then((result) => {
        if (result === 'muted') dispatch({ type: 'autoplayBlocked' })
      })
      .catch((error: unknown) => {
        console.error('error playing the video', error)
        dispatch({ type: 'error' })
      })
  }, [command, state.status])

  useEffect(() => {
    if (!autopause) return
    // `play` does not bubble: listen in the capture phase for every media element on the page.
    const onPlay = (event: Event) => {
      const own = video.current
      const started = event.target instanceof HTMLMediaElement ? event.target : null
      if (own && shouldAutopause(own, started, event.target === own)) own.pause()
    }
    document.addEventListener('play', onPlay, true)
    return () => document.removeEventListener('play', onPlay, true)
  }, [autopause])

  useEffect(
    () => () => {
      clearTimeout(hideTimer.current)
      clearTimeout(hoverTimer.current)
    },
    [],
  )

  const onMouseMove = () => {
    dispatch({ type: 'pointerMove' })
    clearTimeout(hideTimer.current)
    hideTimer.current = setTimeout(() => dispatch({ type: 'pointerIdle' }), CONTROLS_HIDE_DELAY_MS)
  }
  const onMouseEnter = () => {
    if (!playsOnHover) return
    clearTimeout(hoverTimer.current)
    hoverTimer.current = setTimeout(() => dispatch({ type: 'hoverStart' }), HOVER_PREVIEW_DELAY_MS)
  }
  const onMouseLeave = () => {
    clearTimeout(hoverTimer.current)
    dispatch({ type: 'hoverEnd' })
  }
  const fromElement = (element: HTMLVideoElement) => ({ currentTime: element.currentTime, duration: element.duration })

  const label =
    state.status === 'playing' ? 'Pause video' : state.status === 'ended' ? 'Replay video' : state.status === 'loading' ? preloadCopy : 'Play video'
  const visible = controlsVisible(state)

  return (
    <div
      className={['video-player', `video-player--${state.status}`, visible ? 'video-player--controls-visible' : '', className].filter(Boolean).join(' ')}
      onMouseMove={onMouseMove}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
    >
      <video
        ref={video}
        className="video-player__video"
        poster={poster}
        width={width}
        height={height}
        muted={muted}
        autoPlay={autoPlay}
        playsInline={playsInline}
        loop={loop}
        preload={mediaPreloadAttribute(preload, Boolean(poster))}
        aria-label={title}
        onClick={() => dispatch({ type: 'click' })}
        onLoadedData={(event) => dispatch({ type: 'loaded', duration: event.currentTarget.duration })}
        onLoadedMetadata={(event) => dispatch({ type: 'timeUpdate', ...fromElement(event.currentTarget) })}
        onDurationChange={(event) => dispatch({ type: 'timeUpdate', ...fromElement(event.currentTarget) })}
        onTimeUpdate={(event) => dispatch({ type: 'timeUpdate', ...fromElement(event.currentTarget) })}
        onPlay={() => dispatch({ type: 'mediaPlay' })}
        onPause={() => dispatch({ type: 'mediaPause' })}
        onEnded={() => dispatch({ type: 'ended' })}
        onVolumeChange={(event) => setVolume(event.currentTarget.muted ? 0 : event.currentTarget.volume)}
        onError={() => {
          console.error('error playing the video', src)
          dispatch({ type: 'error' })
        }}
      >
        {mobileSrc && <source src={mobileSrc} media={mobileMedia} type={type} />}
        <source src={src} type={type} />
        {captions.map((track) => (
          <track key={track.src} kind="captions" src={track.src} srcLang={track.srcLang} label={track.label} default={track.default} />
        ))}
        {subtitles.map((track) => (
          <track key={track.src} kind="subtitles" src={track.src} srcLang={track.srcLang} label={track.label} default={track.default} />
        ))}
      </video>
      {state.status !== 'playing' && <PlayIcon className="video-player__big-play" />}
      <div className="video-player__controls">
        <button
          type="button"
          className="video-player__toggle"
          aria-label={label}
          aria-busy={state.status === 'loading' || undefined}
          onClick={() => dispatch({ type: 'click' })}
        >
          {state.status === 'playing' ? <PauseIcon /> : <PlayIcon />}
        </button>
        {controls && (
          <>
            <SeekBar
              source={src}
              currentTime={state.currentTime}
              duration={state.duration}
              onSeek={(time) => dispatch({ type: 'seek', time })}
            />
            <span className="video-player__time">{formatTime(state.currentTime)}</span>
            <span className="video-player__remaining">
              <span className="visually-hidden">remaining </span>
              {formatRemaining(state.currentTime, state.duration)}
            </span>
          </>
        )}
        {volumeControl && <VolumeButton target={video} volume={volume} onVolumeChange={setVolume} className="video-player__volume" />}
      </div>
    </div>
  )
}

type SeekBarProps = { source: string; currentTime: number; duration: number; onSeek: (time: number) => void }

/** The seek bar, with a 160x90 frame of the time under the pointer. */
function SeekBar({ source, currentTime, duration, onSeek }: SeekBarProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const frames = useRef<HTMLVideoElement | null>(null)
  const drawTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [hover, setHover] = useState<{ time: number; ratio: number } | null>(null)

  useEffect(
    () => () => {
      clearTimeout(drawTimer.current)
      // Let the browser drop the second decoder.
      frames.current?.removeAttribute('src')
      frames.current?.load?.()
    },
    [],
  )

  const drawFrame = (time: number) => {
    // A second, hidden element: seeking the visible one would interrupt playback.
    if (!frames.current) {
      const element = document.createElement('video')
      element.muted = true
      element.preload = 'auto'
      element.src = source
      element.addEventListener('seeked', () => {
        canvas.current?.getContext('2d')?.drawImage(element, 0, 0, THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height)
      })
      frames.current = element
    }
    frames.current.currentTime = time
  }

  const onPointerMove = (event: PointerEvent<HTMLInputElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const time = timeAtPosition(event.clientX, box.left, box.width, duration)
    setHover({ time, ratio: progressRatio(time, duration) })
    clearTimeout(drawTimer.current)
    drawTimer.current = setTimeout(() => drawFrame(time), THUMBNAIL_DEBOUNCE_MS)
  }

  return (
    <div className="video-player__seek" style={{ ['--progress' as string]: progressRatio(currentTime, duration) }}>
      <input
        type="range"
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(currentTime, duration || 0)}
        aria-label="Seek"
        aria-valuetext={`${formatTime(currentTime)} of ${formatTime(duration)}`}
        disabled={!duration}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
        onPointerMove={onPointerMove}
        onPointerLeave={() => {
          clearTimeout(drawTimer.current)
          setHover(null)
        }}
      />
      {hover && (
        <div className="video-player__thumbnail" style={{ left: `${hover.ratio * 100}%` }} aria-hidden="true">
          <canvas ref={canvas} width={THUMBNAIL_SIZE.width} height={THUMBNAIL_SIZE.height} />
          <span>{formatTime(hover.time)}</span>
        </div>
      )}
    </div>
  )
}
