/**
 * Scaffolds a block: `npm run new-block -- PartnerGrid` creates src/blocks/PartnerGrid/ (config.ts,
 * Component.tsx, fixture.ts, wireframe.ts, styles.module.css, Component.test.tsx), adds its line to the registry and
 * to the schema list, regenerates the Payload types, the admin import map and the picker thumbnail,
 * and prints what to fill in. Blocks are stored as JSON (blocksAsJSON), so a block needs no migration.
 *
 *   npm run new-block -- <Name>            PascalCase; the slug is the camelCase of it
 *   npm run new-block -- --remove <Name>   undoes it: the folder, both lines, the thumbnail, the types
 *   --no-generate                          skip the generators (types, import map, thumbnails)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const blocksDir = path.join(root, 'src/blocks')
const REGISTRY = path.join(blocksDir, 'registry.tsx')
const SCHEMAS = path.join(blocksDir, 'schemas.ts')
/** Where each list takes a new block's lines (the anchors are checked, so an edit that moves them fails loudly). */
const REGISTRY_IMPORTS_BEFORE = "import type { BlockDefinition, BlockSlug } from './types'"
const REGISTRY_ENTRIES_BEFORE = '\n}\n'
const SCHEMA_IMPORTS_BEFORE = "import type { BlockSlug } from './types'"
const SCHEMA_ENTRIES_BEFORE = "] as const satisfies readonly BlockConfig<Exclude<BlockSlug, 'section'>>[]"

export type BlockNames = { name: string; slug: string; label: string; folder: string }

export function blockNames(name: string): BlockNames {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`"${name}" is not a PascalCase name such as PartnerGrid`)
  const slug = name[0].toLowerCase() + name.slice(1)
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return { name, slug, label: words[0].toUpperCase() + words.slice(1), folder: path.join(blocksDir, name) }
}

/** The block's six files, by name. */
export function blockFiles({ name, slug, label }: BlockNames): Record<string, string> {
  return {
    'config.ts': `import { BLOCK_GROUPS } from '../adminUi'
import { defineBlock } from '../defineBlock'

export const ${name}BlockConfig = defineBlock({
  slug: '${slug}',
  interfaceName: '${name}Block',
  labels: { singular: '${label}', plural: '${label} blocks' },
  // The picker's group (the drawer lists it there) and its one-line description in a marketer's words.
  group: BLOCK_GROUPS.lists,
  description: 'A new block: say in one line what it shows.',
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true },
    { name: 'text', label: 'Text', type: 'textarea', admin: { description: 'Optional. A short paragraph under the heading.' } },
  ],
})
`,
    'Component.tsx': `import type { BlockProps } from '../types'
import styles from './styles.module.css'

/** A server component. Interactive parts go in a \`*.client.tsx\` file, loaded through this folder's \`lazy.client.tsx\`. */
export function ${name}({ block }: BlockProps<'${slug}'>) {
  return (
    <div className={styles.root}>
      <h2>{block.heading}</h2>
      {block.text && <p className={styles.text}>{block.text}</p>}
    </div>
  )
}
`,
    'fixture.ts': `import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const ${slug}Fixture: BlockOf<'${slug}'> = {
  blockType: '${slug}',
  heading: '${label}',
  text: 'An example of what a marketer would write here.',
}
`,
    'wireframe.ts': `import { GENERIC_WIREFRAME } from '../wireframeKit'

/** The block's wireframe in the picker's thumbnail: draw it with the kit's shapes, then npx tsx scripts/blockThumbnails.ts. */
export const wireframe = (): string => GENERIC_WIREFRAME()
`,
    'styles.module.css': `/* This block's own styles. Design tokens (colours, --space-*, --text-*) and shared utilities stay global. */
.root {
  margin: 0 0 48px;
}
.text {
  max-width: 60ch;
}
`,
    'Component.test.tsx': `// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { ${name} } from './Component'
import { ${slug}Fixture } from './fixture'

afterEach(cleanup)

describe('<${name}>', () => {
  it('shows its heading and its text', () => {
    render(<${name} block={${slug}Fixture} context={{ path: '/test', pageNumber: 1 }} />)
    expect(screen.getByRole('heading', { level: 2, name: ${slug}Fixture.heading })).toBeTruthy()
    expect(screen.getByText('An example of what a marketer would write here.')).toBeTruthy()
  })

  it('leaves out the paragraph when there is no text', () => {
    const { container } = render(<${name} block={{ ...${slug}Fixture, text: null }} context={{ path: '/test', pageNumber: 1 }} />)
    expect(container.querySelector('p')).toBeNull()
  })
})
`,
  }
}

function insertBefore(source: string, anchor: string, text: string, file: string): string {
  const at = source.lastIndexOf(anchor)
  if (at === -1) throw new Error(`${path.relative(root, file)} no longer has the line new-block writes before: ${anchor.trim()}`)
  return source.slice(0, at) + text + source.slice(at)
}

/** The registry and schema list with the block's lines added. */
export function withBlockLines(registry: string, schemas: string, { name, slug }: BlockNames): { registry: string; schemas: string } {
  let r = insertBefore(
    registry,
    REGISTRY_IMPORTS_BEFORE,
    `import { ${name} } from './${name}/Component'\nimport { ${slug}Fixture } from './${name}/fixture'\n`,
    REGISTRY,
  )
  r = insertBefore(r, REGISTRY_ENTRIES_BEFORE, `\n  ${slug}: { Component: ${name}, fixture: ${slug}Fixture },`, REGISTRY)
  let s = insertBefore(schemas, SCHEMA_IMPORTS_BEFORE, `import { ${name}BlockConfig } from './${name}/config'\n`, SCHEMAS)
  s = insertBefore(s, SCHEMA_ENTRIES_BEFORE, `  ${name}BlockConfig,\n`, SCHEMAS)
  return { registry: r, schemas: s }
}

/** The registry and schema list without the block's lines (its imports and its entry). */
export function withoutBlockLines(registry: string, schemas: string, { name, slug }: BlockNames): { registry: string; schemas: string } {
  const lines = new Set([`  ${slug}: { Component: ${name}, fixture: ${slug}Fixture },`, `  ${name}BlockConfig,`])
  const drop = (source: string) =>
    source
      .split('\n')
      .filter((line) => !line.includes(`from './${name}/`) && !lines.has(line))
      .join('\n')
  return { registry: drop(registry), schemas: drop(schemas) }
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`)
}

async function generate() {
  // npm run generate: Payload's CLI with the production condition (scripts/check-generated.sh says why).
  run('npm', ['run', '-s', 'generate'])
  // Imported only now, so it reads the schema list with the new block in it.
  const { writeThumbnails } = await import('./blockThumbnails')
  await writeThumbnails(false)
}

const thumbnailFile = (slug: string) => path.join(root, 'public/admin/blocks', `${slug}.svg`)

async function create(names: BlockNames, regenerate: boolean) {
  const registry = fs.readFileSync(REGISTRY, 'utf8')
  if (fs.existsSync(names.folder)) throw new Error(`src/blocks/${names.name} exists already`)
  if (new RegExp(`^  ${names.slug}: `, 'm').test(registry)) throw new Error(`the registry has a block "${names.slug}" already`)
  const lists = withBlockLines(registry, fs.readFileSync(SCHEMAS, 'utf8'), names)
  fs.mkdirSync(names.folder)
  for (const [file, text] of Object.entries(blockFiles(names))) fs.writeFileSync(path.join(names.folder, file), text)
  fs.writeFileSync(REGISTRY, lists.registry)
  fs.writeFileSync(SCHEMAS, lists.schemas)
  if (regenerate) await generate()
  const dir = `src/blocks/${names.name}`
  console.log(`
Created ${dir}/ (config.ts, Component.tsx, fixture.ts, styles.module.css, Component.test.tsx),
added "${names.slug}" to src/blocks/registry.tsx and src/blocks/schemas.ts${
    regenerate
      ? `, and regenerated
src/payload-types.ts, the admin import map and public/admin/blocks/${names.slug}.svg`
      : ' (generators skipped)'
  }.
No migration: blocks are stored as JSON (blocksAsJSON), so a new block changes no table.

Fill in:
  1. ${dir}/config.ts: its fields, with a label (and help) on each; its picker group and description.
     Then npm run generate.
  2. ${dir}/Component.tsx and styles.module.css: the markup and its own styles.
  3. ${dir}/fixture.ts: an example; /styleguide shows it on every background.
  4. ${dir}/Component.test.tsx: what the block must do.
  Optional: its wireframe in wireframe.ts (drawn with src/blocks/wireframeKit.ts; a generic one until then).
Check: npx tsc --noEmit && npx vitest run ${dir}
`)
}

async function remove(names: BlockNames, regenerate: boolean) {
  const lists = withoutBlockLines(fs.readFileSync(REGISTRY, 'utf8'), fs.readFileSync(SCHEMAS, 'utf8'), names)
  fs.writeFileSync(REGISTRY, lists.registry)
  fs.writeFileSync(SCHEMAS, lists.schemas)
  fs.rmSync(names.folder, { recursive: true, force: true })
  fs.rmSync(thumbnailFile(names.slug), { force: true })
  if (regenerate) await generate()
  console.log(`Removed src/blocks/${names.name}/ and "${names.slug}" from the registry and the schema list.`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const flags = new Set(args.filter((arg) => arg.startsWith('--')))
  const [name] = args.filter((arg) => !arg.startsWith('--'))
  try {
    if (!name) throw new Error('usage: npm run new-block -- [--remove] [--no-generate] <PascalCaseName>')
    const names = blockNames(name)
    if (flags.has('--remove')) await remove(names, !flags.has('--no-generate'))
    else await create(names, !flags.has('--no-generate'))
  } catch (error) {
    console.error(`new-block: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
