import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_abuse_reports_abuse_type" AS ENUM('spam-messages', 'robocalls', 'fraud', 'phishing', 'harassment', 'illegal-content', 'other');
  CREATE TYPE "public"."enum_abuse_reports_status" AS ENUM('new', 'investigating', 'closed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyAbuseReport' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyAbuseReport' BEFORE 'schedulePublish';
  CREATE TABLE "pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "abuse_reports_evidence_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "abuse_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reporter_name" varchar NOT NULL,
  	"reporter_email" varchar NOT NULL,
  	"reporter_phone" varchar,
  	"resource" varchar NOT NULL,
  	"abuse_type" "enum_abuse_reports_abuse_type" NOT NULL,
  	"description" varchar NOT NULL,
  	"status" "enum_abuse_reports_status" DEFAULT 'new',
  	"notified_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "company_domains" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL,
  	"target" varchar NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ai_model_catalogue" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"model_id" varchar NOT NULL,
  	"owned_by" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "use_case_industry" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_use_case_industry" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "abuse_reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "company_domains_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ai_model_catalogue_id" integer;
  ALTER TABLE "pages_texts" ADD CONSTRAINT "pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_texts" ADD CONSTRAINT "_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "abuse_reports_evidence_links" ADD CONSTRAINT "abuse_reports_evidence_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."abuse_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_texts_order_parent" ON "pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pages_v_texts_order_parent" ON "_pages_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "abuse_reports_evidence_links_order_idx" ON "abuse_reports_evidence_links" USING btree ("_order");
  CREATE INDEX "abuse_reports_evidence_links_parent_id_idx" ON "abuse_reports_evidence_links" USING btree ("_parent_id");
  CREATE INDEX "abuse_reports_resource_idx" ON "abuse_reports" USING btree ("resource");
  CREATE INDEX "abuse_reports_updated_at_idx" ON "abuse_reports" USING btree ("updated_at");
  CREATE INDEX "abuse_reports_created_at_idx" ON "abuse_reports" USING btree ("created_at");
  CREATE UNIQUE INDEX "company_domains_domain_idx" ON "company_domains" USING btree ("domain");
  CREATE INDEX "company_domains_updated_at_idx" ON "company_domains" USING btree ("updated_at");
  CREATE INDEX "company_domains_created_at_idx" ON "company_domains" USING btree ("created_at");
  CREATE UNIQUE INDEX "ai_model_catalogue_model_id_idx" ON "ai_model_catalogue" USING btree ("model_id");
  CREATE INDEX "ai_model_catalogue_updated_at_idx" ON "ai_model_catalogue" USING btree ("updated_at");
  CREATE INDEX "ai_model_catalogue_created_at_idx" ON "ai_model_catalogue" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_abuse_reports_fk" FOREIGN KEY ("abuse_reports_id") REFERENCES "public"."abuse_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_domains_fk" FOREIGN KEY ("company_domains_id") REFERENCES "public"."company_domains"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ai_model_catalogue_fk" FOREIGN KEY ("ai_model_catalogue_id") REFERENCES "public"."ai_model_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_use_case_use_case_industry_idx" ON "pages" USING btree ("use_case_industry");
  CREATE INDEX "_pages_v_version_use_case_version_use_case_industry_idx" ON "_pages_v" USING btree ("version_use_case_industry");
  CREATE INDEX "payload_locked_documents_rels_abuse_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("abuse_reports_id");
  CREATE INDEX "payload_locked_documents_rels_company_domains_id_idx" ON "payload_locked_documents_rels" USING btree ("company_domains_id");
  CREATE INDEX "payload_locked_documents_rels_ai_model_catalogue_id_idx" ON "payload_locked_documents_rels" USING btree ("ai_model_catalogue_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "abuse_reports_evidence_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "abuse_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_domains" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ai_model_catalogue" DISABLE ROW LEVEL SECURITY;
  DROP TABLE IF EXISTS "pages_texts" CASCADE;
  DROP TABLE IF EXISTS "_pages_v_texts" CASCADE;
  DROP TABLE IF EXISTS "abuse_reports_evidence_links" CASCADE;
  DROP TABLE IF EXISTS "abuse_reports" CASCADE;
  DROP TABLE IF EXISTS "company_domains" CASCADE;
  DROP TABLE IF EXISTS "ai_model_catalogue" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_abuse_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_company_domains_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_ai_model_catalogue_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE IF EXISTS "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardSubscription', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE IF EXISTS "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardSubscription', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "pages_use_case_use_case_industry_idx";
  DROP INDEX IF EXISTS "_pages_v_version_use_case_version_use_case_industry_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_abuse_reports_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_company_domains_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_ai_model_catalogue_id_idx";
  ALTER TABLE "pages" DROP COLUMN IF EXISTS "use_case_industry";
  ALTER TABLE "_pages_v" DROP COLUMN IF EXISTS "version_use_case_industry";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "abuse_reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "company_domains_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "ai_model_catalogue_id";
  DROP TYPE IF EXISTS "public"."enum_abuse_reports_abuse_type";
  DROP TYPE IF EXISTS "public"."enum_abuse_reports_status";`)
}
