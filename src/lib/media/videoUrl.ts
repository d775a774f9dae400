/**
 * Hosted-video addresses (the host is Vimeo by default): reading the id from a
 * link, and building the player and oEmbed addresses. Pure; the origins come in
 * as arguments so the environment stays in src/lib/config/index.ts.
 */

export const DEFAULT_PLAYER_ORIGIN = 'https://player.vimeo.com'
export const DEFAULT_OEMBED_URL = 'https://vimeo.com/api/oembed.json'

export const VIDEO_QUALITIES = ['auto', '240p', '360p', '540p', '720p', '1080p', '2k', '4k'] as const
export type VideoQuality = (typeof VIDEO_QUALITIES)[number]

/** Options the player and the oEmbed endpoint both accept. */
export type EmbedOptions = {
  /** Default 'auto'. */
  quality?: VideoQuality
  /** Pause when another video on the page starts; default true. */
  autopause?: boolean
  autoplay?: boolean
  muted?: boolean
  loop?: boolean
}

export type VideoUrlResult = { ok: true; id: string } | { ok: false; reason: 'empty' | 'not-host' | 'invalid-id' }

const DIGITS = /^\d+$/

export function isVideoId(id: string): boolean {
  return DIGITS.test(id)
}

/** The hosts a link may use: the player's, and the site's (the player host without `player.`, with or without `www.`). */
export function videoHosts(playerOrigin = DEFAULT_PLAYER_ORIGIN): { player: string; site: string[] } {
  const player = new URL(playerOrigin).host.toLowerCase()
  const site = player.replace(/^player\./, '')
  return { player, site: [site, `www.${site}`] }
}

/**
 * The video id of a player link (https://player.vimeo.com/video/123) or a normal link
 * (https://vimeo.com/123). The id must be all digits; anything else is refused with a reason.
 */
export function parseVideoUrl(url: string | null | undefined, playerOrigin = DEFAULT_PLAYER_ORIGIN): VideoUrlResult {
  const value = url?.trim()
  if (!value) return { ok: false, reason: 'empty' }
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    return { ok: false, reason: 'not-host' }
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { ok: false, reason: 'not-host' }
  const hosts = videoHosts(playerOrigin)
  const host = parsed.host.toLowerCase()
  const segments = parsed.pathname.split('/').filter(Boolean)
  let id: string | undefined
  if (host === hosts.player) {
    if (segments[0] !== 'video') return { ok: false, reason: 'invalid-id' }
    id = segments[1]
  } else if (hosts.site.includes(host)) {
    id = segments[0]
  } else {
    return { ok: false, reason: 'not-host' }
  }
  return id && isVideoId(id) ? { ok: true, id } : { ok: false, reason: 'invalid-id' }
}

/** The query both addresses carry: quality (default auto), autopause (default true), and any flags set. */
export function embedQuery({ quality = 'auto', autopause = true, autoplay, muted, loop }: EmbedOptions = {}): URLSearchParams {
  const query = new URLSearchParams({ quality, autopause: autopause ? '1' : '0' })
  const flags = { autoplay, muted, loop }
  for (const [name, value] of Object.entries(flags)) if (value !== undefined) query.set(name, value ? '1' : '0')
  return query
}

/** The iframe address: the player origin's /video/{id} with the embed options. */
export function videoEmbedUrl(id: string, options: EmbedOptions = {}, playerOrigin = DEFAULT_PLAYER_ORIGIN): string {
  if (!isVideoId(id)) throw new TypeError(`not a video id: ${id}`)
  return `${playerOrigin.replace(/\/+$/, '')}/video/${id}?${embedQuery(options)}`
}

/** The canonical page of a video (what the oEmbed endpoint is asked about). */
export function videoPageUrl(id: string, playerOrigin = DEFAULT_PLAYER_ORIGIN): string {
  const origin = new URL(playerOrigin)
  return `${origin.protocol}//${videoHosts(playerOrigin).site[0]}/${id}`
}

/** The oEmbed request: the endpoint with the video's address and the embed options as query parameters. */
export function oembedRequestUrl(id: string, options: EmbedOptions = {}, endpoint = DEFAULT_OEMBED_URL, playerOrigin = DEFAULT_PLAYER_ORIGIN): string {
  const query = new URLSearchParams({ url: videoPageUrl(id, playerOrigin) })
  for (const [name, value] of embedQuery(options)) query.set(name, value)
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}${query}`
}
