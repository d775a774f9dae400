import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_category" AS ENUM('ai', 'voice', 'messaging', 'numbers', 'iot', 'compliance', 'engineering');
  CREATE TYPE "public"."enum__pages_v_version_category" AS ENUM('ai', 'voice', 'messaging', 'numbers', 'iot', 'compliance', 'engineering');
  ALTER TABLE "pages" ADD COLUMN "category" "enum_pages_category";
  ALTER TABLE "_pages_v" ADD COLUMN "version_category" "enum__pages_v_version_category";
  ALTER TABLE "voice_ai_setups" ADD COLUMN "website" varchar;
  CREATE INDEX "pages_category_idx" ON "pages" USING btree ("category");
  CREATE INDEX "_pages_v_version_version_category_idx" ON "_pages_v" USING btree ("version_category");
  CREATE INDEX "voice_ai_setups_call_id_idx" ON "voice_ai_setups" USING btree ("call_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "pages_category_idx";
  DROP INDEX IF EXISTS "_pages_v_version_version_category_idx";
  DROP INDEX IF EXISTS "voice_ai_setups_call_id_idx";
  ALTER TABLE "pages" DROP COLUMN IF EXISTS "category";
  ALTER TABLE "_pages_v" DROP COLUMN IF EXISTS "version_category";
  ALTER TABLE "voice_ai_setups" DROP COLUMN IF EXISTS "website";
  DROP TYPE IF EXISTS "public"."enum_pages_category";
  DROP TYPE IF EXISTS "public"."enum__pages_v_version_category";`)
}
