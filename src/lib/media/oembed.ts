/**
 * A hosted video's metadata (title, thumbnail, size) from the host's oEmbed
 * endpoint. Server only: the request goes through Next's fetch cache, so a page
 * render costs one request per video per revalidation period.
 */
import { z } from 'zod'

import { DEFAULT_OEMBED_URL, DEFAULT_PLAYER_ORIGIN, oembedRequestUrl, parseVideoUrl, type EmbedOptions } from './videoUrl'

export type VideoMetadata = {
  id: string
  title: string
  thumbnailUrl: string | undefined
  thumbnailWidth: number | undefined
  thumbnailHeight: number | undefined
  width: number | undefined
  height: number | undefined
  /** Seconds. */
  duration: number | undefined
}

export type OembedConfig = {
  endpoint?: string
  playerOrigin?: string
  /** Seconds the cached answer stays fresh (env.revalidateSeconds). */
  revalidate?: number
}

/** The oEmbed fields used; the host sends more. Sizes may come as strings. */
const oembedSchema = z.object({
  title: z.string().default(''),
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.coerce.number().optional(),
  thumbnail_height: z.coerce.number().optional(),
  width: z.coerce.number().optional(),
  height: z.coerce.number().optional(),
  duration: z.coerce.number().optional(),
})

/** How long a render waits for the host's oEmbed answer. */
export const OEMBED_TIMEOUT_MS = 5000

/** The metadata of a video link, or `undefined` (logged) when the link or the host refuses. */
export async function fetchVideoOembed(videoUrl: string, options: EmbedOptions = {}, config: OembedConfig = {}): Promise<VideoMetadata | undefined> {
  const { endpoint = DEFAULT_OEMBED_URL, playerOrigin = DEFAULT_PLAYER_ORIGIN, revalidate } = config
  const parsed = parseVideoUrl(videoUrl, playerOrigin)
  if (!parsed.ok) {
    console.error(parsed.reason === 'invalid-id' ? 'not a valid video id' : 'not a video-host url', videoUrl)
    return undefined
  }
  const request = oembedRequestUrl(parsed.id, options, endpoint, playerOrigin)
  let response: Response
  try {
    response = await fetch(request, {
      headers: { accept: 'application/json' },
      // A page render never waits long on the host: without metadata the video still plays.
      signal: AbortSignal.timeout(OEMBED_TIMEOUT_MS),
      next: revalidate === undefined ? undefined : { revalidate },
    })
  } catch (error) {
    console.error('error fetching the embed code', error)
    return undefined
  }
  if (!response.ok) {
    const message =
      response.status === 404
        ? 'not found (404)'
        : response.status === 403
          ? 'not embeddable (403)'
          : `error fetching the embed code with status ${response.status}`
    console.error(message, videoUrl)
    return undefined
  }
  const body = oembedSchema.safeParse(await response.json().catch(() => null))
  if (!body.success) {
    console.error('error fetching the embed code: unexpected answer', videoUrl)
    return undefined
  }
  const data = body.data
  return {
    id: parsed.id,
    title: data.title,
    thumbnailUrl: data.thumbnail_url,
    thumbnailWidth: data.thumbnail_width,
    thumbnailHeight: data.thumbnail_height,
    width: data.width,
    height: data.height,
    duration: data.duration,
  }
}
