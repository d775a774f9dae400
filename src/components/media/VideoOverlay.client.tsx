'use client'
import { AnimatePresence, LazyMotion, MotionConfig, domAnimation, m } from 'framer-motion'
import { Suspense, lazy, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react'

import { useFocusTrap } from '@/components/hooks/useFocusTrap'
import { useScrollLock } from '@/components/hooks/useScrollLock'
import { OVERLAY_BACKDROP_OPACITY, playWithMutedFallback } from '@/lib/media'
import type { VideoQuality } from '@/lib/media'

import { CloseIcon } from './icons'
import { VolumeButton } from './VolumeButton.client'
import './media.css'

// The player's code (and the host's SDK behind it) downloads only once the overlay opens.
const ReactPlayer = lazy(() => import('react-player'))

export type VideoOverlayProps = {
  /** The hosted video's player link. */
  src: string
  /** The dialog's accessible name. */
  title: string
  quality?: VideoQuality
  autopause?: boolean
  volumeControl?: boolean
  /** Called once the overlay has closed and its exit animation has run. */
  onClose: () => void
}

const TRANSITION = { duration: 0.2, ease: 'easeOut' } as const

/** The full-screen video dialog: top layer (showModal), page scroll locked, motion off when the visitor asks. */
export function VideoOverlay({ src, title, quality = 'auto', autopause = true, volumeControl = true, onClose }: VideoOverlayProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const player = useRef<HTMLVideoElement>(null)
  const [open, setOpen] = useState(true)
  const [volume, setVolume] = useState(1)

  // Before the focus trap's effect: a closed dialog's content is not focusable.
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
  }, [])
  // The trap remembers the play button (focus goes back there) and moves focus in.
  useFocusTrap(dialog, true)
  // Close first, whatever the trap found focusable.
  useEffect(() => closeButton.current?.focus(), [])
  useScrollLock(true)

  // The sound stops at once; the player leaves with the exit animation.
  const requestClose = () => {
    if (!open) return
    try {
      const result: unknown = player.current?.pause()
      // The hosted player's pause answers asynchronously.
      if (result instanceof Promise) result.catch((error: unknown) => console.error('failed to unload player', error))
    } catch (error) {
      console.error('failed to unload player', error)
    }
    setOpen(false)
  }

  const finishClose = () => {
    if (dialog.current?.open) dialog.current.close()
    onClose()
  }

  const start = () => {
    const element = player.current
    if (!element) return
    playWithMutedFallback(element)
      .then((result) => {
        if (result === 'muted') setVolume(0)
      })
      .catch((error: unknown) => console.error('error playing the video', error))
  }

  return (
    <dialog
      ref={dialog}
      className="video-overlay"
      aria-label={title}
      // Escape: keep the dialog until the exit animation has run.
      onCancel={(event: SyntheticEvent) => {
        event.preventDefault()
        requestClose()
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        requestClose()
      }}
      onClick={(event: MouseEvent) => {
        if (event.target === event.currentTarget) requestClose()
      }}
    >
      <LazyMotion features={domAnimation} strict>
        <MotionConfig reducedMotion="user">
          <AnimatePresence onExitComplete={finishClose}>
            {open && (
              <m.div
                key="backdrop"
                className="video-overlay__backdrop"
                aria-hidden="true"
                initial={{ opacity: 0 }}
                animate={{ opacity: OVERLAY_BACKDROP_OPACITY }}
                exit={{ opacity: 0 }}
                transition={TRANSITION}
                onClick={requestClose}
              />
            )}
            {open && (
              <m.div
                key="panel"
                className="video-overlay__panel"
                initial={{ opacity: 0, scale: 0.96 }}
                animate={{ opacity: 1, scale: 1 }}
                exit={{ opacity: 0, scale: 0.96 }}
                transition={TRANSITION}
              >
                <button ref={closeButton} type="button" className="video-overlay__close" aria-label="Close video" onClick={requestClose}>
                  <CloseIcon />
                </button>
                <div className="video-overlay__player">
                  <Suspense fallback={<p className="video-overlay__loading">Loading video</p>}>
                    <ReactPlayer
                      ref={player}
                      src={src}
                      title={title}
                      width="100%"
                      height="100%"
                      controls
                      playsInline
                      volume={volume}
                      config={{ vimeo: { quality, autopause } }}
                      onReady={start}
                      onError={() => console.error('error playing the video', src)}
                    />
                  </Suspense>
                </div>
                {volumeControl && <VolumeButton target={player} volume={volume} onVolumeChange={setVolume} />}
              </m.div>
            )}
          </AnimatePresence>
        </MotionConfig>
      </LazyMotion>
    </dialog>
  )
}
