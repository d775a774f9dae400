/** Uploads (disk or S3-compatible storage), the image CDN and the hosted-video player. */
import { address, flag, list, parseVariables, text, withoutTrailingSlash, type EnvSource } from './parse'

type S3Config = {
  bucket: string
  region: string
  endpoint: string | undefined
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  forcePathStyle: boolean
}

export type MediaConfig = {
  /** Uploads in S3-compatible object storage; on disk (mediaDir) without S3_BUCKET. */
  s3: S3Config | undefined
  /** Where uploads are stored on disk. */
  mediaDir: string
  /** The hosted-video player's origin (iframe embeds), no trailing slash. */
  videoPlayerOrigin: string
  /** The video host's oEmbed endpoint (titles, thumbnails, sizes). */
  videoOembedUrl: string
  /** The image CDN: off when IMAGE_CDN_URL is unset; only addresses matching a pattern are rewritten. */
  imageCdn: { url: string; patterns: string[] } | undefined
}

export function readMediaConfig(source: EnvSource): MediaConfig {
  const vars = parseVariables(
    {
      S3_BUCKET: text(),
      S3_REGION: text(),
      S3_ENDPOINT: address(),
      S3_ACCESS_KEY_ID: text(),
      S3_SECRET_ACCESS_KEY: text(),
      S3_FORCE_PATH_STYLE: flag(),
      MEDIA_DIR: text(),
      VIDEO_PLAYER_ORIGIN: address(),
      VIDEO_OEMBED_URL: address(),
      IMAGE_CDN_URL: address(),
      IMAGE_CDN_PATTERNS: list(),
    },
    source,
  )
  return {
    s3: vars.S3_BUCKET
      ? {
          bucket: vars.S3_BUCKET,
          region: vars.S3_REGION ?? 'us-east-1',
          // MinIO, R2 and other S3-compatible stores: their endpoint, usually with path-style addresses.
          endpoint: vars.S3_ENDPOINT,
          accessKeyId: vars.S3_ACCESS_KEY_ID,
          secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
          forcePathStyle: vars.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    mediaDir: vars.MEDIA_DIR ?? 'media',
    videoPlayerOrigin: withoutTrailingSlash(vars.VIDEO_PLAYER_ORIGIN ?? 'https://player.vimeo.com'),
    videoOembedUrl: vars.VIDEO_OEMBED_URL ?? 'https://vimeo.com/api/oembed.json',
    imageCdn: vars.IMAGE_CDN_URL ? { url: withoutTrailingSlash(vars.IMAGE_CDN_URL), patterns: vars.IMAGE_CDN_PATTERNS } : undefined,
  }
}
