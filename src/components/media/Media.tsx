import type { ReactNode } from 'react'

import { MIME_TYPES, fileTypeOf, mediaKind, mobileMediaQuery, type MediaFileType, type MediaSource, type TextTrackSource } from '@/lib/media'
import type { VideoQuality } from '@/lib/video/url'

import { HostedVideo } from './HostedVideo'
import { MediaFigure } from './MediaFigure'
import { ResponsiveImage } from './ResponsiveImage'
import { LazyVideoPlayer } from '../lazy.client'
import './media.css'

export type MediaProps = {
  /** An image, video, audio or animation file. */
  src?: string | null
  alt?: string
  /** Intrinsic size; images default to the largest grid width. */
  width?: number | null
  height?: number | null
  /** The layout width of an image (`sizes`). */
  sizes?: string
  /** Above the fold: fetch first (images: preload hint and high priority; video: the whole file). */
  preload?: boolean
  loading?: 'lazy' | 'eager'
  /** Video: the still before playback; with `videoUrl`, the poster that opens the overlay. */
  poster?: MediaSource | null
  /** A low-resolution stand-in while the file loads. */
  placeholderMedia?: MediaSource | null
  mobileSrc?: string | null
  /** Use `mobileSrc` below the small breakpoint only, rather than below medium. */
  mobileMediaOnXsOnly?: boolean
  captions?: TextTrackSource[]
  subtitles?: TextTrackSource[]
  /** The file type when the address does not tell (uploads carry `mimeType` instead). */
  type?: MediaFileType
  mimeType?: string | null
  controls?: boolean
  autoPlay?: boolean
  muted?: boolean
  playsInline?: boolean
  /** Video files: play a muted preview while the pointer rests on the video. */
  playsOnHover?: boolean
  loop?: boolean
  /** What the play button says while the video loads. */
  preloadCopy?: string
  caption?: string | null
  /** Serve the file as it is (vector images). */
  svg?: boolean
  /** A hosted video link; takes precedence over `src`. */
  videoUrl?: string | null
  title?: string | null
  playButtonColor?: 'black' | 'white'
  /** Hosted video quality, default 'auto'. */
  quality?: VideoQuality
  /** Image quality through the CDN, 1–100. */
  imageQuality?: number
  /** Hosted video: pause when another starts; default true. */
  autopause?: boolean
  /** Hosted video overlay: show the Mute/Unmute button; default true. */
  volumeControl?: boolean
  /** On the outermost element (the figure when there is a caption). */
  className?: string
}

/**
 * Any media: a hosted video (inline, or poster and overlay), a video file (the
 * site's player), audio, or an image (CDN or Next's optimizer). Server component;
 * only the video players hydrate.
 */
export function Media(props: MediaProps) {
  const { src, alt = '', caption, className, videoUrl, poster, placeholderMedia } = props
  if (videoUrl) {
    return (
      <HostedVideo
        videoUrl={videoUrl}
        title={props.title}
        poster={poster}
        playButtonColor={props.playButtonColor}
        quality={props.quality}
        autopause={props.autopause}
        volumeControl={props.volumeControl}
        autoPlay={props.autoPlay}
        muted={props.muted}
        loop={props.loop}
        sizes={props.sizes}
        caption={caption}
        className={className}
      />
    )
  }
  if (!src) return null
  const own = caption ? undefined : className
  const kind = mediaKind(src, { type: props.type, mimeType: props.mimeType, svg: props.svg })
  const fileType = fileTypeOf(src, { type: props.type, mimeType: props.mimeType })
  const mime = fileType && MIME_TYPES[fileType]
  let content: ReactNode

  if (kind === 'video') {
    content = (
      <LazyVideoPlayer
        src={src}
        type={mime}
        mobileSrc={props.mobileSrc ?? undefined}
        mobileMedia={mobileMediaQuery(props.mobileMediaOnXsOnly)}
        poster={poster?.src ?? placeholderMedia?.src}
        captions={props.captions}
        subtitles={props.subtitles}
        controls={props.controls}
        autoPlay={props.autoPlay}
        muted={props.muted}
        playsInline={props.playsInline}
        playsOnHover={props.playsOnHover}
        loop={props.loop}
        preload={props.preload}
        preloadCopy={props.preloadCopy}
        title={props.title || alt || undefined}
        width={props.width ?? undefined}
        height={props.height ?? undefined}
        className={own}
      />
    )
  } else if (kind === 'audio') {
    content = (
      <audio
        className={own}
        controls={props.controls ?? true}
        autoPlay={props.autoPlay}
        muted={props.muted}
        loop={props.loop}
        preload={props.preload ? 'auto' : 'metadata'}
        aria-label={props.title || alt || undefined}
      >
        <source src={src} type={mime} />
        {props.captions?.map((track) => (
          <track key={track.src} kind="captions" src={track.src} srcLang={track.srcLang} label={track.label} default={track.default} />
        ))}
      </audio>
    )
  } else if (kind === 'animation') {
    // No animation runtime ships with the site: the still (poster or placeholder) stands in.
    const still = poster ?? placeholderMedia
    content = still ? <ResponsiveImage src={still.src} alt={alt} width={still.width} height={still.height} sizes={props.sizes} className={own} /> : null
  } else {
    content = (
      <ResponsiveImage
        src={src}
        alt={alt}
        width={props.width}
        height={props.height}
        sizes={props.sizes}
        preload={props.preload}
        loading={props.loading}
        quality={props.imageQuality}
        mobileSrc={props.mobileSrc ?? undefined}
        mobileMediaOnXsOnly={props.mobileMediaOnXsOnly}
        svg={kind === 'svg'}
        placeholderSrc={placeholderMedia?.src}
        className={own}
      />
    )
  }
  if (!content) return null
  return (
    <MediaFigure caption={caption} className={className}>
      {content}
    </MediaFigure>
  )
}
