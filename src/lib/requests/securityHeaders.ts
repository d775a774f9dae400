/**
 * The security headers of every response, and the Content-Security-Policy
 * built from the configured outside services only: a service that is not
 * configured adds no host. Evaluated by next.config at build time, from the
 * same variables the scripts read.
 */
import type { Env } from '../config'

export type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'media-src'
  | 'worker-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors'
export type Policy = Record<Directive, string[]>

export type EnvForHeaders = Pick<Env, 'appEnv' | 'siteUrl' | 'hcaptcha' | 'segment' | 'sentry' | 'scripts' | 'videoPlayerOrigin'>

/**
 * Whether the site is served over https alone: a production deployment at an https address. Only then do pages ask
 * the browser to upgrade what they load and to remember https (HSTS). The README's `npm start` is production at
 * http://localhost:3000: upgraded, the admin's live preview framed https://localhost:3000, which nothing answers, and
 * stayed blank.
 */
export function httpsOnly(env: Pick<EnvForHeaders, 'appEnv' | 'siteUrl'>): boolean {
  return env.appEnv === 'production' && originOf(env.siteUrl)?.startsWith('https:') === true
}

/** The origin of an address (https://a.example/x → https://a.example); undefined for anything that is not http(s). */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

/** What each vendor's script loads in its turn (from the vendors' CSP guides), added only when the vendor is configured. */
const VENDOR_HOSTS = {
  hcaptcha: {
    script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
  segment: { script: ['https://cdn.segment.com'], connect: ['https://cdn.segment.com', 'https://api.segment.io'] },
  tagManager: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  },
  messagingWidget: {
    script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
    connect: ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com'],
    frame: ['https://intercom-sheets.com'],
    font: ['https://js.intercomcdn.com'],
  },
  sessionRecording: { script: ['https://edge.fullstory.com'], connect: ['https://rs.fullstory.com', 'https://edge.fullstory.com'] },
  marketingAutomation: {
    script: ['https://*.hs-scripts.com', 'https://*.hs-analytics.net', 'https://*.hsforms.net', 'https://*.hs-banner.com'],
    connect: ['https://*.hubspot.com', 'https://*.hsforms.com'],
  },
} as const

const unique = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))]

/** The directives the site's and the admin's policies share. */
const SAME_EVERYWHERE = {
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:', 'https:'],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // The live preview frames the site from the admin on the same origin; nobody else may.
  'frame-ancestors': ["'self'"],
} satisfies Partial<Policy>

export function contentSecurityPolicy(env: EnvForHeaders): Policy {
  const { scripts } = env
  const script: (string | undefined)[] = []
  const connect: (string | undefined)[] = []
  // The video host's player: its iframe, and the script the player library loads to control it.
  const frame: (string | undefined)[] = [env.videoPlayerOrigin]
  script.push(env.videoPlayerOrigin)
  const style: string[] = []
  const font: string[] = []
  const add = (hosts: {
    script?: readonly string[]
    connect?: readonly string[]
    frame?: readonly string[]
    style?: readonly string[]
    font?: readonly string[]
  }) => {
    script.push(...(hosts.script ?? []))
    connect.push(...(hosts.connect ?? []))
    frame.push(...(hosts.frame ?? []))
    style.push(...(hosts.style ?? []))
    font.push(...(hosts.font ?? []))
  }
  if (env.hcaptcha?.siteKey) add(VENDOR_HOSTS.hcaptcha)
  if (env.segment) {
    add(env.segment.cdnUrl ? {} : VENDOR_HOSTS.segment)
    script.push(originOf(env.segment.cdnUrl))
    connect.push(originOf(env.segment.cdnUrl), originOf(env.segment.apiUrl))
  }
  if (env.sentry) connect.push(originOf(env.sentry.dsn))
  for (const id of ['marketingAutomation', 'tagManager', 'fraudDetection', 'sessionReplay', 'sessionRecording', 'messagingWidget'] as const) {
    const config = scripts[id]
    if (!config) continue
    script.push(originOf(config.src))
    connect.push(originOf(config.src))
    if (id in VENDOR_HOSTS) add(VENDOR_HOSTS[id as keyof typeof VENDOR_HOSTS])
  }
  connect.push(originOf(scripts.sessionReplay?.ingestPoint))
  return {
    'default-src': ["'self'"],
    // 'unsafe-inline' for Next's inline bootstrap and RSC payload: statically rendered pages cannot carry a per-request nonce.
    'script-src': unique(["'self'", "'unsafe-inline'", ...script]),
    'style-src': unique(["'self'", "'unsafe-inline'", ...style]),
    'font-src': unique(["'self'", 'data:', ...font]),
    'connect-src': unique(["'self'", ...connect]),
    'frame-src': unique(["'self'", ...frame]),
    ...SAME_EVERYWHERE,
  }
}

export function serializePolicy(policy: Policy, upgradeInsecureRequests: boolean): string {
  const parts = Object.entries(policy).map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  if (upgradeInsecureRequests) parts.push('upgrade-insecure-requests')
  return parts.join('; ')
}

export type Header = { key: string; value: string }

/** Headers for every response; HSTS only where the site is served over https alone. */
export function securityHeaders(env: EnvForHeaders): Header[] {
  const headers: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  ]
  if (httpsOnly(env)) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' })
  return headers
}

/** What applies to a script or stylesheet of the build: the rest governs documents (framing, referrer, features). */
const ASSET_HEADERS = new Set(['X-Content-Type-Options', 'Strict-Transport-Security'])

/**
 * The headers of the build's hashed assets (`/_next/static/`). The document headers and the policy
 * were 0.8 KB on each of them, a tenth of a page's JavaScript as transferred (ten or more scripts).
 */
export function assetHeaders(env: EnvForHeaders): Header[] {
  return securityHeaders(env).filter((header) => ASSET_HEADERS.has(header.key))
}

/**
 * The policy header for the public site (the admin sets its own needs and is
 * not covered). The dev server's fast refresh evaluates code and talks over a
 * websocket, so `next dev` gets those two allowances and nothing else does.
 */
export function cspHeader(env: EnvForHeaders, { development = false } = {}): Header {
  const policy = contentSecurityPolicy(env)
  if (development) {
    policy['script-src'] = [...policy['script-src'], "'unsafe-eval'"]
    policy['connect-src'] = [...policy['connect-src'], 'ws:']
  }
  return { key: 'Content-Security-Policy', value: serializePolicy(policy, httpsOnly(env)) }
}

/**
 * The admin's policy: only this origin, with the inline scripts and styles Next and Payload write, and the
 * site itself in the live preview's frame. No outside service's host but the error reporter's (Sentry, when
 * configured: the admin's errors are reported as the site's are; issue 29 had left them blocked). Its own
 * fields' pictures may come from an image CDN or S3 (https:, data:, blob:).
 */
export function adminCspHeader(env: Pick<EnvForHeaders, 'appEnv' | 'siteUrl' | 'sentry'>, { development = false } = {}): Header {
  const policy: Policy = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", originOf(env.sentry?.dsn), ...(development ? ['ws:'] : [])]),
    'frame-src': ["'self'"],
    ...SAME_EVERYWHERE,
  }
  return { key: 'Content-Security-Policy', value: serializePolicy(policy, httpsOnly(env)) }
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1']

/**
 * The origins whose requests may use the admin's session cookie (Payload's CSRF allow-list): the
 * site's own; a loopback site is reachable as localhost and as 127.0.0.1 alike.
 */
export function trustedOrigins(siteUrl: string): string[] {
  const site = new URL(siteUrl)
  if (!LOOPBACK_HOSTS.includes(site.hostname)) return [site.origin]
  return LOOPBACK_HOSTS.map((host) => `${site.protocol}//${host}${site.port ? `:${site.port}` : ''}`)
}
