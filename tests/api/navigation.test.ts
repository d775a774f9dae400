/** GET /api/navigation: the header's menus, which pages no longer carry (issue 34, lighter pages). */
import { describe, expect, it } from 'vitest'

import { buildNavigation, NAVIGATION_VERSION_PATTERN, type GroupSource, type NavigationAnswer } from '@/lib/pages'

import { BASE_URL, get, localApi, menusAddress } from './helpers'

describe('GET /api/navigation', () => {
  it('answers the published header’s menus, at the version every page names', async () => {
    const response = await get('/api/navigation')
    expect(response.status).toBe(200)
    const answer = (await response.json()) as NavigationAnswer
    expect(answer.version).toMatch(NAVIGATION_VERSION_PATTERN)
    const header = await (await localApi()).findGlobal({ slug: 'header', depth: 2, draft: false })
    expect(answer.groups).toEqual(buildNavigation((header.groups ?? []) as GroupSource[], BASE_URL))
    expect(answer.groups.some((group) => group.entries.length > 0)).toBe(true)
    for (const path of ['/', '/pricing', '/customer-stories/harbor-health-network']) {
      const html = await (await get(path)).text()
      expect(menusAddress(html), path).toBe(`/api/navigation?v=${answer.version}`)
    }
  })

  it('lets a browser and an edge keep the answer for good at its own version, and only briefly at any other', async () => {
    const { version } = (await (await get('/api/navigation')).json()) as NavigationAnswer
    const current = await get(`/api/navigation?v=${version}`)
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // A page rendered before the last publish names an older version: it gets today's menus, not kept long.
    const older = await get('/api/navigation?v=0ld')
    expect(older.status).toBe(200)
    expect(((await older.json()) as NavigationAnswer).version).toBe(version)
    expect(older.headers.get('cache-control')).toMatch(/max-age=60\b/)
  })

  it.each([
    ['a version too long', 'v=' + 'a'.repeat(14)],
    ['capitals', 'v=ABC'],
    ['a path', 'v=..%2F..%2Fetc'],
    ['a NUL', 'v=a%00b'],
    ['an empty version', 'v='],
  ])('refuses %s with a 400 naming the version', async (_, query) => {
    const response = await get(`/api/navigation?${query}`)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(JSON.stringify(await response.json())).toMatch(/\bv\b/)
  })
})
