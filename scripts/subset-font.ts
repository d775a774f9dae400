/**
 * Cuts the brand typefaces (the `geist` package's variable fonts, Sans and Mono, weight axis kept)
 * down to the characters of lib/design/fontSubset.ts and writes them to public/assets/fonts, from where
 * src/app/(frontend)/fonts.ts serves them through next/font. Run after upgrading `geist` or changing the ranges:
 *
 *   npx tsx scripts/subset-font.ts
 *
 * tests/unit/fontSubset.test.ts fails when the committed file is not this script's output.
 */
import fs from 'node:fs'
import path from 'node:path'

import subsetFont from 'subset-font'

import { subsetCharacters } from '../src/lib/design/fontSubset'

/** Each subset font and the file it is cut from. */
export const SUBSET_FONTS = [
  { source: 'node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2', subset: 'public/assets/fonts/Geist-Latin-Variable.woff2' },
  { source: 'node_modules/geist/dist/fonts/geist-mono/GeistMono-Variable.woff2', subset: 'public/assets/fonts/GeistMono-Latin-Variable.woff2' },
] as const

export async function subsetBrandFont(root: string, source: string): Promise<Buffer> {
  return subsetFont(fs.readFileSync(path.join(root, source)), subsetCharacters(), { targetFormat: 'woff2' })
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const { source, subset } of SUBSET_FONTS) {
    const font = await subsetBrandFont(process.cwd(), source)
    fs.writeFileSync(subset, font)
    console.log(`${subset}: ${(font.length / 1024).toFixed(1)} KB (from ${(fs.statSync(source).size / 1024).toFixed(1)} KB)`)
  }
}
