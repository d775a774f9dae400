import fs from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { APP_ROUTE_PATHS } from '@/lib/paths'
import { documentPathOf, routeFor, STATIC_FILE_PREFIXES } from '@/lib/routing'
import { config as proxyConfig } from '@/proxy'

const published = new Set(['/', '/pricing', '/pricing/messaging', '/spring-launch', '/customer-stories/acme'])

describe('routing: which addresses reach a page route', () => {
  it('lets published paths, app routes and files through', () => {
    for (const p of ['/', '/pricing/messaging', '/spring-launch', '/customer-stories/acme', '/styleguide', '/preview', '/robots.txt', '/favicon.ico']) {
      expect(routeFor(p, published)).toEqual({ kind: 'route' })
    }
  })

  it('answers 404 for any address no document has, in every family and at the top level', () => {
    for (const p of ['/spring-launch-2', '/pricing/nope', '/products/no-such-product', '/customer-stories/x', '/a/b/c', '/x.html', '/products/%25E0', '/%E0']) {
      expect(routeFor(p, published)).toEqual({ kind: 'not-found' })
    }
  })

  it('redirects another spelling of a published path to it, instead of rendering one copy per spelling', () => {
    expect(routeFor('/Pricing/Messaging', published)).toEqual({ kind: 'canonical', path: '/pricing/messaging' })
    expect(routeFor('/pricing//messaging', published)).toEqual({ kind: 'canonical', path: '/pricing/messaging' })
    expect(routeFor('/spring%2Dlaunch', published)).toEqual({ kind: 'canonical', path: '/spring-launch' })
  })

  it('lets draft mode through (previews of never-published pages), and everything before the table is read', () => {
    expect(routeFor('/never-published', published, { draft: true })).toEqual({ kind: 'route' })
    expect(routeFor('/never-published', null)).toEqual({ kind: 'route' })
  })

  it('never throws, and lets through only what is published, whatever the address', () => {
    fc.assert(
      fc.property(fc.webPath(), (p) => {
        const verdict = routeFor(p || '/', published)
        if (verdict.kind === 'route' && !STATIC_FILE_PREFIXES.some((prefix) => (p || '/').startsWith(prefix))) {
          const doc = documentPathOf(p || '/')
          expect(doc !== undefined && (published.has(doc) || APP_ROUTE_PATHS.includes(doc))).toBe(true)
        }
      }),
    )
  })

  it('refuses malformed percent-encoding', () => {
    expect(documentPathOf('/%E0%A4%A')).toBeUndefined()
    expect(documentPathOf('/a/%2e%2e/b')).toBeUndefined()
  })

  it('knows every file in public/: each lives under a static-file prefix', () => {
    const root = path.resolve(__dirname, '../../public')
    const files = fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[]
    expect(files.length).toBeGreaterThan(0)
    for (const file of files.filter((f) => f.isFile())) {
      const address = `/${path.relative(root, path.join(file.parentPath, file.name)).split(path.sep).join('/')}`
      // The admin's own files (block thumbnails) are outside the proxy altogether.
      if (address.startsWith('/admin/')) continue
      expect(STATIC_FILE_PREFIXES.some((prefix) => address.startsWith(prefix)), address).toBe(true)
    }
  })
})

describe('the proxy matcher', () => {
  // Next reads the matcher as a path regular expression over the whole pathname.
  const runsOn = (pathname: string) => new RegExp(`^${proxyConfig.matcher[0]}$`).test(pathname)

  it('skips the static files and the app’s file routes (STATIC_FILE_PREFIXES), and Next’s and Payload’s own addresses', () => {
    for (const path of ['/assets/samples/signal-pulse.json', '/favicon.ico', '/robots.txt', '/sitemap.xml', '/icon', '/icon.png', '/icon.svg', '/apple-icon.png', '/apple-touch-icon.png', '/site.webmanifest', '/api/pages', '/admin', '/_next/static/x.js']) {
      expect(runsOn(path), path).toBe(false)
    }
    for (const prefix of STATIC_FILE_PREFIXES) expect(runsOn(prefix), prefix).toBe(false)
  })
  it('runs on every page address, invented ones and ones with an extension included', () => {
    for (const path of ['/', '/products/voice-api', '/spring-launch', '/x/whatever.1', '/iconic', '/assets', '/report.pdf']) expect(runsOn(path), path).toBe(true)
  })
})
