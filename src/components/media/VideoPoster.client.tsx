'use client'
import { Suspense, lazy, useRef, useState, type ReactNode } from 'react'

import type { VideoQuality } from '@/lib/media'

import { PlayIcon } from './icons'
import './media.css'

const loadOverlay = () => import('./VideoOverlay.client')
// The overlay (motion, dialog, player) is its own chunk, fetched on the first open.
const VideoOverlay = lazy(() => loadOverlay().then((module) => ({ default: module.VideoOverlay })))

export type VideoPosterProps = {
  /** The poster, rendered on the server. */
  children: ReactNode
  /** The hosted video's player link. */
  src: string
  title: string
  playButtonColor?: 'black' | 'white'
  quality?: VideoQuality
  autopause?: boolean
  volumeControl?: boolean
}

/** A poster with a play button; the video opens in a full-screen overlay. */
export function VideoPoster({ children, src, title, playButtonColor = 'white', quality, autopause, volumeControl }: VideoPosterProps) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <div className="video-poster">
      {children}
      <button
        ref={button}
        type="button"
        className={`video-poster__play video-poster__play--${playButtonColor}`}
        aria-label={`Play video: ${title}`}
        aria-haspopup="dialog"
        // Start the download while the pointer travels to the button.
        onPointerEnter={() => void loadOverlay()}
        onFocus={() => void loadOverlay()}
        onClick={() => setOpen(true)}
      >
        <PlayIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <VideoOverlay
            src={src}
            title={title}
            quality={quality}
            autopause={autopause}
            volumeControl={volumeControl}
            onClose={() => {
              setOpen(false)
              button.current?.focus()
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
