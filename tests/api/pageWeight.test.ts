import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { get } from './helpers'

/** The RSC payload the page carries for hydration (the `self.__next_f.push([1, "…"])` chunks), decoded. */
function flightPayload(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
    .map((m) => JSON.parse(m[1]) as [number, string?])
    .filter(([kind]) => kind === 1)
    .map(([, data]) => data ?? '')
    .join('')
}

describe('page weight', () => {
  it.each(['/', '/products/voice-api', '/pricing/messaging'])(
    '%s serializes the header and footer once, although its 404 fallback shows them too',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(200)
      const payload = flightPayload(await response.text())
      expect(payload.length).toBeGreaterThan(1000)
      // The 404 view (the layout's not-found fallback) rides along in every page's payload.
      expect(payload).toContain('We couldn’t find that page')
      expect(payload.match(/"className":"site-header"/g)).toHaveLength(1)
      expect(payload.match(/"className":"site-footer[ "]/g)).toHaveLength(1)
    },
  )

  it('answers cached pages without an ETag: hashing the whole page on every request costs more than it saves', async () => {
    const response = await get('/')
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/)
    expect(response.headers.get('etag')).toBeNull()
  })

  // The build's manifests name what a page preloads; a chunk named but never written is a 404 on every visit.
  it.each(['/', '/styleguide', '/resources', '/release-notes', '/customer-stories/harbor-health-network'])(
    '%s asks only for scripts and stylesheets the build wrote',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(200)
      const html = await response.text()
      const assets = [...new Set([...html.matchAll(/\/_next\/static\/[^"'\s)\\]+/g)].map((m) => m[0]))]
      expect(assets.length).toBeGreaterThan(3)
      const missing: string[] = []
      for (const asset of assets) if ((await get(asset)).status !== 200) missing.push(asset)
      expect(missing).toEqual([])
    },
  )

  // An island that imports a module reading the server's configuration ships it, and zod with it, to
  // every visitor (once: Button → Link → env, 60 KB on every page with a form); zod's eval probe then trips the CSP.
  it('ships none of the server configuration to the browser', () => {
    const chunks = path.join(process.cwd(), '.next/static/chunks')
    const offenders = fs
      .readdirSync(chunks)
      .filter((name) => name.endsWith('.js'))
      .filter((name) => /\b(DATABASE_URL|PAYLOAD_SECRET)\b/.test(fs.readFileSync(path.join(chunks, name), 'utf8')))
    expect(offenders).toEqual([])
  })
})
