import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscriptions" ADD COLUMN "sending_since" timestamp(3) with time zone;
  ALTER TABLE "abuse_reports" ADD COLUMN "sending_since" timestamp(3) with time zone;
  ALTER TABLE "voice_ai_setups" ADD COLUMN "sending_since" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD COLUMN "sending_since" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscriptions" DROP COLUMN "sending_since";
  ALTER TABLE "abuse_reports" DROP COLUMN "sending_since";
  ALTER TABLE "voice_ai_setups" DROP COLUMN "sending_since";
  ALTER TABLE "form_submissions" DROP COLUMN "sending_since";`)
}
