import { Media } from '@/components/media/Media'
import { GRID_IMAGE_SIZES, IMAGE_QUALITIES, fromUpload, mediaKind, type TextTrackSource } from '@/lib/media'
import type { MediaBlock as MediaBlockData } from '@/payload-types'

import type { BlockProps } from '../types'
import styles from './styles.module.css'

type Track = NonNullable<MediaBlockData['tracks']>[number]

/** The block's caption files of one kind, as `<track>` sources; rows whose file is missing are left out. */
export function tracksOfKind(tracks: MediaBlockData['tracks'], kind: Track['kind']): TextTrackSource[] {
  return (tracks ?? []).flatMap((track) => {
    const file = track.kind === kind ? fromUpload(track.file) : null
    return file ? [{ src: file.src, srcLang: track.language, label: track.label, default: track.default ?? false }] : []
  })
}

/** An image, a video or audio file, a Lottie animation, or a hosted video (inline, or a poster that opens it full-screen). */
export function MediaBlockView({ block, context }: BlockProps<'media'>) {
  const file = fromUpload(block.media)
  // Animations have their own defaults (they play and repeat); video and audio wait for the visitor.
  const animation = !block.videoUrl && file !== null && mediaKind(file.src, { mimeType: file.mimeType }) === 'animation'
  return (
    <Media
      className={styles.root}
      src={file?.src}
      alt={file?.alt}
      width={file?.width}
      height={file?.height}
      mimeType={file?.mimeType}
      mobileSrc={fromUpload(block.mobileMedia)?.src}
      mobileMediaOnXsOnly={block.mobileMediaOnXsOnly ?? false}
      placeholderMedia={fromUpload(block.placeholder)}
      captions={tracksOfKind(block.tracks, 'captions')}
      subtitles={tracksOfKind(block.tracks, 'subtitles')}
      videoUrl={block.videoUrl}
      poster={fromUpload(block.poster)}
      title={block.title}
      caption={block.caption}
      playButtonColor={block.playButtonColor ?? 'white'}
      // The standard controls can be switched off everywhere by the standardVideoPlayerControls flag.
      controls={(block.controls ?? true) && (context.flags?.standardVideoPlayerControls ?? true)}
      autoPlay={animation ? (block.animationAutoPlay ?? true) : (block.autoPlay ?? false)}
      muted={block.muted ?? false}
      loop={animation ? (block.animationLoop ?? true) : (block.loop ?? false)}
      playsOnHover={block.playsOnHover ?? false}
      volumeControl={block.volumeControl ?? true}
      autopause={block.autopause ?? true}
      preload={block.preload ?? undefined}
      quality={block.videoQuality ?? 'auto'}
      imageQuality={block.imageQuality ? IMAGE_QUALITIES[block.imageQuality] : undefined}
      sizes={GRID_IMAGE_SIZES}
    />
  )
}
