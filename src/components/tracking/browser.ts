import { safeDecode } from '@/lib/decode'

/** Cookie access in the browser, shared by the tracking and consent islands. */
export function readCookie(name: string): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`))
  if (!match) return undefined
  return safeDecode(match[1]) ?? match[1]
}

export function writeCookie(cookie: string): void {
  document.cookie = cookie
}

export const isHttps = () => window.location.protocol === 'https:'
