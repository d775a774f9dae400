import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "header" DROP COLUMN "navigation_variant";
  DROP TYPE "public"."enum_header_navigation_variant";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_header_navigation_variant" AS ENUM('new', 'old');
  ALTER TABLE "header" ADD COLUMN "navigation_variant" "enum_header_navigation_variant" DEFAULT 'new' NOT NULL;`)
}
