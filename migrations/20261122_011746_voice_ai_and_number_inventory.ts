import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_phone_number_inventory_features" AS ENUM('voice', 'sms', 'mms', 'fax');
  CREATE TYPE "public"."enum_phone_number_inventory_country" AS ENUM('AR', 'AT', 'AU', 'BA', 'BB', 'BE', 'BG', 'BH', 'BO', 'BR', 'BS', 'BW', 'CA', 'CH', 'CL', 'CN', 'CO', 'CR', 'CY', 'CZ', 'DE', 'DK', 'DO', 'DZ', 'EC', 'EE', 'EG', 'ES', 'FI', 'FR', 'GB', 'GE', 'GH', 'GR', 'GT', 'HK', 'HN', 'HR', 'HU', 'ID', 'IE', 'IL', 'IN', 'IS', 'IT', 'JM', 'JO', 'JP', 'KE', 'KR', 'KW', 'KZ', 'LK', 'LT', 'LU', 'LV', 'MA', 'MD', 'ME', 'MK', 'MT', 'MU', 'MX', 'MY', 'NG', 'NI', 'NL', 'NO', 'NZ', 'OM', 'PA', 'PE', 'PH', 'PK', 'PL', 'PR', 'PT', 'PY', 'QA', 'RO', 'RS', 'SA', 'SE', 'SG', 'SI', 'SK', 'SV', 'TH', 'TN', 'TR', 'TT', 'TW', 'TZ', 'UA', 'UG', 'US', 'UY', 'VE', 'VI', 'VN', 'ZA', 'AE', 'AL', 'AM', 'AZ', 'BD', 'BY', 'KH', 'LB', 'ZM', 'XX');
  CREATE TYPE "public"."enum_phone_number_inventory_number_type" AS ENUM('local', 'toll-free', 'mobile');
  CREATE TYPE "public"."enum_voice_ai_setups_agent" AS ENUM('appointment-scheduler', 'customer-support', 'restaurant-host', 'lead-qualifier');
  CREATE TYPE "public"."enum_voice_ai_setups_status" AS ENUM('pending', 'started', 'unconfigured');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'startVoiceAiDemo' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'startVoiceAiDemo' BEFORE 'schedulePublish';
  CREATE TABLE "phone_number_inventory_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_phone_number_inventory_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "phone_number_inventory" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone_number" varchar NOT NULL,
  	"country" "enum_phone_number_inventory_country" NOT NULL,
  	"number_type" "enum_phone_number_inventory_number_type" NOT NULL,
  	"area_code" varchar NOT NULL,
  	"locality" varchar NOT NULL,
  	"monthly_price" numeric NOT NULL,
  	"upfront_price" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "voice_ai_setups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"company" varchar,
  	"agent" "enum_voice_ai_setups_agent" NOT NULL,
  	"status" "enum_voice_ai_setups_status" DEFAULT 'pending' NOT NULL,
  	"call_id" varchar,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "phone_number_inventory_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "voice_ai_setups_id" integer;
  ALTER TABLE "phone_number_inventory_features" ADD CONSTRAINT "phone_number_inventory_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."phone_number_inventory"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "phone_number_inventory_features_order_idx" ON "phone_number_inventory_features" USING btree ("order");
  CREATE INDEX "phone_number_inventory_features_parent_idx" ON "phone_number_inventory_features" USING btree ("parent_id");
  CREATE UNIQUE INDEX "phone_number_inventory_phone_number_idx" ON "phone_number_inventory" USING btree ("phone_number");
  CREATE INDEX "phone_number_inventory_country_idx" ON "phone_number_inventory" USING btree ("country");
  CREATE INDEX "phone_number_inventory_number_type_idx" ON "phone_number_inventory" USING btree ("number_type");
  CREATE INDEX "phone_number_inventory_area_code_idx" ON "phone_number_inventory" USING btree ("area_code");
  CREATE INDEX "phone_number_inventory_updated_at_idx" ON "phone_number_inventory" USING btree ("updated_at");
  CREATE INDEX "phone_number_inventory_created_at_idx" ON "phone_number_inventory" USING btree ("created_at");
  CREATE INDEX "voice_ai_setups_email_idx" ON "voice_ai_setups" USING btree ("email");
  CREATE INDEX "voice_ai_setups_updated_at_idx" ON "voice_ai_setups" USING btree ("updated_at");
  CREATE INDEX "voice_ai_setups_created_at_idx" ON "voice_ai_setups" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_phone_number_inventory_fk" FOREIGN KEY ("phone_number_inventory_id") REFERENCES "public"."phone_number_inventory"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_voice_ai_setups_fk" FOREIGN KEY ("voice_ai_setups_id") REFERENCES "public"."voice_ai_setups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_phone_number_inventory_id_idx" ON "payload_locked_documents_rels" USING btree ("phone_number_inventory_id");
  CREATE INDEX "payload_locked_documents_rels_voice_ai_setups_id_idx" ON "payload_locked_documents_rels" USING btree ("voice_ai_setups_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "phone_number_inventory_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "phone_number_inventory" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "voice_ai_setups" DISABLE ROW LEVEL SECURITY;
  DROP TABLE IF EXISTS "phone_number_inventory_features" CASCADE;
  DROP TABLE IF EXISTS "phone_number_inventory" CASCADE;
  DROP TABLE IF EXISTS "voice_ai_setups" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_phone_number_inventory_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_voice_ai_setups_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE IF EXISTS "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardSubscription', 'notifyAbuseReport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE IF EXISTS "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardSubscription', 'notifyAbuseReport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_phone_number_inventory_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_voice_ai_setups_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "phone_number_inventory_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "voice_ai_setups_id";
  DROP TYPE IF EXISTS "public"."enum_phone_number_inventory_features";
  DROP TYPE IF EXISTS "public"."enum_phone_number_inventory_country";
  DROP TYPE IF EXISTS "public"."enum_phone_number_inventory_number_type";
  DROP TYPE IF EXISTS "public"."enum_voice_ai_setups_agent";
  DROP TYPE IF EXISTS "public"."enum_voice_ai_setups_status";`)
}
