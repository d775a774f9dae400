'use client'
import type { AnimationItem } from 'lottie-web'
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'

import { PauseIcon, PlayIcon } from './icons'
import './media.css'

export type LottiePlayerProps = {
  /** The Lottie JSON's address. */
  src: string
  /** The accessible name. */
  title: string
  /** The animation's own size, to keep its space before it loads. */
  width?: number
  height?: number
  /** Starts when it scrolls into view; default true. Never with reduced motion. */
  autoPlay?: boolean
  /** Default true. */
  loop?: boolean
  /** Plays while the pointer rests on it. */
  playsOnHover?: boolean
  /** The still shown until the first frame is drawn. */
  children?: ReactNode
  className?: string
}

/** Loaded this far ahead of the viewport, so it is ready when it scrolls in. */
const ROOT_MARGIN = '200px'

async function fetchAnimation(src: string): Promise<unknown> {
  const response = await fetch(src)
  if (!response.ok) throw new Error(`the animation ${src} answered ${response.status}`)
  return response.json()
}

/**
 * A Lottie animation, drawn as SVG by lottie-web's light build. The player
 * (about 50 KB gzipped) downloads only when the animation nears the viewport;
 * it pauses off screen, and with reduced motion it shows the first frame and
 * waits for the play button.
 */
export function LottiePlayer({ src, title, width, height, autoPlay = true, loop = true, playsOnHover = false, children, className }: LottiePlayerProps) {
  const canvas = useRef<HTMLDivElement>(null)
  const animation = useRef<AnimationItem | null>(null)
  /** Whether it should be playing when visible: autoplay, then the visitor's choice. */
  const wanted = useRef(autoPlay)
  const visible = useRef(false)
  const reducedMotion = useRef(false)
  const [ready, setReady] = useState(false)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const element = canvas.current
    if (!element) return
    let cancelled = false
    let started = false
    reducedMotion.current = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    if (reducedMotion.current) wanted.current = false

    const sync = () => {
      const item = animation.current
      if (!item || !item.isLoaded) return
      const play = wanted.current && visible.current
      if (play) item.play()
      else item.pause()
      setPlaying(play)
    }

    const start = async () => {
      // The player and the animation's JSON are fetched together: lottie-web would fetch the JSON only once it runs,
      // a third round trip in a row after the page's scripts and this chunk.
      const [{ default: lottie }, animationData] = await Promise.all([import('lottie-web/build/player/lottie_light'), fetchAnimation(src)])
      if (cancelled) return
      const item = lottie.loadAnimation({
        container: element,
        renderer: 'svg',
        loop,
        autoplay: false,
        animationData,
        // Image layers are named relative to the JSON, as lottie-web resolves them when it fetches the file itself.
        assetsPath: src.slice(0, src.lastIndexOf('/') + 1),
        rendererSettings: { preserveAspectRatio: 'xMidYMid meet', progressiveLoad: true },
      })
      animation.current = item
      item.addEventListener('DOMLoaded', () => {
        item.goToAndStop(0, true)
        setReady(true)
        sync()
      })
      item.addEventListener('complete', () => {
        wanted.current = false
        setPlaying(false)
      })
    }

    const observer = new IntersectionObserver(
      (entries) => {
        visible.current = entries[entries.length - 1].isIntersecting
        if (visible.current && !started) {
          started = true
          start().catch((error: unknown) => console.error('failed to load the animation', src, error))
        }
        sync()
      },
      { rootMargin: ROOT_MARGIN },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
      animation.current?.destroy()
      animation.current = null
    }
  }, [src, loop])

  const toggle = () => {
    const item = animation.current
    if (!item) return
    wanted.current = !playing
    // Replaying a finished animation starts it over.
    if (wanted.current && item.currentFrame >= item.totalFrames - 1) item.goToAndStop(0, true)
    if (wanted.current) item.play()
    else item.pause()
    setPlaying(wanted.current)
  }
  const hover = (entering: boolean) => {
    const item = animation.current
    if (!playsOnHover || !item || reducedMotion.current) return
    wanted.current = entering
    if (entering) item.play()
    else item.goToAndStop(0, true)
    setPlaying(entering)
  }

  // Its own size at most (a vector could grow, but a small animation blown up to the grid looks wrong), its space kept.
  const style: CSSProperties | undefined = width && height ? { aspectRatio: `${width} / ${height}`, maxWidth: `${width}px` } : undefined
  return (
    <div
      className={['lottie-player', ready ? 'lottie-player--ready' : '', className].filter(Boolean).join(' ')}
      style={style}
      onMouseEnter={() => hover(true)}
      onMouseLeave={() => hover(false)}
    >
      <div ref={canvas} className="lottie-player__canvas" role="img" aria-label={title} data-playing={playing || undefined} />
      {!ready && children && (
        <div className="lottie-player__still" aria-hidden="true">
          {children}
        </div>
      )}
      {ready && (
        <button type="button" className="lottie-player__toggle" aria-label={`${playing ? 'Pause' : 'Play'} animation: ${title}`} onClick={toggle}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}
    </div>
  )
}
