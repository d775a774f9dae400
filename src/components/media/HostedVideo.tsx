import { env } from '@/lib/config/data'
import { imageDimensions, type MediaSource, parseVideoUrl, videoEmbedUrl, type EmbedOptions, type VideoQuality } from '@/lib/media'
import { fetchVideoOembed } from '@/lib/media/data'

import { MediaFigure } from './MediaFigure'
import { ResponsiveImage } from './ResponsiveImage'
import { VideoPoster } from './VideoPoster.client'

export type HostedVideoProps = {
  /** A player link (https://player.vimeo.com/video/123) or a video link (https://vimeo.com/123). */
  videoUrl: string | null | undefined
  /** The accessible name; the host's title when not given. */
  title?: string | null
  /** With a poster, the video opens in a full-screen overlay from a play button; without, it is embedded inline. */
  poster?: MediaSource | null
  playButtonColor?: 'black' | 'white'
  quality?: VideoQuality
  autopause?: boolean
  volumeControl?: boolean
  /** Inline embeds only. */
  autoPlay?: boolean
  muted?: boolean
  loop?: boolean
  sizes?: string
  caption?: string | null
  className?: string
}

/** A hosted video: validated link, metadata from oEmbed (server-side, cached), then an iframe or a poster. */
export async function HostedVideo({
  videoUrl,
  title,
  poster,
  playButtonColor = 'white',
  quality = 'auto',
  autopause = true,
  volumeControl = true,
  autoPlay,
  muted,
  loop,
  sizes,
  caption,
  className,
}: HostedVideoProps) {
  if (!videoUrl?.trim()) {
    console.error('video embed without a video URL')
    return null
  }
  const parsed = parseVideoUrl(videoUrl, env.videoPlayerOrigin)
  if (!parsed.ok) {
    console.error('invalid video URL', videoUrl)
    return null
  }
  const options: EmbedOptions = { quality, autopause }
  const metadata = await fetchVideoOembed(videoUrl, options, {
    endpoint: env.videoOembedUrl,
    playerOrigin: env.videoPlayerOrigin,
    revalidate: env.revalidateSeconds,
  })
  const name = title || metadata?.title || 'Video'
  const own = caption ? undefined : className

  if (poster) {
    return (
      <MediaFigure caption={caption} className={className}>
        <div className={['media-hosted', own].filter(Boolean).join(' ')}>
          <VideoPoster
            src={videoEmbedUrl(parsed.id, options, env.videoPlayerOrigin)}
            title={name}
            playButtonColor={playButtonColor}
            quality={quality}
            autopause={autopause}
            volumeControl={volumeControl}
          >
            {/* Decorative: the play button carries the video's name. */}
            <ResponsiveImage src={poster.src} alt="" width={poster.width} height={poster.height} sizes={sizes} />
          </VideoPoster>
        </div>
      </MediaFigure>
    )
  }

  const { width, height } = metadata?.width && metadata.height ? imageDimensions(metadata.width, metadata.height) : { width: 16, height: 9 }
  return (
    <MediaFigure caption={caption} className={className}>
      <div className={['media-embed', own].filter(Boolean).join(' ')} style={{ aspectRatio: `${width} / ${height ?? 9}` }}>
        <iframe
          src={videoEmbedUrl(parsed.id, { ...options, autoplay: autoPlay, muted, loop }, env.videoPlayerOrigin)}
          title={name}
          loading="lazy"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </MediaFigure>
  )
}
