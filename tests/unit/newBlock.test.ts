import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { blockFiles, blockNames, withBlockLines, withoutBlockLines } from '../../scripts/new-block'

const read = (file: string) => readFileSync(path.join(import.meta.dirname, '../../src/blocks', file), 'utf8')

describe('npm run new-block', () => {
  it('derives the slug, label and folder from a PascalCase name, and refuses anything else', () => {
    expect(blockNames('PartnerGrid')).toMatchObject({ name: 'PartnerGrid', slug: 'partnerGrid', label: 'Partner grid' })
    expect(blockNames('PartnerGrid').folder).toMatch(/src\/blocks\/PartnerGrid$/)
    for (const bad of ['partnerGrid', 'Partner-Grid', 'Partner Grid', '../Hero', '']) expect(() => blockNames(bad), bad).toThrow(/PascalCase/)
  })

  it('adds one entry (and its imports) to the registry and to the schema list, and takes exactly them out again', () => {
    const names = blockNames('PartnerGrid')
    const registry = read('registry.tsx')
    const schemas = read('schemas.ts')
    const added = withBlockLines(registry, schemas, names)
    expect(added.registry).toMatch(/\n {2}partnerGrid: \{ Component: PartnerGrid, fixture: partnerGridFixture \},\n\}\n$/)
    expect(added.registry).toContain("import { PartnerGrid } from './PartnerGrid/Component'\nimport { partnerGridFixture } from './PartnerGrid/fixture'\n")
    expect(added.schemas).toContain('  JobListBlockConfig,\n  PartnerGridBlockConfig,\n] as const satisfies')
    expect(added.schemas).toContain("import { PartnerGridBlockConfig } from './PartnerGrid/config'\n")
    expect(withoutBlockLines(added.registry, added.schemas, names)).toEqual({ registry, schemas })
  })

  it('writes the six files of a block, each naming the block by its slug', () => {
    const files = blockFiles(blockNames('PartnerGrid'))
    expect(Object.keys(files).sort()).toEqual(['Component.test.tsx', 'Component.tsx', 'config.ts', 'fixture.ts', 'styles.module.css', 'wireframe.ts'])
    expect(files['config.ts']).toContain("slug: 'partnerGrid'")
    expect(files['config.ts']).toContain("interfaceName: 'PartnerGridBlock'")
    expect(files['Component.tsx']).toContain("BlockProps<'partnerGrid'>")
    expect(files['fixture.ts']).toContain("BlockOf<'partnerGrid'>")
  })
})
