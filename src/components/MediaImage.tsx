import type { Media as MediaDoc } from '@/payload-types'
import { fromUpload } from '@/lib/media'

import { Media } from './media/Media'

type Props = {
  media: MediaDoc | number | null | undefined
  /** The layout width the image occupies, for the browser's choice of size. */
  sizes?: string
  priority?: boolean
  className?: string
}

/** An uploaded Media document: an image (no client JavaScript) or a video file in the site's player. */
export function MediaImage({ media, sizes = '100vw', priority = false, className }: Props) {
  const source = fromUpload(media)
  if (!source) return null
  return (
    <Media
      src={source.src}
      alt={source.alt}
      width={source.width}
      height={source.height}
      mimeType={source.mimeType}
      sizes={sizes}
      preload={priority}
      className={className}
    />
  )
}
