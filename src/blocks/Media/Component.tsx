import { Link } from '@/components/Link'
import { MediaImage } from '@/components/MediaImage'

import type { BlockProps } from '../types'

/** An image or video file; a hosted video address is shown as a link until the player lands. */
export function MediaBlock({ block }: BlockProps<'media'>) {
  return (
    <figure className="block-media">
      {block.media ? (
        <MediaImage media={block.media} sizes="(min-width: 1440px) 1224px, 100vw" />
      ) : block.videoUrl ? (
        <Link href={block.videoUrl}>Watch the video</Link>
      ) : null}
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </figure>
  )
}
