'use client'
import { type RefObject } from 'react'

import { VolumeIcon } from './icons'

/** What the button drives: a media element, or a hosted player's element. */
export type VolumeTarget = { volume: number; muted?: boolean }

export type VolumeButtonProps = {
  target: RefObject<VolumeTarget | null>
  /** The volume the owner renders the player with (react-player re-applies its `volume` prop on every render). */
  volume: number
  /** Told once the player has taken the new volume. */
  onVolumeChange: (volume: number) => void
  className?: string
}

/** Sets the player's volume; a player muted by the autoplay fallback is unmuted too, or volume 1 stays silent. */
function applyVolume(player: VolumeTarget, volume: number): void {
  player.volume = volume
  if (volume > 0 && player.muted) player.muted = false
}

/** "Mute" sets the volume to 0 and becomes "Unmute", which sets it back to 1. */
export function VolumeButton({ target, volume, onVolumeChange, className = 'video-overlay__volume' }: VolumeButtonProps) {
  const muted = volume === 0
  const toggle = () => {
    const next = muted ? 1 : 0
    try {
      const player = target.current
      if (!player) throw new Error('no player')
      applyVolume(player, next)
      onVolumeChange(next)
    } catch (error) {
      console.error('failed to toggle mute state', error)
    }
  }
  return (
    <button type="button" className={className} aria-label={muted ? 'Unmute' : 'Mute'} onClick={toggle}>
      <VolumeIcon muted={muted} />
    </button>
  )
}
