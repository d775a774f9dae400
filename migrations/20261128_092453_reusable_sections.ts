import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reusable_sections_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__reusable_sections_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "reusable_sections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"layout" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_reusable_sections_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_reusable_sections_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_layout" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__reusable_sections_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "pages" ADD COLUMN "section_usage" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_section_usage" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reusable_sections_id" integer;
  ALTER TABLE "_reusable_sections_v" ADD CONSTRAINT "_reusable_sections_v_parent_id_reusable_sections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reusable_sections"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "reusable_sections_name_idx" ON "reusable_sections" USING btree ("name");
  CREATE INDEX "reusable_sections_updated_at_idx" ON "reusable_sections" USING btree ("updated_at");
  CREATE INDEX "reusable_sections_created_at_idx" ON "reusable_sections" USING btree ("created_at");
  CREATE INDEX "reusable_sections__status_idx" ON "reusable_sections" USING btree ("_status");
  CREATE INDEX "_reusable_sections_v_parent_idx" ON "_reusable_sections_v" USING btree ("parent_id");
  CREATE INDEX "_reusable_sections_v_version_version_name_idx" ON "_reusable_sections_v" USING btree ("version_name");
  CREATE INDEX "_reusable_sections_v_version_version_updated_at_idx" ON "_reusable_sections_v" USING btree ("version_updated_at");
  CREATE INDEX "_reusable_sections_v_version_version_created_at_idx" ON "_reusable_sections_v" USING btree ("version_created_at");
  CREATE INDEX "_reusable_sections_v_version_version__status_idx" ON "_reusable_sections_v" USING btree ("version__status");
  CREATE INDEX "_reusable_sections_v_created_at_idx" ON "_reusable_sections_v" USING btree ("created_at");
  CREATE INDEX "_reusable_sections_v_updated_at_idx" ON "_reusable_sections_v" USING btree ("updated_at");
  CREATE INDEX "_reusable_sections_v_latest_idx" ON "_reusable_sections_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reusable_sections_fk" FOREIGN KEY ("reusable_sections_id") REFERENCES "public"."reusable_sections"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reusable_sections_id_idx" ON "payload_locked_documents_rels" USING btree ("reusable_sections_id");`)
}

// Down: the tables' CASCADE already drops the locked-documents constraint and index, hence IF EXISTS.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reusable_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_reusable_sections_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reusable_sections" CASCADE;
  DROP TABLE "_reusable_sections_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_reusable_sections_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_reusable_sections_id_idx";
  ALTER TABLE "pages" DROP COLUMN "section_usage";
  ALTER TABLE "_pages_v" DROP COLUMN "version_section_usage";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reusable_sections_id";
  DROP TYPE "public"."enum_reusable_sections_status";
  DROP TYPE "public"."enum__reusable_sections_v_version_status";`)
}
