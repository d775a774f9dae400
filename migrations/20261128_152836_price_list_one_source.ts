import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The tables whose block layouts (stored as JSON) can hold a pricing table, and their layout column. */
const LAYOUTS: [table: string, column: string][] = ['pages', 'reusable_sections', 'customer_stories', 'release_notes', 'legal_pages'].flatMap(
  (table): [string, string][] => [
    [table, 'layout'],
    [`_${table}_v`, 'version_layout'],
  ],
)

/** Marks every pricing-table row without a source as typed (what it was), so the admin's new default (a price from the list) never claims it. */
function markTyped(value: unknown): boolean {
  if (Array.isArray(value)) return value.map(markTyped).some(Boolean)
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  let changed = false
  if (record.blockType === 'pricingTable' && Array.isArray(record.rows)) {
    for (const row of record.rows as Record<string, unknown>[]) {
      if (row && typeof row === 'object' && !row.source) {
        row.source = 'typed'
        changed = true
      }
    }
  }
  for (const child of Object.values(record)) if (markTyped(child)) changed = true
  return changed
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_price_list_product" ADD VALUE 'voice-api';
  ALTER TYPE "public"."enum_price_list_product" ADD VALUE 'iot';
  ALTER TYPE "public"."enum_price_list_product" ADD VALUE 'storage';
  ALTER TYPE "public"."enum_price_list_product" ADD VALUE 'networking';
  ALTER TYPE "public"."enum_price_list_product" ADD VALUE 'inference';
  ALTER TABLE "price_list" ALTER COLUMN "country" DROP NOT NULL;
  ALTER TABLE "messaging_rates" ADD COLUMN "title" varchar;
  ALTER TABLE "price_list" ADD COLUMN "note" varchar;
  ALTER TABLE "price_list" ADD COLUMN "title" varchar;`)

  // Messaging's rates by country are read from the rate card now: the price list's copies of it go (the seed wrote
  // them from the rate card; the rates table and the calculator read the rate card itself).
  await db.execute(sql`
    DELETE FROM "price_list" WHERE "product" = 'messaging' AND "country" IS NOT NULL
      AND ("item" ~ '^(Outbound|Inbound) (SMS|MMS) [(]' OR "item" LIKE 'Carrier pass-through fee, %');
    UPDATE "price_list" SET "title" = "item" || COALESCE(', ' || "country"::text, '');
    UPDATE "messaging_rates" SET "title" =
      INITCAP("direction"::text) || ' ' || UPPER("message_type"::text) || ' ('
      || CASE "sender_type" WHEN 'long-code' THEN 'long code' WHEN 'short-code' THEN 'short code' ELSE 'toll-free' END
      || '), ' || "country"::text;`)

  for (const [table, column] of LAYOUTS) {
    const found = await db.execute(sql`SELECT "id", ${sql.identifier(column)} AS "layout" FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)}::text LIKE '%pricingTable%'`)
    for (const { id, layout } of found.rows as { id: number; layout: unknown }[]) {
      if (markTyped(layout)) await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${JSON.stringify(layout)}::jsonb WHERE "id" = ${id}`)
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "price_list" WHERE "product" NOT IN ('messaging', 'voice', 'numbers') OR "country" IS NULL;
   ALTER TABLE "price_list" ALTER COLUMN "product" SET DATA TYPE text;
  DROP TYPE "public"."enum_price_list_product";
  CREATE TYPE "public"."enum_price_list_product" AS ENUM('messaging', 'voice', 'numbers');
  ALTER TABLE "price_list" ALTER COLUMN "product" SET DATA TYPE "public"."enum_price_list_product" USING "product"::"public"."enum_price_list_product";
  ALTER TABLE "price_list" ALTER COLUMN "country" SET NOT NULL;
  ALTER TABLE "messaging_rates" DROP COLUMN "title";
  ALTER TABLE "price_list" DROP COLUMN "note";
  ALTER TABLE "price_list" DROP COLUMN "title";`)
}
