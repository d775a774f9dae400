/**
 * Articles get an author field (issue 17: an article shows who wrote it, and
 * search engines get the writer). The columns are Payload's; `up` also fills
 * the author of every article that has none from its Hero's eyebrow, which the
 * seed has always written as "Name · Date". `down` drops the columns.
 */
import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

type Data = Record<string, unknown>
const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

/** "Maya Lindqvist · November 12, 2026" → "Maya Lindqvist"; undefined for an eyebrow of another shape. Pure: unit-tested. */
export function authorFromEyebrow(eyebrow: unknown): string | undefined {
  if (typeof eyebrow !== 'string') return undefined
  const parts = eyebrow.split(' · ').map((part) => part.trim())
  if (parts.length !== 2 || !/\d{4}/.test(parts[1]) || !parts[0] || parts[0].length > 120 || /\d/.test(parts[0])) return undefined
  return parts[0]
}

/** The author an article's layout names: its first block's eyebrow, when that block is a Hero. */
export function authorFromLayout(layout: unknown): string | undefined {
  const first = Array.isArray(layout) ? layout[0] : undefined
  return isRecord(first) && first.blockType === 'hero' ? authorFromEyebrow(first.eyebrow) : undefined
}

async function fillAuthors(db: MigrateUpArgs['db'], log: (message: string) => void) {
  for (const t of [
    { table: 'pages', layout: 'layout', family: 'family', author: 'author' },
    { table: '_pages_v', layout: 'version_layout', family: 'version_family', author: 'version_author' },
  ] as const) {
    const { rows } = await db.execute(
      sql`SELECT "id", ${sql.identifier(t.layout)} AS "layout" FROM ${sql.identifier(t.table)} WHERE ${sql.identifier(t.family)}::text = 'resources' AND ${sql.identifier(t.author)} IS NULL`,
    )
    let filled = 0
    for (const row of rows) {
      const author = authorFromLayout(row.layout)
      if (!author) continue
      await db.execute(sql`UPDATE ${sql.identifier(t.table)} SET ${sql.identifier(t.author)} = ${author} WHERE "id" = ${row.id}`)
      filled++
    }
    log(`article author: ${filled} of ${rows.length} articles of ${t.table} without an author got one from their hero`)
  }
}

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "author" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_author" varchar;`)
  await fillAuthors(db, (message) => payload.logger.info(message))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN IF EXISTS "author";
  ALTER TABLE "_pages_v" DROP COLUMN IF EXISTS "version_author";`)
}
