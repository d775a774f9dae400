/**
 * Hand-written data migration: the Hero's `text`, a CardGrid card's `text`, an
 * FAQ answer and a CTA banner's `text` became rich text (bold, italic, links).
 * Layouts are stored as JSON (blocksAsJSON), so no column changes: `up` turns
 * each plain string into paragraphs (split at blank lines), `down` turns rich
 * text back into plain text, in the pages and in every stored version, Section
 * blocks included. Values already in the target form are left alone, so either
 * direction can run twice.
 */
import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

import { plainTextToRichText, richTextToPlainText } from '../src/lib/richText'

type Direction = 'up' | 'down'
type Data = Record<string, unknown>
const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)
const isEditorState = (value: unknown) => isRecord(value) && isRecord(value.root)

/** The converted value, or undefined when it is already in the target form (or empty either way). */
function convertValue(value: unknown, direction: Direction): unknown {
  if (direction === 'up') return typeof value === 'string' ? plainTextToRichText(value) : undefined
  if (!isEditorState(value)) return undefined
  return richTextToPlainText(value) || null
}

/** Where the changed fields sit in each block: the block itself, or each row of one of its arrays. */
const FIELDS: Record<string, { rows?: string; field: string }> = {
  hero: { field: 'text' },
  ctaBanner: { field: 'text' },
  cardGrid: { rows: 'cards', field: 'text' },
  faq: { rows: 'items', field: 'answer' },
}

function convertField(holder: Data, field: string, direction: Direction): boolean {
  if (!(field in holder)) return false
  const next = convertValue(holder[field], direction)
  if (next === undefined) return false
  holder[field] = next
  return true
}

/** Converts a layout in place (Section blocks' `blocks` included); answers whether anything changed. */
function convertBlocks(blocks: unknown, direction: Direction): boolean {
  if (!Array.isArray(blocks)) return false
  let changed = false
  for (const block of blocks) {
    if (!isRecord(block)) continue
    const target = typeof block.blockType === 'string' ? FIELDS[block.blockType] : undefined
    if (target && !target.rows) changed = convertField(block, target.field, direction) || changed
    if (target?.rows && Array.isArray(block[target.rows])) {
      for (const row of block[target.rows] as unknown[]) if (isRecord(row)) changed = convertField(row, target.field, direction) || changed
    }
    changed = convertBlocks(block.blocks, direction) || changed
  }
  return changed
}

/** A converted copy of a stored layout, or undefined when nothing changes. Pure: unit-tested. */
export function convertLayout(layout: unknown, direction: Direction): unknown[] | undefined {
  if (!Array.isArray(layout)) return undefined
  const copy: unknown[] = structuredClone(layout)
  return convertBlocks(copy, direction) ? copy : undefined
}

/** The tables and JSON columns that hold page layouts. */
const LAYOUT_COLUMNS = [
  { table: 'pages', column: 'layout' },
  { table: '_pages_v', column: 'version_layout' },
] as const

async function migrate(db: MigrateUpArgs['db'], direction: Direction, log: (message: string) => void) {
  for (const { table, column } of LAYOUT_COLUMNS) {
    const { rows } = await db.execute(sql`SELECT "id", ${sql.identifier(column)} AS "layout" FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} IS NOT NULL`)
    let updated = 0
    for (const row of rows) {
      const next = convertLayout(row.layout, direction)
      if (!next) continue
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${JSON.stringify(next)}::jsonb WHERE "id" = ${row.id}`)
      updated++
    }
    log(`inline rich text (${direction}): ${updated} of ${rows.length} rows of ${table} converted`)
  }
}

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await migrate(db, 'up', (message) => payload.logger.info(message))
}

export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  await migrate(db, 'down', (message) => payload.logger.info(message))
}
