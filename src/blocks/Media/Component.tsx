import { Media } from '@/components/media/Media'
import { GRID_IMAGE_SIZES, fromUpload } from '@/lib/media'

import type { BlockProps } from '../types'

/** An image, a video file, or a hosted video (inline, or a poster that opens it full-screen). */
export function MediaBlock({ block, context }: BlockProps<'media'>) {
  const file = fromUpload(block.media)
  return (
    <Media
      className="block-media"
      src={file?.src}
      alt={file?.alt}
      width={file?.width}
      height={file?.height}
      mimeType={file?.mimeType}
      videoUrl={block.videoUrl}
      poster={fromUpload(block.poster)}
      title={block.title}
      caption={block.caption}
      playButtonColor={block.playButtonColor ?? 'white'}
      // The standard controls can be switched off everywhere by the standardVideoPlayerControls flag.
      controls={(block.controls ?? true) && (context.flags?.standardVideoPlayerControls ?? true)}
      autoPlay={block.autoPlay ?? false}
      muted={block.muted ?? false}
      playsOnHover={block.playsOnHover ?? false}
      sizes={GRID_IMAGE_SIZES}
    />
  )
}
