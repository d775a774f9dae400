/**
 * The app's routes agree with the page families and routed collections of lib/pages/paths.ts: each prefix
 * has exactly one `[slug]` route, built for that family or collection, and every document route
 * serves only its pre-rendered set (dynamicParams = false: anything else goes to the unrouted handler).
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { COLLECTION_PREFIXES, PAGE_FAMILIES } from '@/lib/pages/paths'

const FRONTEND = path.resolve('src/app/(frontend)')

type DocumentRoute = { file: string; prefix: string; kind: 'family' | 'collection' | 'catch-all'; name: string; source: string }

/** Every page.tsx under (frontend) that renders documents (through the _routes factories). */
function documentRoutes(): DocumentRoute[] {
  const pages = (fs.readdirSync(FRONTEND, { recursive: true }) as string[]).filter((file) => file.endsWith(`${path.sep}page.tsx`) || file === 'page.tsx')
  return pages.flatMap((file): DocumentRoute[] => {
    const source = fs.readFileSync(path.join(FRONTEND, file), 'utf8')
    const dir = `/${path.dirname(file).split(path.sep).join('/')}`
    const family = /\bfamilyRoute\('([^']+)'\)/.exec(source)
    const collection = /\bcollectionRoute\('([^']+)'\)/.exec(source)
    if (family) return [{ file, prefix: dir.replace(/\/\[slug\]$/, ''), kind: 'family', name: family[1], source }]
    if (collection) return [{ file, prefix: dir.replace(/\/\[slug\]$/, ''), kind: 'collection', name: collection[1], source }]
    if (/\bcatchAllRoute\b/.test(source)) return [{ file, prefix: '', kind: 'catch-all', name: '', source }]
    return []
  })
}

describe('app routes and page families (src/app against lib/pages/paths.ts)', () => {
  const routes = documentRoutes()

  it('finds the routes', () => {
    expect(routes.filter((route) => route.kind === 'family').length).toBeGreaterThan(5)
    expect(routes.filter((route) => route.kind === 'catch-all')).toHaveLength(1)
  })

  it('each family route sits at its family’s prefix, and each family with a prefix has one', () => {
    for (const route of routes.filter((r) => r.kind === 'family')) {
      expect(Object.hasOwn(PAGE_FAMILIES, route.name), route.file).toBe(true)
      expect(route.prefix, route.file).toBe(PAGE_FAMILIES[route.name as keyof typeof PAGE_FAMILIES].prefix)
    }
    for (const [family, { prefix }] of Object.entries(PAGE_FAMILIES)) {
      if (prefix)
        expect(
          routes.filter((r) => r.kind === 'family' && r.name === family).map((r) => r.prefix),
          family,
        ).toEqual([prefix])
    }
  })

  it('each collection route sits at its collection’s prefix, and each collection with a prefix has one', () => {
    for (const route of routes.filter((r) => r.kind === 'collection')) {
      expect(Object.hasOwn(COLLECTION_PREFIXES, route.name), route.file).toBe(true)
      expect(route.prefix, route.file).toBe(COLLECTION_PREFIXES[route.name as keyof typeof COLLECTION_PREFIXES])
    }
    for (const [collection, prefix] of Object.entries(COLLECTION_PREFIXES)) {
      if (prefix)
        expect(
          routes.filter((r) => r.kind === 'collection' && r.name === collection).map((r) => r.prefix),
          collection,
        ).toEqual([prefix])
    }
  })

  it('every document route serves only what it pre-rendered', () => {
    for (const route of routes) expect(route.source, route.file).toMatch(/^export const dynamicParams = false$/m)
  })
})
