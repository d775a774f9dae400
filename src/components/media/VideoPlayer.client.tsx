'use client'
import { useEffect, useReducer, useRef, useState, type PointerEvent } from 'react'

import { type TextTrackSource } from '@/lib/media'
import {
  CONTROLS_HIDE_DELAY_MS,
  HOVER_PREVIEW_DELAY_MS,
  THUMBNAIL_DEBOUNCE_MS,
  THUMBNAIL_SIZE,
  controlsVisible,
  formatRemaining,
  formatTime,
  initialVideoState,
  mediaCommand,
  playWithMutedFallback,
  progressRatio,
  timeAtPosition,
  videoReducer,
} from '@/lib/video/controller'

import { PauseIcon, PlayIcon } from './icons'
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
  /** Fetch the whole file up front rather than its metadata. */
  preload?: boolean
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
  preload = false,
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
        preload={preload ? 'auto' : poster ? 'none' : 'metadata'}
        aria-label={title}
        onClick={() => dispatch({ type: 'click' })}
        onLoadedData={(event) => dispatch({ type: 'loaded', duration: event.currentTarget.duration })}
        onLoadedMetadata={(event) => dispatch({ type: 'timeUpdate', ...fromElement(event.currentTarget) })}
        onDurationChange={(event) => dispatch({ type: 'timeUpdate', ...fromElement(event.currentTarget) })}
        onTimeUpdate={(event) => dispatch({ type: 'timeUpdate', ...fromElement(event.currentTarget) })}
        onPlay={() => dispatch({ type: 'mediaPlay' })}
        onPause={() => dispatch({ type: 'mediaPause' })}
        onEnded={() => dispatch({ type: 'ended' })}
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
