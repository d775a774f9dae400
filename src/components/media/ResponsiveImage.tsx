import { getImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

import { env } from '@/lib/env'
import { cdnImageSrcSet, cdnImageUrl, imageDimensions, isLocalSrc, mobileMediaQuery, nearestImageQuality } from '@/lib/media'

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

type Candidate = { src: string; srcSet?: string; sizes?: string }

/** The CDN when enabled and the address matches its patterns; else Next's optimizer for this site's files; else as is. */
function candidate(src: string, options: { width: number; height: number | undefined; sizes?: string; quality?: number; svg?: boolean }): Candidate {
  const { width, height, sizes, quality, svg } = options
  const cdn = env.imageCdn
  const viaCdn = cdnImageUrl(src, { width, quality, cdn })
  if (viaCdn) return { src: viaCdn, srcSet: cdnImageSrcSet(src, { width, quality, cdn, sizes }) ?? undefined, sizes }
  // next.config.ts allows only this site's paths; other hosts and vectors go unoptimised.
  if (svg || !isLocalSrc(src) || height === undefined) return { src }
  // Next's optimizer refuses a quality outside images.qualities (next.config.ts): the nearest allowed one.
  const { props } = getImageProps({ src, alt: '', width, height, sizes, quality: quality === undefined ? undefined : nearestImageQuality(quality) })
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes }
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
  const main = candidate(src, { width, height, sizes, quality, svg })
  const mobile = mobileSrc ? candidate(mobileSrc, { width, height, sizes, quality, svg }) : undefined
  // A preload hint would fetch the desktop file on phones too; fetchpriority alone is enough there.
  if (preload && !mobile) preloadResource(main.src, { as: 'image', imageSrcSet: main.srcSet, imageSizes: main.sizes, fetchPriority: 'high' })
  const image = (
    <img
      className={className}
      src={main.src}
      srcSet={main.srcSet}
      sizes={main.srcSet ? main.sizes : undefined}
      alt={alt}
      // Unknown size: the natural one, rather than stretching a small file to the grid.
      width={intrinsicWidth ? width : undefined}
      height={height}
      loading={preload ? 'eager' : (loading ?? 'lazy')}
      fetchPriority={preload ? 'high' : undefined}
      decoding="async"
      style={placeholderSrc ? { backgroundImage: `url(${JSON.stringify(placeholderSrc)})`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined}
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
