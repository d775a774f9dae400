import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_legal_pages_form" AS ENUM('contact-sales', 'resource-center-email-signup', 'signup', 'pricingCsv', 'pricingCalculator', 'report-abuse', 'release-notes-subscription', 'subprocessor-subscription');
  CREATE TYPE "public"."enum__legal_pages_v_version_form" AS ENUM('contact-sales', 'resource-center-email-signup', 'signup', 'pricingCsv', 'pricingCalculator', 'report-abuse', 'release-notes-subscription', 'subprocessor-subscription');
  CREATE TYPE "public"."enum_form_submissions_form" AS ENUM('contact-sales', 'resource-center-email-signup', 'signup', 'pricingCsv', 'pricingCalculator');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'forwardFormSubmission' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'forwardFormSubmission' BEFORE 'schedulePublish';
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form" "enum_form_submissions_form" NOT NULL,
  	"email" varchar NOT NULL,
  	"data" jsonb NOT NULL,
  	"page_uri" varchar,
  	"forwarded_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "legal_pages" ADD COLUMN "form" "enum_legal_pages_form";
  ALTER TABLE "legal_pages" ADD COLUMN "form_heading" varchar;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_form" "enum__legal_pages_v_version_form";
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_form_heading" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_submissions_id" integer;
  CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form");
  CREATE INDEX "form_submissions_email_idx" ON "form_submissions" USING btree ("email");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_submissions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE IF EXISTS "form_submissions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_form_submissions_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE IF EXISTS "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardSubscription', 'notifyAbuseReport', 'startVoiceAiDemo', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE IF EXISTS "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardSubscription', 'notifyAbuseReport', 'startVoiceAiDemo', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_form_submissions_id_idx";
  ALTER TABLE "legal_pages" DROP COLUMN IF EXISTS "form";
  ALTER TABLE "legal_pages" DROP COLUMN IF EXISTS "form_heading";
  ALTER TABLE "_legal_pages_v" DROP COLUMN IF EXISTS "version_form";
  ALTER TABLE "_legal_pages_v" DROP COLUMN IF EXISTS "version_form_heading";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "form_submissions_id";
  DROP TYPE IF EXISTS "public"."enum_legal_pages_form";
  DROP TYPE IF EXISTS "public"."enum__legal_pages_v_version_form";
  DROP TYPE IF EXISTS "public"."enum_form_submissions_form";`)
}
