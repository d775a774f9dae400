import { describe, expect, it } from 'vitest'

import { adminEditUrl, editorOrigin, exitPreviewUrl, previewUrl, shouldEndDraftMode, sitePath } from '@/lib/pages/previewAddress'
import { previewSecret, revalidateSecret, sameSecret } from '@/lib/secrets'

describe('sitePath', () => {
  it('keeps paths on this site', () => {
    expect(sitePath('/')).toBe('/')
    expect(sitePath('/products/voice-api')).toBe('/products/voice-api')
    expect(sitePath('/resources?page=2')).toBe('/resources?page=2')
  })

  it('refuses anything that could leave the site or is not a path', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', 'products', '', '/a\nb', undefined, 42, '/'.repeat(1025)]) {
      expect(sitePath(value), String(value)).toBeUndefined()
    }
  })
})

describe('preview links', () => {
  it('carries the path and the secret, encoded', () => {
    const url = new URL(previewUrl('/pricing/messaging?x=1&y=2', 's3cr&t', 'http://localhost:3000'))
    expect(url.pathname).toBe('/preview')
    expect(url.searchParams.get('path')).toBe('/pricing/messaging?x=1&y=2')
    expect(url.searchParams.get('secret')).toBe('s3cr&t')
  })

  it('exits back to the page', () => {
    expect(exitPreviewUrl('/legal/terms')).toBe('/preview/exit?path=%2Flegal%2Fterms')
  })

  it('links to the admin edit view', () => {
    expect(adminEditUrl('customer-stories', 12)).toBe('/admin/collections/customer-stories/12')
  })
})

describe('derived secrets', () => {
  it('differ per purpose and per Payload secret', () => {
    expect(previewSecret('a')).not.toBe(revalidateSecret('a'))
    expect(previewSecret('a')).not.toBe(previewSecret('b'))
    expect(previewSecret('a')).toMatch(/^[0-9a-f]{64}$/)
  })

  it('compare in constant time, refusing missing and different values', () => {
    expect(sameSecret(previewSecret('a'), previewSecret('a'))).toBe(true)
    expect(sameSecret(null, previewSecret('a'))).toBe(false)
    expect(sameSecret(previewSecret('b'), previewSecret('a'))).toBe(false)
    expect(sameSecret('short', previewSecret('a'))).toBe(false)
  })
})

describe('shouldEndDraftMode', () => {
  it('ends draft mode once the session cookie is gone', () => {
    expect(shouldEndDraftMode(['__prerender_bypass'])).toBe(true)
    expect(shouldEndDraftMode(['__prerender_bypass', 'payload-token'])).toBe(false)
    expect(shouldEndDraftMode(['payload-token'])).toBe(false)
    expect(shouldEndDraftMode([])).toBe(false)
  })
})

describe('editorOrigin: links for the editor at the origin the admin was opened at', () => {
  const site = 'https://www.ostra.example'
  it('keeps SITE_URL and this machine under any port', () => {
    expect(editorOrigin('www.ostra.example', 'https', site)).toBe('https://www.ostra.example')
    expect(editorOrigin('127.0.0.1:3000', null, 'http://localhost:3000')).toBe('http://127.0.0.1:3000')
    expect(editorOrigin('localhost:3100', 'http', 'http://localhost:3000')).toBe('http://localhost:3100')
    expect(editorOrigin('[::1]:3000', null, 'http://localhost:3000')).toBe('http://[::1]:3000')
  })
  it('falls back to SITE_URL for any other or malformed host', () => {
    for (const host of ['evil.example', 'www.ostra.example.evil.example', 'a b', 'x/y', '', null, undefined, 'localhost@evil.example']) {
      expect(editorOrigin(host, 'https', site), String(host)).toBe(site)
    }
  })
})
