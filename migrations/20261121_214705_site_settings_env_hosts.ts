import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "site_url";
  ALTER TABLE "site_settings" DROP COLUMN "portal_url";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "site_url" varchar DEFAULT 'https://ostra.com' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "portal_url" varchar DEFAULT 'https://portal.ostra.com' NOT NULL;`)
}
