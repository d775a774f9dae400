import { describe, expect, it } from 'vitest'

import { buildRedirectMap, findRedirect, movedPagePath } from '@/lib/pages/redirects'

describe('redirect table', () => {
  const map = buildRedirectMap([
    { from: '/old-pricing', type: '301', to: { type: 'custom', url: '/pricing' } },
    { from: '/Products/Old-Fax/', type: '302', to: { type: 'reference', reference: { relationTo: 'pages', value: { path: '/products/fax-api' } } } },
    { from: '/promo', type: '307', to: { type: 'custom', url: 'https://shop.ostra.com/promo' } },
    { from: '/loop', type: '301', to: { type: 'custom', url: '/loop' } },
    { from: '/unpopulated', type: '301', to: { type: 'reference', reference: { relationTo: 'pages', value: 7 } } },
    { from: '/no-target', type: '301', to: { type: 'custom', url: ' ' } },
    { from: '/bad-type', type: 'nonsense', to: { type: 'custom', url: '/x' } },
  ])

  it('answers with the configured status and target', () => {
    expect(findRedirect(map, '/old-pricing')).toEqual({ to: '/pricing', status: 301 })
    expect(findRedirect(map, '/promo')).toEqual({ to: 'https://shop.ostra.com/promo', status: 307 })
  })
  it('matches sources case- and slash-insensitively and follows page references', () => {
    expect(findRedirect(map, '/products/old-fax')).toEqual({ to: '/products/fax-api', status: 302 })
  })
  it('leaves out loops, missing targets and unpopulated references; defaults an unknown type to 308', () => {
    for (const path of ['/loop', '/unpopulated', '/no-target']) expect(findRedirect(map, path)).toBeUndefined()
    expect(findRedirect(map, '/bad-type')?.status).toBe(308)
    expect(findRedirect(map, '/pricing')).toBeUndefined()
  })
})

describe('movedPagePath', () => {
  it('is the old path when a published page changes path', () => {
    expect(movedPagePath({ path: '/a', _status: 'published' }, { path: '/b', _status: 'published' })).toBe('/a')
  })
  it('is nothing for drafts, unchanged paths and new pages', () => {
    expect(movedPagePath({ path: '/a', _status: 'draft' }, { path: '/b', _status: 'published' })).toBeUndefined()
    expect(movedPagePath({ path: '/a', _status: 'published' }, { path: '/b', _status: 'draft' })).toBeUndefined()
    expect(movedPagePath({ path: '/a', _status: 'published' }, { path: '/a', _status: 'published' })).toBeUndefined()
    expect(movedPagePath(undefined, { path: '/b', _status: 'published' })).toBeUndefined()
  })
})
