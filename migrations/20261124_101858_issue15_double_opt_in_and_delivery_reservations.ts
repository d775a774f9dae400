import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendConfirmation' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendConfirmation' BEFORE 'schedulePublish';
  ALTER TABLE "subscriptions" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "subscriptions" ADD COLUMN "sending_since" timestamp(3) with time zone;
  ALTER TABLE "abuse_reports" ADD COLUMN "sending_since" timestamp(3) with time zone;
  ALTER TABLE "voice_ai_setups" ADD COLUMN "sending_since" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD COLUMN "sending_since" timestamp(3) with time zone;
  CREATE INDEX "voice_ai_setups_phone_idx" ON "voice_ai_setups" USING btree ("phone");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Queued confirmation e-mails have no task to run without this migration (and their slug no enum value).
  await db.execute(sql`
   DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'sendConfirmation';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'sendConfirmation';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE IF EXISTS "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardSubscription', 'notifyAbuseReport', 'startVoiceAiDemo', 'forwardFormSubmission', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE IF EXISTS "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardSubscription', 'notifyAbuseReport', 'startVoiceAiDemo', 'forwardFormSubmission', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "voice_ai_setups_phone_idx";
  ALTER TABLE "subscriptions" DROP COLUMN IF EXISTS "confirmed_at";
  ALTER TABLE "subscriptions" DROP COLUMN IF EXISTS "sending_since";
  ALTER TABLE "abuse_reports" DROP COLUMN IF EXISTS "sending_since";
  ALTER TABLE "voice_ai_setups" DROP COLUMN IF EXISTS "sending_since";
  ALTER TABLE "form_submissions" DROP COLUMN IF EXISTS "confirmed_at";
  ALTER TABLE "form_submissions" DROP COLUMN IF EXISTS "sending_since";`)
}
