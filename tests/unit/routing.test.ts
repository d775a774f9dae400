import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { documentPathOf, STATIC_FILE_PREFIXES } from '@/lib/pages/routing'
import { DRAFT_MODE_COOKIE, SESSION_COOKIE } from '@/lib/pages/previewAddress'
import { ACTION_HEADER, MULTIPART } from '@/lib/requests/serverActions'
import { config as proxyConfig } from '@/proxy'

describe('routing: addresses and files', () => {
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
      expect(
        STATIC_FILE_PREFIXES.some((prefix) => address.startsWith(prefix)),
        address,
      ).toBe(true)
    }
  })
})

describe('the proxy matcher', () => {
  type Matcher = (typeof proxyConfig.matcher)[number]
  const draft = proxyConfig.matcher.find((m) => m.has.some((condition) => condition.type === 'cookie'))!
  const actions = proxyConfig.matcher.filter((m) => m !== draft)
  // Next reads the source as a path regular expression over the whole pathname, and a `has` value as a whole-value one.
  const runsOn = (matcher: Matcher, pathname: string) => new RegExp(`^${matcher.source}$`).test(pathname)
  const matchesHeaders = (matcher: Matcher, headers: Record<string, string>) =>
    matcher.has.every((c) => c.type === 'header' && c.key in headers && (!('value' in c) || new RegExp(`^${c.value}$`).test(headers[c.key])))

  it('runs with the draft-mode cookie and without a session, or for a server-action request: never for a visitor', () => {
    expect(proxyConfig.matcher).toHaveLength(3)
    expect(draft.has).toEqual([{ type: 'cookie', key: DRAFT_MODE_COOKIE }])
    expect('missing' in draft && draft.missing).toEqual([{ type: 'cookie', key: SESSION_COOKIE }])
    const visitor = { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' }
    for (const matcher of actions) expect(matchesHeaders(matcher, visitor)).toBe(false)
  })
  it('the draft-mode case skips the API, the admin, Next’s assets and the static files', () => {
    for (const path of ['/api/pages', '/admin', '/_next/static/x.js', '/assets/samples/signal-pulse.json']) expect(runsOn(draft, path), path).toBe(false)
    for (const path of ['/', '/products/voice-api', '/spring-launch']) expect(runsOn(draft, path), path).toBe(true)
  })
  it('the action cases catch every request Next would treat as an action, on pages and the admin, never on the API', () => {
    const [header, multipart] = actions
    expect(matchesHeaders(header, { [ACTION_HEADER]: 'abc' })).toBe(true)
    expect(matchesHeaders(multipart, { 'content-type': `${MULTIPART}; boundary=x` })).toBe(true)
    expect(matchesHeaders(multipart, { 'content-type': 'text/plain' })).toBe(false)
    for (const matcher of actions) {
      for (const path of ['/', '/admin', '/admin/collections/pages', '/products/voice-api']) expect(runsOn(matcher, path), path).toBe(true)
      for (const path of ['/api/pages', '/_next/static/x.js']) expect(runsOn(matcher, path), path).toBe(false)
    }
  })
})
