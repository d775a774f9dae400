import type { Media } from '@/payload-types'

type Props = {
  media: Media | number | null | undefined
  /** The layout width the image occupies, for the browser's choice of size. */
  sizes?: string
  priority?: boolean
  className?: string
}

/** A responsive image from an uploaded Media document, without client JavaScript. */
export function MediaImage({ media, sizes = '100vw', priority = false, className }: Props) {
  if (!media || typeof media === 'number' || !media.url) return null
  if (media.mimeType?.startsWith('video/')) {
    return <video className={className} src={media.url} controls preload="metadata" aria-label={media.alt} />
  }
  const candidates = Object.values(media.sizes ?? {})
    .filter((size): size is { url: string; width: number } => Boolean(size?.url && size.width))
    .sort((a, b) => a.width - b.width)
  const srcSet = candidates.map((size) => `${size.url} ${size.width}w`).join(', ')
  return (
    <img
      className={className}
      src={media.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={media.alt}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
