/** Bots do not get session recording (spec §4, §5). */
export const BOT_PATTERN =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|lighthouse|headlesschrome|phantomjs|python-requests|curl|wget|axios|node-fetch|go-http-client|java\/|okhttp|ahrefs|semrush|mj12|dotbot|petalbot|yandex|baiduspider|duckduckgo|applebot|gptbot|claudebot|ccbot/i

export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || BOT_PATTERN.test(userAgent)
}
