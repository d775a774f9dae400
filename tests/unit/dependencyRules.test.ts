/**
 * The dependency rules `npm run lint` holds (issue 31): src/lib never imports endpoints, routes, components,
 * blocks, collections or globals, and takes the Payload instance it is handed (src/siteData.ts hands in the site's); a
 * domain of src/lib is reached only through its faces (index.ts, data.ts), and a client island never loads a data face.
 * A module is planted with each arrow; dependency-cruiser, with the project's own configuration, must refuse it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The project's rules over a small copy of its layout in a folder of its own (the real tree is scanned by other
 * tests running beside this one, so nothing is planted there): the planted module and the files it imports.
 */
async function violations(source: string, imported: string[], planted = 'src/lib/planted.ts'): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dependency-rules-'))
  const previous = process.cwd()
  try {
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    }
    for (const file of imported) write(file, 'export const value = 1\n')
    write(planted, source)
    write('tsconfig.json', JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'], '@payload-config': ['./payload.config.ts'] } } }))
    const { default: config } = (await import(path.join(root, '.dependency-cruiser.cjs'))) as { default: IConfiguration }
    // The rules' paths are relative to the working folder, as `npm run lint` runs it from the project's root
    // (this file's own process: vitest runs each test file in a process of its own).
    process.chdir(dir)
    const result = await cruise([planted], { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } }, undefined, {
      tsConfig: { fileName: 'tsconfig.json' },
    })
    return (result.output as ICruiseResult).summary.violations.map((violation) => `${violation.rule.name}: ${violation.to}`).sort()
  } finally {
    process.chdir(previous)
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

describe('the dependency rules of npm run lint', () => {
  it('refuse an import from src/lib up to an endpoint, a component or a block', { timeout: 60_000 }, async () => {
    const found = await violations(
      "import { value as a } from '@/api/endpoint'\nimport { value as b } from '@/components/Link'\nimport { value as c } from '../blocks/registry'\nexport const planted = [a, b, c]\n",
      ['src/api/endpoint.ts', 'src/components/Link.ts', 'src/blocks/registry.ts'],
    )
    expect(found).toEqual([
      'lib-does-not-reach-up: src/api/endpoint.ts',
      'lib-does-not-reach-up: src/blocks/registry.ts',
      'lib-does-not-reach-up: src/components/Link.ts',
    ])
  })

  it("refuse a module of src/lib that loads the Payload config, or the site's instance, itself", { timeout: 60_000 }, async () => {
    const found = await violations(
      "import { value } from '@payload-config'\nimport { value as site } from '@/siteData'\nexport const planted = [value, site]\n",
      ['payload.config.ts', 'src/siteData.ts'],
    )
    expect(found).toEqual(['lib-is-handed-payload: payload.config.ts', 'lib-is-handed-payload: src/siteData.ts'])
  })

  it('let a module of src/lib import another, and the packages it needs', { timeout: 60_000 }, async () => {
    expect(await violations("import { value } from '@/lib/slug'\nimport { z } from 'zod'\nexport const planted = [value, z]\n", ['src/lib/slug.ts'])).toEqual(
      [],
    )
  })

  const pages = ['src/lib/pages/index.ts', 'src/lib/pages/data.ts', 'src/lib/pages/paths.ts', 'src/lib/pricing/estimate.ts']

  it("refuse a domain's module imported from another domain past its faces, and let the faces and its own modules through", { timeout: 60_000 }, async () => {
    const found = await violations(
      "import { value as a } from '@/lib/pages/paths'\nimport { value as b } from '@/lib/pages'\nimport { value as c } from '@/lib/pages/data'\nimport { value as d } from './estimate'\nexport const planted = [a, b, c, d]\n",
      pages,
      'src/lib/pricing/planted.ts',
    )
    expect(found).toEqual(['domain-faces: src/lib/pages/paths.ts'])
  })

  it("refuse an endpoint, block or route importing a domain's module past its faces", { timeout: 60_000 }, async () => {
    const planted = "import { value as a } from '@/lib/pages/paths'\nimport { value as b } from '@/lib/pages'\nexport const planted = [a, b]\n"
    expect(await violations(planted, pages, 'src/api/planted.ts')).toEqual(['app-uses-domain-faces: src/lib/pages/paths.ts'])
    expect(await violations(planted, pages, 'src/blocks/Planted/Component.tsx')).toEqual(['app-uses-domain-faces: src/lib/pages/paths.ts'])
  })

  it("refuse a client island importing a domain's data face", { timeout: 60_000 }, async () => {
    const found = await violations(
      "'use client'\nimport { value as a } from '@/lib/pages/data'\nimport { value as b } from '@/lib/pages'\nexport const planted = [a, b]\n",
      pages,
      'src/blocks/Planted/Widget.client.tsx',
    )
    expect(found).toEqual(['browser-skips-data: src/lib/pages/data.ts'])
  })
})
