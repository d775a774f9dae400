import type { ReactNode } from 'react'

import {
  MIME_TYPES,
  fileTypeOf,
  isImagePreload,
  mediaKind,
  mediaPreloadAttribute,
  mobileMediaQuery,
  type MediaFileType,
  type MediaPreload,
  type MediaSource,
  type TextTrackSource,
} from '@/lib/media'
import type { VideoQuality } from '@/lib/media'

import { HostedVideo } from './HostedVideo'
import { MediaFigure } from './MediaFigure'
import { ResponsiveImage } from './ResponsiveImage'
import { LazyLottiePlayer, LazyVideoPlayer } from '../lazy.client'
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
  /**
   * How eagerly to fetch. `true` or 'auto': above the fold (images: preload hint and high
   * priority; video and audio: the whole file). 'metadata' and 'none' apply to video and audio.
   */
  preload?: MediaPreload
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
  /** Hosted video and video files: pause when another video starts; default true. */
  autopause?: boolean
  /** Video files and the hosted video overlay: show the Mute/Unmute button; default true. */
  volumeControl?: boolean
  /** On the outermost element (the figure when there is a caption). */
  className?: string
}

/**
 * Any media: a hosted video (inline, or poster and overlay), a video file (the
 * site's player), audio (the browser's player), a Lottie animation (a player
 * loaded when it scrolls into view) or an image (CDN or Next's optimizer).
 * Server component; only the players hydrate.
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
        autopause={props.autopause}
        volumeControl={props.volumeControl}
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
        className={['media-audio', own].filter(Boolean).join(' ')}
        controls={props.controls ?? true}
        autoPlay={props.autoPlay}
        muted={props.muted}
        loop={props.loop}
        preload={mediaPreloadAttribute(props.preload)}
        aria-label={props.title || alt || undefined}
      >
        <source src={src} type={mime} />
        {props.captions?.map((track) => (
          <track key={track.src} kind="captions" src={track.src} srcLang={track.srcLang} label={track.label} default={track.default} />
        ))}
        {props.subtitles?.map((track) => (
          <track key={track.src} kind="subtitles" src={track.src} srcLang={track.srcLang} label={track.label} default={track.default} />
        ))}
        {/* Shown only by browsers that cannot play audio. */}
        <a href={src}>Download the audio{props.title ? `: ${props.title}` : ''}</a>
      </audio>
    )
  } else if (kind === 'animation') {
    const still = poster ?? placeholderMedia
    content = (
      <LazyLottiePlayer
        src={src}
        title={props.title || alt || 'Animation'}
        width={props.width ?? still?.width ?? undefined}
        height={props.height ?? still?.height ?? undefined}
        autoPlay={props.autoPlay ?? true}
        loop={props.loop ?? true}
        playsOnHover={props.playsOnHover}
        className={own}
      >
        {/* Until the player has drawn the first frame (and for a .lottie address it cannot read). */}
        {still ? <ResponsiveImage src={still.src} alt="" width={still.width} height={still.height} sizes={props.sizes} /> : null}
      </LazyLottiePlayer>
    )
  } else {
    content = (
      <ResponsiveImage
        src={src}
        alt={alt}
        width={props.width}
        height={props.height}
        sizes={props.sizes}
        preload={isImagePreload(props.preload)}
        loading={props.preload === 'none' ? 'lazy' : props.loading}
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
