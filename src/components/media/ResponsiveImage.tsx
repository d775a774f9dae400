import { preload as preloadResource } from 'react-dom'

import { imageDimensions, mobileMediaQuery } from '@/lib/media'

import { imageCandidate } from '@/lib/media/data'

export type ResponsiveImageProps = {
  src: string
  alt: string
  /** Intrinsic size; the image is laid out at most as wide as the grid (the default width). */
  width?: number | null
  height?: number | null
  /** The layout width, for the browser's choice of candidate; without it, 1x and 2x. */
  sizes?: string
  /** Above the fold: fetched first, eagerly, with a preload hint. */
  preload?: boolean
  loading?: 'lazy' | 'eager'
  /** 1–100: as it is for the CDN, the nearest allowed one (IMAGE_QUALITIES) for Next's optimizer. */
  quality?: number
  mobileSrc?: string
  mobileMediaOnXsOnly?: boolean
  /** Served as it is (no optimizer can resize a vector). */
  svg?: boolean
  /** A low-resolution stand-in shown behind the image while it loads. */
  placeholderSrc?: string
  className?: string
}

/** A responsive image as plain HTML (no client JavaScript), optionally art-directed for mobile. */
export function ResponsiveImage({
  src,
  alt,
  width: intrinsicWidth,
  height: intrinsicHeight,
  sizes,
  preload = false,
  loading,
  quality,
  mobileSrc,
  mobileMediaOnXsOnly = false,
  svg = false,
  placeholderSrc,
  className,
}: ResponsiveImageProps) {
  const { width, height } = imageDimensions(intrinsicWidth, intrinsicHeight)
  // The mobile file's width is unknown: its candidates stay as they are.
  const main = imageCandidate(src, { width, height, sizes, quality, svg, fileWidth: intrinsicWidth })
  const mobile = mobileSrc ? imageCandidate(mobileSrc, { width, height, sizes, quality, svg }) : undefined
  // A preload hint would fetch the desktop file on phones too; fetchpriority alone is enough there.
  if (preload && !mobile) preloadResource(main.src, { as: 'image', imageSrcSet: main.srcSet, imageSizes: main.sizes, fetchPriority: 'high' })
  const image = (
    // Attributes it does not have are left out, not set to undefined: each one was written into the page's RSC payload.
    <img
      {...(className && { className })}
      src={main.src}
      {...(main.srcSet && { srcSet: main.srcSet, sizes: main.sizes })}
      alt={alt}
      // Unknown size: the natural one, rather than stretching a small file to the grid.
      {...(intrinsicWidth && { width })}
      height={height}
      loading={preload ? 'eager' : (loading ?? 'lazy')}
      {...(preload && { fetchPriority: 'high' as const })}
      decoding="async"
      {...(placeholderSrc && {
        style: { backgroundImage: `url(${JSON.stringify(placeholderSrc)})`, backgroundSize: 'cover', backgroundPosition: 'center' },
      })}
    />
  )
  if (!mobile) return image
  return (
    <picture className="media-picture">
      <source media={mobileMediaQuery(mobileMediaOnXsOnly)} srcSet={mobile.srcSet ?? mobile.src} sizes={mobile.srcSet ? mobile.sizes : undefined} />
      {image}
    </picture>
  )
}
