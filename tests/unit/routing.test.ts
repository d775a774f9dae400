import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { documentPathOf, STATIC_FILE_PREFIXES } from '@/lib/routing'
import { DRAFT_MODE_COOKIE, SESSION_COOKIE } from '@/lib/preview'
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
  const [matcher] = proxyConfig.matcher
  // Next reads the source as a path regular expression over the whole pathname.
  const runsOn = (pathname: string) => new RegExp(`^${matcher.source}$`).test(pathname)

  it('runs only with the draft-mode cookie and without a session: never for a visitor', () => {
    expect(proxyConfig.matcher).toHaveLength(1)
    expect(matcher.has).toEqual([{ type: 'cookie', key: DRAFT_MODE_COOKIE }])
    expect(matcher.missing).toEqual([{ type: 'cookie', key: SESSION_COOKIE }])
  })
  it('skips the API, the admin, Next’s assets and the static files', () => {
    for (const path of ['/api/pages', '/admin', '/_next/static/x.js', '/assets/samples/signal-pulse.json']) expect(runsOn(path), path).toBe(false)
    for (const path of ['/', '/products/voice-api', '/spring-launch']) expect(runsOn(path), path).toBe(true)
  })
})
