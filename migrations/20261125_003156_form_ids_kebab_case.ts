/**
 * Form ids in kebab-case, as every other id of the site (issue 16): pricingCsv → pricing-csv and
 * pricingCalculator → pricing-calculator. The stored submissions keep their rows (the enum's values are
 * renamed in place, never dropped), and every Form block that names one of them, in published pages
 * and in their versions, is rewritten. Confirmation links already e-mailed under an old id keep
 * working (lib/forms/forms RENAMED_FORM_IDS). `down` renames back.
 */
import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

/** Literal here, not imported: a migration must mean the same after lib/forms/forms changes again. */
const RENAMED = { pricingCsv: 'pricing-csv', pricingCalculator: 'pricing-calculator' } as const
type Names = Readonly<Record<string, string>>

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** A layout with each Form block's `form` renamed (blocks nest inside sections and columns). Pure: unit-tested. */
export function renameFormIds(value: unknown, names: Names): unknown {
  if (Array.isArray(value)) return value.map((item) => renameFormIds(item, names))
  if (!isRecord(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) out[key] = renameFormIds(item, names)
  if (out.blockType === 'form' && typeof out.form === 'string' && Object.hasOwn(names, out.form)) out.form = names[out.form]
  return out
}

async function renameInLayouts(db: MigrateUpArgs['db'], names: Names, log: (message: string) => void) {
  for (const collection of ['pages', 'customer_stories', 'release_notes', 'legal_pages']) {
    for (const t of [
      { table: collection, layout: 'layout' },
      { table: `_${collection}_v`, layout: 'version_layout' },
    ]) {
    const { rows } = await db.execute(
      sql`SELECT "id", ${sql.identifier(t.layout)} AS "layout" FROM ${sql.identifier(t.table)} WHERE ${sql.identifier(t.layout)}::text ~ ${Object.keys(names).join('|')}`,
    )
    let changed = 0
    for (const row of rows) {
      const layout = renameFormIds(row.layout, names)
      if (JSON.stringify(layout) === JSON.stringify(row.layout)) continue
      await db.execute(sql`UPDATE ${sql.identifier(t.table)} SET ${sql.identifier(t.layout)} = ${JSON.stringify(layout)}::jsonb WHERE "id" = ${row.id}`)
      changed++
    }
    log(`form ids: ${changed} layouts of ${t.table} rewritten`)
    }
  }
}

async function rename(db: MigrateUpArgs['db'], names: Names, log: (message: string) => void) {
  for (const [from, to] of Object.entries(names))
    await db.execute(sql.raw(`ALTER TYPE "public"."enum_form_submissions_form" RENAME VALUE '${from}' TO '${to}'`))
  await renameInLayouts(db, names, log)
}

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await rename(db, RENAMED, (message) => payload.logger.info(message))
}

export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  await rename(db, Object.fromEntries(Object.entries(RENAMED).map(([from, to]) => [to, from])), (message) => payload.logger.info(message))
}
