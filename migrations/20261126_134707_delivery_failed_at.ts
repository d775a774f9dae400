/**
 * A delivery the outside service refuses for good (a 4xx other than 408, 425 and 429: a wrong list id, a wrong
 * key) is no longer retried hourly for ever: its row gets `failed_at` (the reason stays in `last_error`), the
 * admin's dashboard lists it, and "Retry now" clears it (src/lib/jobs/deliver.ts, src/lib/jobs/jobStore.ts). One
 * nullable column on each table a job delivers from; nothing to fill (no row was marked so before).
 * Written by hand in Payload's form; the snapshot beside it is the previous one with these four columns.
 */
import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscriptions" ADD COLUMN "failed_at" timestamp(3) with time zone;
  ALTER TABLE "abuse_reports" ADD COLUMN "failed_at" timestamp(3) with time zone;
  ALTER TABLE "voice_ai_setups" ADD COLUMN "failed_at" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD COLUMN "failed_at" timestamp(3) with time zone;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscriptions" DROP COLUMN IF EXISTS "failed_at";
  ALTER TABLE "abuse_reports" DROP COLUMN IF EXISTS "failed_at";
  ALTER TABLE "voice_ai_setups" DROP COLUMN IF EXISTS "failed_at";
  ALTER TABLE "form_submissions" DROP COLUMN IF EXISTS "failed_at";`)
}
