import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'publishScheduledRelease' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'publishScheduledRelease' BEFORE 'schedulePublish';
  ALTER TABLE "releases" ADD COLUMN "publish_at" timestamp(3) with time zone;`)
}

// Down: scheduled releases' jobs go with their task (the older schema has none).
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'publishScheduledRelease';
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardSubscription', 'notifyAbuseReport', 'startVoiceAiDemo', 'forwardFormSubmission', 'sendConfirmation', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'publishScheduledRelease';
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardSubscription', 'notifyAbuseReport', 'startVoiceAiDemo', 'forwardFormSubmission', 'sendConfirmation', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "releases" DROP COLUMN "publish_at";`)
}
