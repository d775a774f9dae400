import { describe, expect, it } from 'vitest'

import { assetHeaders, contentSecurityPolicy, cspHeader, originOf, securityHeaders, trustedOrigins, type EnvForHeaders } from '@/lib/requests/securityHeaders'

const bare: EnvForHeaders = {
  appEnv: 'production',
  siteUrl: 'https://ostra.example',
  hcaptcha: undefined,
  segment: undefined,
  sentry: undefined,
  scripts: {},
  videoPlayerOrigin: 'https://player.vimeo.com',
}

describe('security headers', () => {
  it('always send the basic headers; HSTS only in production', () => {
    const keys = (env: EnvForHeaders) => securityHeaders(env).map((h) => h.key)
    expect(keys(bare)).toEqual([
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'Strict-Transport-Security',
    ])
    expect(keys({ ...bare, appEnv: 'staging' })).not.toContain('Strict-Transport-Security')
  })

  it('ask for https (HSTS, upgraded requests) only where the site is served over it: not on the README’s production start at http://localhost', async () => {
    const { adminCspHeader } = await import('@/lib/requests/securityHeaders')
    const local = { ...bare, siteUrl: 'http://localhost:3000' }
    expect(securityHeaders(local).map((h) => h.key)).not.toContain('Strict-Transport-Security')
    expect(cspHeader(local).value).not.toContain('upgrade-insecure-requests')
    // Upgraded, the admin's live preview framed https://localhost:3000, which nothing answers: the pane stayed blank.
    expect(adminCspHeader(local).value).not.toContain('upgrade-insecure-requests')
    expect(adminCspHeader(bare).value).toMatch(/; upgrade-insecure-requests$/)
    expect(cspHeader({ ...bare, siteUrl: 'not an address' }).value).not.toContain('upgrade-insecure-requests')
  })

  it('give the build’s scripts and stylesheets only what applies to them', () => {
    expect(assetHeaders(bare).map((h) => h.key)).toEqual(['X-Content-Type-Options', 'Strict-Transport-Security'])
    expect(assetHeaders({ ...bare, appEnv: 'staging' }).map((h) => h.key)).toEqual(['X-Content-Type-Options'])
  })

  it('with no service configured, allow only this site and the video player', () => {
    const policy = contentSecurityPolicy(bare)
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://player.vimeo.com'])
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['frame-src']).toEqual(["'self'", 'https://player.vimeo.com'])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    expect(cspHeader(bare).value).toMatch(/; upgrade-insecure-requests$/)
    expect(cspHeader({ ...bare, appEnv: 'dev' }).value).not.toContain('upgrade-insecure-requests')
    expect(cspHeader(bare).value).not.toContain('unsafe-eval')
    expect(cspHeader({ ...bare, appEnv: 'dev' }, { development: true }).value).toContain(
      "script-src 'self' 'unsafe-inline' https://player.vimeo.com 'unsafe-eval'",
    )
  })

  it('adds exactly the hosts of the configured services', () => {
    const policy = contentSecurityPolicy({
      ...bare,
      segment: { writeKey: 'k', cdnUrl: 'https://cdn.example.net/segment', apiUrl: 'https://events.example.net/v1' },
      sentry: { dsn: 'https://key@o1.ingest.sentry.io/42', environment: 'production' },
      hcaptcha: { secret: 's', siteKey: 'site', verifyUrl: 'https://api.hcaptcha.com/siteverify', timeoutMs: 1000 },
      scripts: {
        fraudDetection: { src: 'https://fraud.example.org/v1/agent.js' },
        sessionReplay: { src: 'https://replay.example.org/tracker.js', projectKey: 'p', ingestPoint: 'https://ingest.example.org/ingest' },
      },
    })
    expect(policy['script-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://player.vimeo.com',
      'https://hcaptcha.com',
      'https://*.hcaptcha.com',
      'https://cdn.example.net',
      'https://fraud.example.org',
      'https://replay.example.org',
    ])
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://hcaptcha.com',
      'https://*.hcaptcha.com',
      'https://cdn.example.net',
      'https://events.example.net',
      'https://o1.ingest.sentry.io',
      'https://fraud.example.org',
      'https://replay.example.org',
      'https://ingest.example.org',
    ])
    // Segment's own hosts only when no CDN of our own is configured.
    expect(policy['script-src']).not.toContain('https://cdn.segment.com')
    expect(contentSecurityPolicy({ ...bare, segment: { writeKey: 'k' } })['connect-src']).toEqual([
      "'self'",
      'https://cdn.segment.com',
      'https://api.segment.io',
    ])
  })

  it('takes origins from http(s) addresses only', () => {
    expect(originOf('https://a.example:8443/x?y')).toBe('https://a.example:8443')
    expect(originOf('javascript:alert(1)')).toBeUndefined()
    expect(originOf('not a url')).toBeUndefined()
    expect(originOf(undefined)).toBeUndefined()
  })
})

describe('trustedOrigins (the admin session’s CSRF allow-list)', () => {
  it('is the site’s own origin', () => {
    expect(trustedOrigins('https://www.ostra.com')).toEqual(['https://www.ostra.com'])
  })
  it('takes a loopback site as localhost and 127.0.0.1 alike, port kept', () => {
    expect(trustedOrigins('http://localhost:3000')).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000'])
    expect(trustedOrigins('http://127.0.0.1')).toEqual(['http://localhost', 'http://127.0.0.1'])
  })
})

describe('the admin’s policy (issue 29: it had none)', () => {
  it('allows only this origin, the inline code Next and Payload write, and the site in the live preview’s frame', async () => {
    const { adminCspHeader } = await import('@/lib/requests/securityHeaders')
    const { value } = adminCspHeader({ appEnv: 'production', siteUrl: 'https://ostra.example', sentry: undefined })
    expect(value).toContain("default-src 'self'")
    expect(value).toContain("script-src 'self' 'unsafe-inline';")
    expect(value).toContain("frame-src 'self'")
    expect(value).toContain("frame-ancestors 'self'")
    expect(value).toContain("object-src 'none'")
    expect(value).not.toContain('unsafe-eval')
    expect(value).not.toMatch(/https:\/\/[a-z*]/)
    expect(adminCspHeader({ appEnv: 'dev', siteUrl: 'http://localhost:3000', sentry: undefined }, { development: true }).value).toContain("'unsafe-eval'")
  })

  it('lets the admin’s errors reach Sentry when it is configured, and nothing else', async () => {
    const { adminCspHeader } = await import('@/lib/requests/securityHeaders')
    const { value } = adminCspHeader({
      appEnv: 'production',
      siteUrl: 'https://ostra.example',
      sentry: { dsn: 'https://key@o1.ingest.sentry.io/42', environment: 'production' },
    })
    expect(value).toContain("connect-src 'self' https://o1.ingest.sentry.io;")
    expect(value.match(/https:\/\/[a-z0-9.]+/g)).toEqual(['https://o1.ingest.sentry.io'])
  })
})
