/**
 * Media decisions without a framework: file types, image sizes and the image
 * CDN's addresses. The components in src/components/media render from these.
 */
import { BREAKPOINTS, DEFAULT_IMAGE_WIDTH, EXTENDED_GRID, EXTENDED_GRID_FROM, LARGE_GRID } from '../design'

/** The file types the site plays besides images (spec: video mp4, webm; audio mp3, m4a, ogg, wav; animation lottie, json). */
export const MEDIA_FILE_TYPES = {
  video: ['mp4', 'webm'],
  audio: ['mp3', 'm4a', 'ogg', 'wav'],
  animation: ['lottie', 'json'],
} as const
export type MediaFileCategory = keyof typeof MEDIA_FILE_TYPES
export type MediaFileType = (typeof MEDIA_FILE_TYPES)[MediaFileCategory][number]
export type MediaKind = MediaFileCategory | 'svg' | 'image'

/** The MIME type of each file type, for `<source type>`. */
export const MIME_TYPES: Record<MediaFileType, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  lottie: 'application/zip',
  json: 'application/json',
}

/** MIME types an upload may carry, mapped back to a file type (upload URLs may lack an extension). */
/** The MIME types of the non-image files the media component plays (the Media collection accepts these). */
export const TYPE_BY_MIME: Record<string, MediaFileType> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/wave': 'wav',
  'audio/x-wav': 'wav',
  'audio/vnd.wave': 'wav',
  'application/json': 'json',
}

const ALL_TYPES = Object.values(MEDIA_FILE_TYPES).flat() as readonly string[]

/** The lower-case extension of an address, without its query or hash. */
export function fileExtension(src: string): string | undefined {
  const path = src.split(/[?#]/)[0]
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : undefined
}

export function isMediaFileType(value: string | null | undefined): value is MediaFileType {
  return ALL_TYPES.includes(value ?? '')
}

/** The playable file type of an address: the explicit type, else the extension, else the MIME type. */
export function fileTypeOf(src: string, options: { type?: string | null; mimeType?: string | null } = {}): MediaFileType | undefined {
  if (isMediaFileType(options.type)) return options.type
  const extension = fileExtension(src)
  if (isMediaFileType(extension)) return extension
  return options.mimeType ? TYPE_BY_MIME[options.mimeType.toLowerCase().split(';')[0].trim()] : undefined
}

export function categoryOf(type: MediaFileType): MediaFileCategory {
  return (Object.keys(MEDIA_FILE_TYPES) as MediaFileCategory[]).find((category) =>
    (MEDIA_FILE_TYPES[category] as readonly string[]).includes(type),
  ) as MediaFileCategory
}

/** What a media address is: a playable file, an SVG (never optimised) or an image. */
export function mediaKind(src: string, options: { type?: string | null; mimeType?: string | null; svg?: boolean } = {}): MediaKind {
  const type = fileTypeOf(src, options)
  if (type) return categoryOf(type)
  if (options.svg || fileExtension(src) === 'svg' || options.mimeType === 'image/svg+xml') return 'svg'
  return 'image'
}

/** An address with what is known about it (an upload, a poster, a placeholder). */
export type MediaSource = {
  src: string
  alt?: string
  width?: number | null
  height?: number | null
  mimeType?: string | null
}

/** How much of a video or audio file the browser fetches before playback (`true`: all of it, as for the first screen). */
export type MediaPreload = boolean | 'none' | 'metadata' | 'auto'

/**
 * The `preload` attribute of a video or audio element: as asked, else nothing
 * up front when a still stands in (the poster), else the length and first frame.
 */
export function mediaPreloadAttribute(preload: MediaPreload | null | undefined, hasPoster = false): 'none' | 'metadata' | 'auto' {
  if (preload === true) return 'auto'
  if (preload === 'none' || preload === 'metadata' || preload === 'auto') return preload
  return hasPoster ? 'none' : 'metadata'
}

/** Whether an image is fetched first (preload hint, high priority): only when asked to load straight away. */
export function isImagePreload(preload: MediaPreload | null | undefined): boolean {
  return preload === true || preload === 'auto'
}

/** Image qualities a marketer picks from; next.config.ts allows the same for Next's optimizer. */
export const IMAGE_QUALITIES = { light: 50, standard: 75, high: 90 } as const
export type ImageQualityName = keyof typeof IMAGE_QUALITIES

/** The allowed quality nearest to a requested one (Next's optimizer refuses any other). */
export function nearestImageQuality(quality: number): number {
  const allowed = Object.values(IMAGE_QUALITIES) as number[]
  return allowed.reduce((best, q) => (Math.abs(q - quality) < Math.abs(best - quality) ? q : best))
}

/**
 * Autopause: a playing video pauses when another video or audio on the page starts
 * with sound. Muted previews and background loops start nothing audible, so they
 * neither pause nor get paused by each other.
 */
export function shouldAutopause(own: { paused: boolean; muted: boolean }, started: { muted: boolean } | null, isSelf: boolean): boolean {
  return !isSelf && started !== null && !started.muted && !own.paused && !own.muted
}

/** A caption or subtitle file for `<track>`. */
export type TextTrackSource = { src: string; srcLang?: string; label?: string; default?: boolean }

/** What a Payload upload contributes; `null` when it is missing, unpopulated or has no address. */
export function fromUpload(
  doc: { url?: string | null; alt?: string | null; width?: number | null; height?: number | null; mimeType?: string | null } | number | null | undefined,
): MediaSource | null {
  if (!doc || typeof doc === 'number' || !doc.url) return null
  return { src: doc.url, alt: doc.alt ?? '', width: doc.width ?? null, height: doc.height ?? null, mimeType: doc.mimeType ?? null }
}

/**
 * The width and height an image is laid out at: the given width (else the largest
 * grid width), never wider than the grid, height kept in proportion when known.
 */
export function imageDimensions(width?: number | null, height?: number | null): { width: number; height: number | undefined } {
  if (!width || width <= 0) return { width: DEFAULT_IMAGE_WIDTH, height: undefined }
  const laidOut = Math.min(width, DEFAULT_IMAGE_WIDTH)
  return { width: laidOut, height: height && height > 0 ? Math.round((height * laidOut) / width) : undefined }
}

/** `sizes` for an image as wide as the grid: the container, else the viewport. */
export const GRID_IMAGE_SIZES = `(min-width: ${EXTENDED_GRID_FROM}px) ${EXTENDED_GRID.max}px, (min-width: ${LARGE_GRID.max + 40}px) ${LARGE_GRID.max}px, 100vw`

/** Where the mobile variant applies: below the small breakpoint when xs only, else below medium. */
export function mobileMediaQuery(xsOnly = false): string {
  return `(max-width: ${(xsOnly ? BREAKPOINTS.sm : BREAKPOINTS.md) - 1}px)`
}

/** An address on this site (served by Payload or /public), as opposed to another host. */
export function isLocalSrc(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//')
}

export type ImageCdnConfig = {
  /** The CDN's transform prefix, e.g. https://ostra.com/cdn-cgi/image (no trailing slash). */
  url: string
  /** Address prefixes, or globs with `*` (within a path segment) and `**` (anything). */
  patterns: readonly string[]
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(
    `^${escaped
      .replace(/\*\*/g, '\u0000')
      .replace(/\*/g, '[^/]*')
      .replace(/\u0000/g, '.*')}$`,
  )
}

/** Whether an address may be rewritten: it starts with a prefix pattern or matches a glob pattern. */
export function matchesImagePattern(src: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => (pattern.includes('*') ? globToRegExp(pattern).test(src) : pattern !== '' && src.startsWith(pattern)))
}

export type CdnImageOptions = { width: number; quality?: number; cdn: ImageCdnConfig | undefined }

/**
 * The CDN address of an image at a width (`format=auto` lets the CDN pick AVIF/WebP),
 * or `null` when the CDN is disabled or the address is not one it may rewrite.
 */
export function cdnImageUrl(src: string, { width, quality, cdn }: CdnImageOptions): string | null {
  if (!cdn || !cdn.url || !matchesImagePattern(src, cdn.patterns)) return null
  const options = [`width=${Math.round(width)}`, 'format=auto']
  if (quality !== undefined) options.push(`quality=${Math.min(100, Math.max(1, Math.round(quality)))}`)
  // A path on this site is fetched by the CDN relative to its own zone.
  const source = isLocalSrc(src) ? src.slice(1) : src
  return `${cdn.url.replace(/\/+$/, '')}/${options.join(',')}/${source}`
}

/** A width-described `srcset` (`url 400w, url 768w`): the one way this module writes one. */
function widthSrcSet(entries: readonly { url: string; width: number }[]): string {
  return entries.map((entry) => `${entry.url} ${entry.width}w`).join(', ')
}

/** Candidate widths for `srcset`: phone to large desktop, as Next's optimizer uses. */
export const CDN_WIDTHS = [384, 640, 750, 828, 1080, 1200, 1408, 1920, 2048, 2816, 3840] as const

/**
 * The CDN `srcset`: width descriptors up to twice the layout width when `sizes` is
 * given, else 1x and 2x; `null` under the same conditions as `cdnImageUrl`.
 */
export function cdnImageSrcSet(src: string, options: CdnImageOptions & { sizes?: string }): string | null {
  if (!cdnImageUrl(src, options)) return null
  const url = (width: number) => cdnImageUrl(src, { ...options, width }) as string
  if (!options.sizes) return `${url(options.width)} 1x, ${url(options.width * 2)} 2x`
  const widths = [...new Set([...CDN_WIDTHS.filter((w) => w < options.width * 2), options.width, options.width * 2])].sort((a, b) => a - b)
  return widthSrcSet(widths.map((width) => ({ url: url(width), width })))
}

/** Where a browser fetches a picture from: the address, and the candidates it chooses among for its layout width. */
export type ImageCandidate = { src: string; srcSet?: string; sizes?: string }

/**
 * A width-described srcset without the candidates wider than the file: the optimizer never enlarges a picture, so
 * every width past the file's own is the same file under another address (a 1600 px picture had 2048 and 3840 px
 * ones), written twice into the page (its HTML and its RSC payload). Keeps the first candidate at least as wide as
 * the file, and makes the widest kept one the `src`. Unchanged when the file's width is unknown or nothing is wider.
 */
export function withinFileWidth(candidate: ImageCandidate, fileWidth: number | null | undefined): ImageCandidate {
  if (!candidate.srcSet || !fileWidth || fileWidth <= 0) return candidate
  const entries = candidate.srcSet.split(', ').map((entry) => {
    const match = /^(\S+) (\d+)w$/.exec(entry)
    return match ? { url: match[1], width: Number(match[2]) } : null
  })
  if (entries.some((entry) => entry === null)) return candidate
  const described = entries as { url: string; width: number }[]
  const firstCovering = described.findIndex((entry) => entry.width >= fileWidth)
  if (firstCovering === -1 || firstCovering === described.length - 1) return candidate
  const kept = described.slice(0, firstCovering + 1)
  return { ...candidate, src: kept[kept.length - 1].url, srcSet: widthSrcSet(kept) }
}

/** An upload's resized copies as Payload stores them (Media's imageSizes: thumbnail, card, hero), each its own file. */
export type UploadSizes = Record<string, { url?: string | null; width?: number | null } | undefined>

/**
 * The candidates an upload's own resized copies give, widest last, with the middle one as `src` (the one an old
 * browser without srcset takes). Those files were made once, when the picture was uploaded: a page naming them
 * needs no optimizer at request time, and each address is about a sixth of the optimizer's (`/_next/image?url=…`),
 * written twice into the page (its HTML and its RSC payload). `null` when fewer than two copies exist (a small or
 * vector upload): there is then nothing to choose between.
 */
export function uploadSizesCandidate(sizes: UploadSizes | null | undefined, layoutSizes: string | undefined): ImageCandidate | null {
  const copies = Object.values(sizes ?? {})
    .flatMap((copy) => (copy?.url && copy.width && copy.width > 0 ? [{ url: copy.url, width: copy.width }] : []))
    .sort((a, b) => a.width - b.width)
    .filter((copy, index, sorted) => index === 0 || copy.width !== sorted[index - 1].width)
  if (copies.length < 2) return null
  return { src: copies[Math.floor((copies.length - 1) / 2)].url, srcSet: widthSrcSet(copies), ...(layoutSizes && { sizes: layoutSizes }) }
}

/** A card's picture as plain data, so the server's list and an island re-rendering API results draw the same `<img>`. */
export type CardImage = ImageCandidate & { width: number; height: number }

/** What a card's picture needs of its upload (a find's `populate`): Payload builds `url` from `filename`. */
export const CARD_IMAGE_FIELDS = { url: true, filename: true, width: true, height: true, mimeType: true, sizes: true } as const
