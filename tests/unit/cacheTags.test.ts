import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { tags } from '@/lib/pages/tags'

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? sourceFiles(file) : /\.(ts|tsx)$/.test(entry.name) ? [file] : []
  })
}

describe('cache tags: one list (lib/pages/tags.ts)', () => {
  const code = sourceFiles('src')
    .filter((file) => !file.endsWith(`pages${path.sep}tags.ts`) && !file.endsWith('payload-types.ts'))
    .map((file) => ({ file, text: fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '') }))

  it('every tag a cached read or fetch names comes from it: no string literal in a `tags` list or revalidateTag call', () => {
    const literal = /\btags:\s*\[[^\]]*['"`]|revalidateTag\(\s*['"`]/
    expect(code.filter(({ text }) => literal.test(text)).map(({ file }) => file)).toEqual([])
  })

  it('its names are distinct, and no two kinds of dependency share a prefix', () => {
    const fixed = Object.values(tags).filter((tag): tag is Extract<(typeof tags)[keyof typeof tags], string> => typeof tag === 'string')
    const made = [tags.document('/x'), tags.family('products'), tags.collection('release-notes')].map((tag) => tag.replace(/[^:]+$/, ''))
    expect(new Set(fixed).size).toBe(fixed.length)
    expect(new Set(made).size).toBe(made.length)
    for (const tag of fixed)
      expect(
        made.some((prefix) => tag.startsWith(prefix)),
        tag,
      ).toBe(false)
  })
})
