/**
 * Hand-edited migration: one page model.
 *
 * - Customer stories, release notes and legal pages get a `layout` of blocks
 *   (JSON, like pages). Each stored rich-text `body` becomes the layout's first
 *   block (Rich text), so nothing is lost; a legal page's `form` and
 *   `formHeading` become a Form block after it; the legal page at
 *   /country-specific-requirements, whose table was fixed to its slug, gets a
 *   Number requirements block. Then the old columns go. Versions too.
 * - The Country coverage block's "requirements" kind becomes the Number
 *   requirements block, in every layout (Sections included).
 * - Pages get scroll-snap options; the home page, hard-wired to snap before,
 *   has them switched on.
 *
 * `down` reverses it: the layout's Rich text blocks are joined back into the
 * body, its first Form block back into `form` and `formHeading`; other blocks
 * of these documents are lost (they did not exist before).
 */
import { randomBytes } from 'node:crypto'

import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

type Data = Record<string, unknown>
const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)
const isEditorState = (value: unknown): value is { root: Data & { children?: unknown[] } } => isRecord(value) && isRecord(value.root)

/** A block id as Payload makes them (24 hex digits, like an ObjectId). */
const blockId = () => randomBytes(12).toString('hex')

/** The legal page whose requirements table was fixed to its slug. */
export const REQUIREMENTS_SLUG = 'country-specific-requirements'

export type OldDocument = { body: unknown; form?: string | null; formHeading?: string | null; slug?: string | null }

/** The layout that shows what the old fields showed, in the same order. Pure: unit-tested. */
export function layoutFromBody({ body, form, formHeading, slug }: OldDocument, newId: () => string = blockId): Data[] {
  const layout: Data[] = []
  if (isEditorState(body)) layout.push({ id: newId(), blockType: 'richText', content: body })
  if (slug === REQUIREMENTS_SLUG) layout.push({ id: newId(), blockType: 'requirementsTable', heading: 'Requirements by country' })
  if (form) layout.push({ id: newId(), blockType: 'form', form, ...(formHeading ? { heading: formHeading } : {}) })
  return layout
}

export type RestoredDocument = { body: { root: Data & { children: unknown[] } } | null; form: string | null; formHeading: string | null }

/** The old fields back from a layout: its Rich text blocks joined into one body, its first Form block. Pure: unit-tested. */
export function bodyFromLayout(layout: unknown): RestoredDocument {
  const blocks = Array.isArray(layout) ? layout.filter(isRecord) : []
  const children = blocks.flatMap((block) => (block.blockType === 'richText' && isEditorState(block.content) ? (block.content.root.children ?? []) : []))
  const first = blocks.find((block) => block.blockType === 'richText' && isEditorState(block.content))?.content as { root: Data } | undefined
  const body = first ? { ...first, root: { ...first.root, children } } : null
  const form = blocks.find((block) => block.blockType === 'form' && typeof block.form === 'string')
  return { body, form: (form?.form as string | undefined) ?? null, formHeading: (form?.heading as string | undefined) ?? null }
}

/**
 * The layout with Country coverage blocks of kind "requirements" turned into
 * Number requirements blocks (up), or back (down); the coverage kind's now
 * meaningless `kind` is dropped (up) or restored (down). Sections included.
 * A copy, or undefined when nothing changes. Pure: unit-tested.
 */
export function convertRequirementsBlocks(layout: unknown, direction: 'up' | 'down'): unknown[] | undefined {
  if (!Array.isArray(layout)) return undefined
  let changed = false
  const convert = (blocks: unknown[]): unknown[] =>
    blocks.map((block) => {
      if (!isRecord(block)) return block
      let next: Data = block
      if (direction === 'up' && block.blockType === 'countryCoverage') {
        const { kind, ...rest } = block
        if (kind !== undefined) changed = true
        next = kind === 'requirements' ? { ...rest, blockType: 'requirementsTable' } : rest
      } else if (direction === 'down' && block.blockType === 'requirementsTable') {
        changed = true
        next = { ...block, blockType: 'countryCoverage', kind: 'requirements' }
      } else if (direction === 'down' && block.blockType === 'countryCoverage' && block.kind === undefined) {
        changed = true
        next = { ...block, kind: 'coverage' }
      }
      return Array.isArray(next.blocks) ? { ...next, blocks: convert(next.blocks) } : next
    })
  const result = convert(layout)
  return changed ? result : undefined
}

/** Where each collection keeps its old fields and its layout, in the live table and in its versions. */
type Columns = { table: string; layout: string; body: string; slug: string; form?: string; formHeading?: string; formEnum?: string }
const DOCUMENT_TABLES: Columns[] = [
  { table: 'customer_stories', layout: 'layout', body: 'body', slug: 'slug' },
  { table: '_customer_stories_v', layout: 'version_layout', body: 'version_body', slug: 'version_slug' },
  { table: 'release_notes', layout: 'layout', body: 'body', slug: 'slug' },
  { table: '_release_notes_v', layout: 'version_layout', body: 'version_body', slug: 'version_slug' },
  { table: 'legal_pages', layout: 'layout', body: 'body', slug: 'slug', form: 'form', formHeading: 'form_heading', formEnum: 'enum_legal_pages_form' },
  {
    table: '_legal_pages_v',
    layout: 'version_layout',
    body: 'version_body',
    slug: 'version_slug',
    form: 'version_form',
    formHeading: 'version_form_heading',
    formEnum: 'enum__legal_pages_v_version_form',
  },
]

/** Every JSON layout column, pages included. */
const LAYOUT_COLUMNS = [{ table: 'pages', layout: 'layout' }, { table: '_pages_v', layout: 'version_layout' }, ...DOCUMENT_TABLES]

type Db = MigrateUpArgs['db']
const id = sql.identifier
const text = (value: unknown) => (typeof value === 'string' ? value : null)

async function bodiesToLayouts(db: Db, log: (message: string) => void) {
  for (const c of DOCUMENT_TABLES) {
    const form = c.form ? sql`${id(c.form)}::text` : sql`NULL`
    const heading = c.formHeading ? sql`${id(c.formHeading)}` : sql`NULL`
    const { rows } = await db.execute(sql`SELECT "id", ${id(c.body)} AS "body", ${id(c.slug)} AS "slug", ${form} AS "form", ${heading} AS "heading" FROM ${id(c.table)}`)
    let moved = 0
    for (const row of rows) {
      const layout = layoutFromBody({ body: row.body, slug: text(row.slug), form: text(row.form), formHeading: text(row.heading) })
      if (layout.length === 0) continue
      await db.execute(sql`UPDATE ${id(c.table)} SET ${id(c.layout)} = ${JSON.stringify(layout)}::jsonb WHERE "id" = ${row.id}`)
      moved++
    }
    log(`one page model (up): ${moved} of ${rows.length} rows of ${c.table} got a layout from their body`)
  }
}

async function layoutsToBodies(db: Db, log: (message: string) => void) {
  for (const c of DOCUMENT_TABLES) {
    const { rows } = await db.execute(sql`SELECT "id", ${id(c.layout)} AS "layout" FROM ${id(c.table)} WHERE ${id(c.layout)} IS NOT NULL`)
    for (const row of rows) {
      const old = bodyFromLayout(row.layout)
      await db.execute(sql`UPDATE ${id(c.table)} SET ${id(c.body)} = ${old.body === null ? null : JSON.stringify(old.body)}::jsonb WHERE "id" = ${row.id}`)
      if (c.form && c.formHeading && c.formEnum && old.form) {
        await db.execute(sql`UPDATE ${id(c.table)} SET ${id(c.form)} = ${old.form}::${id(c.formEnum)}, ${id(c.formHeading)} = ${old.formHeading} WHERE "id" = ${row.id}`)
      }
    }
    log(`one page model (down): ${rows.length} rows of ${c.table} got their body back`)
  }
}

async function convertAllRequirementsBlocks(db: Db, direction: 'up' | 'down', tables: readonly { table: string; layout: string }[], log: (message: string) => void) {
  for (const c of tables) {
    const { rows } = await db.execute(sql`SELECT "id", ${id(c.layout)} AS "layout" FROM ${id(c.table)} WHERE ${id(c.layout)} IS NOT NULL`)
    let updated = 0
    for (const row of rows) {
      const next = convertRequirementsBlocks(row.layout, direction)
      if (!next) continue
      await db.execute(sql`UPDATE ${id(c.table)} SET ${id(c.layout)} = ${JSON.stringify(next)}::jsonb WHERE "id" = ${row.id}`)
      updated++
    }
    if (updated) log(`one page model (${direction}): requirements blocks converted in ${updated} rows of ${c.table}`)
  }
}

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const log = (message: string) => payload.logger.info(message)
  await db.execute(sql`
    ALTER TABLE "pages" ADD COLUMN "scroll_snap_enabled" boolean DEFAULT false;
    ALTER TABLE "pages" ADD COLUMN "scroll_snap_pause_from" numeric;
    ALTER TABLE "pages" ADD COLUMN "scroll_snap_pause_until" numeric;
    ALTER TABLE "pages" ADD COLUMN "scroll_snap_scope" numeric;
    ALTER TABLE "_pages_v" ADD COLUMN "version_scroll_snap_enabled" boolean DEFAULT false;
    ALTER TABLE "_pages_v" ADD COLUMN "version_scroll_snap_pause_from" numeric;
    ALTER TABLE "_pages_v" ADD COLUMN "version_scroll_snap_pause_until" numeric;
    ALTER TABLE "_pages_v" ADD COLUMN "version_scroll_snap_scope" numeric;
    ALTER TABLE "customer_stories" ADD COLUMN "layout" jsonb;
    ALTER TABLE "_customer_stories_v" ADD COLUMN "version_layout" jsonb;
    ALTER TABLE "release_notes" ADD COLUMN "layout" jsonb;
    ALTER TABLE "_release_notes_v" ADD COLUMN "version_layout" jsonb;
    ALTER TABLE "legal_pages" ADD COLUMN "layout" jsonb;
    ALTER TABLE "_legal_pages_v" ADD COLUMN "version_layout" jsonb;
  `)
  await bodiesToLayouts(db, log)
  await convertAllRequirementsBlocks(db, 'up', LAYOUT_COLUMNS, log)
  // The home page snapped because of its address; now because its options say so (the flag still applies).
  await db.execute(sql`UPDATE "pages" SET "scroll_snap_enabled" = true WHERE "path" = '/'`)
  await db.execute(sql`UPDATE "_pages_v" SET "version_scroll_snap_enabled" = true WHERE "version_path" = '/'`)
  await db.execute(sql`
    ALTER TABLE "customer_stories" DROP COLUMN "body";
    ALTER TABLE "_customer_stories_v" DROP COLUMN "version_body";
    ALTER TABLE "release_notes" DROP COLUMN "body";
    ALTER TABLE "_release_notes_v" DROP COLUMN "version_body";
    ALTER TABLE "legal_pages" DROP COLUMN "body";
    ALTER TABLE "legal_pages" DROP COLUMN "form";
    ALTER TABLE "legal_pages" DROP COLUMN "form_heading";
    ALTER TABLE "_legal_pages_v" DROP COLUMN "version_body";
    ALTER TABLE "_legal_pages_v" DROP COLUMN "version_form";
    ALTER TABLE "_legal_pages_v" DROP COLUMN "version_form_heading";
    DROP TYPE "public"."enum_legal_pages_form";
    DROP TYPE "public"."enum__legal_pages_v_version_form";
  `)
}

export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  const log = (message: string) => payload.logger.info(message)
  await db.execute(sql`
    CREATE TYPE "public"."enum_legal_pages_form" AS ENUM('contact-sales', 'resource-center-email-signup', 'signup', 'pricingCsv', 'pricingCalculator', 'report-abuse', 'release-notes-subscription', 'subprocessor-subscription');
    CREATE TYPE "public"."enum__legal_pages_v_version_form" AS ENUM('contact-sales', 'resource-center-email-signup', 'signup', 'pricingCsv', 'pricingCalculator', 'report-abuse', 'release-notes-subscription', 'subprocessor-subscription');
    ALTER TABLE "customer_stories" ADD COLUMN "body" jsonb;
    ALTER TABLE "_customer_stories_v" ADD COLUMN "version_body" jsonb;
    ALTER TABLE "release_notes" ADD COLUMN "body" jsonb;
    ALTER TABLE "_release_notes_v" ADD COLUMN "version_body" jsonb;
    ALTER TABLE "legal_pages" ADD COLUMN "body" jsonb;
    ALTER TABLE "legal_pages" ADD COLUMN "form" "enum_legal_pages_form";
    ALTER TABLE "legal_pages" ADD COLUMN "form_heading" varchar;
    ALTER TABLE "_legal_pages_v" ADD COLUMN "version_body" jsonb;
    ALTER TABLE "_legal_pages_v" ADD COLUMN "version_form" "enum__legal_pages_v_version_form";
    ALTER TABLE "_legal_pages_v" ADD COLUMN "version_form_heading" varchar;
  `)
  await layoutsToBodies(db, log)
  await convertAllRequirementsBlocks(db, 'down', LAYOUT_COLUMNS.slice(0, 2), log)
  await db.execute(sql`
    ALTER TABLE "pages" DROP COLUMN IF EXISTS "scroll_snap_enabled";
    ALTER TABLE "pages" DROP COLUMN IF EXISTS "scroll_snap_pause_from";
    ALTER TABLE "pages" DROP COLUMN IF EXISTS "scroll_snap_pause_until";
    ALTER TABLE "pages" DROP COLUMN IF EXISTS "scroll_snap_scope";
    ALTER TABLE "_pages_v" DROP COLUMN IF EXISTS "version_scroll_snap_enabled";
    ALTER TABLE "_pages_v" DROP COLUMN IF EXISTS "version_scroll_snap_pause_from";
    ALTER TABLE "_pages_v" DROP COLUMN IF EXISTS "version_scroll_snap_pause_until";
    ALTER TABLE "_pages_v" DROP COLUMN IF EXISTS "version_scroll_snap_scope";
    ALTER TABLE "customer_stories" DROP COLUMN IF EXISTS "layout";
    ALTER TABLE "_customer_stories_v" DROP COLUMN IF EXISTS "version_layout";
    ALTER TABLE "release_notes" DROP COLUMN IF EXISTS "layout";
    ALTER TABLE "_release_notes_v" DROP COLUMN IF EXISTS "version_layout";
    ALTER TABLE "legal_pages" DROP COLUMN IF EXISTS "layout";
    ALTER TABLE "_legal_pages_v" DROP COLUMN IF EXISTS "version_layout";
  `)
}
