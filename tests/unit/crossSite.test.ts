import { describe, expect, it } from 'vitest'

import { crossSiteWrite, isJsonContentType } from '@/lib/requests/crossSite'

const own = ['http://localhost:3100', 'http://127.0.0.1:3100']
const verdict = (origin: string | null, secFetchSite: string | null = null, host: string | null = 'localhost:3100') =>
  crossSiteWrite({ origin, secFetchSite, host }, own)

describe('a visitor’s write from another site’s page (lib/requests/crossSite)', () => {
  it('refuses a foreign or null Origin and Sec-Fetch-Site: cross-site', () => {
    expect(verdict('https://evil.example')).toMatch(/another site/)
    expect(verdict('null')).toMatch(/without an origin/)
    expect(verdict(null, 'cross-site')).toMatch(/another site/)
    expect(verdict('http://localhost:3100', 'cross-site')).toMatch(/another site/)
    expect(verdict('http://localhost.evil.example:3100')).toMatch(/another site/)
    expect(verdict('http://localhost:3100.evil.example')).toMatch(/not one/)
  })
  it('serves the site’s own pages (under any host it answers to) and clients that send no Origin', () => {
    expect(verdict('http://localhost:3100', 'same-origin')).toBeUndefined()
    expect(verdict('http://127.0.0.1:3100')).toBeUndefined()
    expect(verdict('https://www.ostra.com', null, 'www.ostra.com')).toBeUndefined()
    expect(verdict(null)).toBeUndefined()
    expect(verdict(null, 'none')).toBeUndefined()
    expect(verdict(null, 'same-site')).toBeUndefined()
  })
  it('reads JSON content types only', () => {
    for (const good of ['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/ld+json'])
      expect(isJsonContentType(good), good).toBe(true)
    for (const bad of [null, '', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/jsonp', 'text/json'])
      expect(isJsonContentType(bad), String(bad)).toBe(false)
  })
})
