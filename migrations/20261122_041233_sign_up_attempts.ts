import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sign_up_attempts_status" AS ENUM('pending', 'created', 'handed-off', 'exists', 'failed');
  CREATE TABLE "sign_up_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"company" varchar,
  	"promo_code" varchar,
  	"number" varchar,
  	"status" "enum_sign_up_attempts_status" DEFAULT 'pending' NOT NULL,
  	"portal_error" varchar,
  	"anonymous_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sign_up_attempts_id" integer;
  CREATE INDEX "sign_up_attempts_email_idx" ON "sign_up_attempts" USING btree ("email");
  CREATE INDEX "sign_up_attempts_status_idx" ON "sign_up_attempts" USING btree ("status");
  CREATE INDEX "sign_up_attempts_updated_at_idx" ON "sign_up_attempts" USING btree ("updated_at");
  CREATE INDEX "sign_up_attempts_created_at_idx" ON "sign_up_attempts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sign_up_attempts_fk" FOREIGN KEY ("sign_up_attempts_id") REFERENCES "public"."sign_up_attempts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sign_up_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("sign_up_attempts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sign_up_attempts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE IF EXISTS "sign_up_attempts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_sign_up_attempts_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_sign_up_attempts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "sign_up_attempts_id";
  DROP TYPE IF EXISTS "public"."enum_sign_up_attempts_status";`)
}
