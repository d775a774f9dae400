import { getImageProps } from 'next/image'

import { env } from '../config/data'
import {
  cdnImageSrcSet,
  cdnImageUrl,
  imageDimensions,
  isLocalSrc,
  nearestImageQuality,
  uploadSizesCandidate,
  withinFileWidth,
  type CardImage,
  type ImageCandidate,
} from './media'
import type { Media } from '@/payload-types'

/** The CDN when enabled and the address matches its patterns; else Next's optimizer for this site's files; else as is. */
export function imageCandidate(
  src: string,
  options: {
    width: number
    height: number | undefined
    sizes?: string
    quality?: number
    svg?: boolean
    /** The file's own width, when known: no candidate wider than needed to show all of it. */
    fileWidth?: number | null
  },
): ImageCandidate {
  const { width, height, sizes, quality, svg, fileWidth } = options
  const cdn = env.imageCdn
  const viaCdn = cdnImageUrl(src, { width, quality, cdn })
  if (viaCdn) return { src: viaCdn, srcSet: cdnImageSrcSet(src, { width, quality, cdn, sizes }) ?? undefined, sizes }
  // next.config.ts allows only this site's paths; other hosts and vectors go unoptimised.
  if (svg || !isLocalSrc(src) || height === undefined) return { src }
  // Next's optimizer refuses a quality outside images.qualities (next.config.ts): the nearest allowed one.
  const { props } = getImageProps({ src, alt: '', width, height, sizes, quality: quality === undefined ? undefined : nearestImageQuality(quality) })
  return withinFileWidth({ src: props.src, srcSet: props.srcSet, sizes: props.sizes }, fileWidth)
}

/** One card of a three-column grid: a third of the container, half the screen from 720 px, else all of it. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 720px) 50vw, 100vw'

/** A populated upload as a card's picture; none for a missing, unpopulated or sizeless one. */
export function cardImage(media: number | Media | null | undefined): CardImage | null {
  if (!media || typeof media === 'number' || !media.url) return null
  const { width, height } = imageDimensions(media.width, media.height)
  if (height === undefined) return null
  const svg = media.mimeType === 'image/svg+xml'
  // The upload's own resized copies, unless a CDN resizes pictures (it serves AVIF where a browser takes it).
  const ownCopies = svg || (env.imageCdn && cdnImageUrl(media.url, { width, cdn: env.imageCdn })) ? null : uploadSizesCandidate(media.sizes, CARD_IMAGE_SIZES)
  return { ...(ownCopies ?? imageCandidate(media.url, { width, height, sizes: CARD_IMAGE_SIZES, svg, fileWidth: media.width })), width, height }
}
