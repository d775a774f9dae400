import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_releases_status" AS ENUM('open', 'published', 'rolled-back');
  CREATE TABLE "releases_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"baseline" varchar
  );
  
  CREATE TABLE "releases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"status" "enum_releases_status" DEFAULT 'open' NOT NULL,
  	"released_at" timestamp(3) with time zone,
  	"snapshots" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "releases_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"customer_stories_id" integer,
  	"release_notes_id" integer,
  	"legal_pages_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "releases_id" integer;
  ALTER TABLE "releases_items" ADD CONSTRAINT "releases_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_customer_stories_fk" FOREIGN KEY ("customer_stories_id") REFERENCES "public"."customer_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_release_notes_fk" FOREIGN KEY ("release_notes_id") REFERENCES "public"."release_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "releases_items_order_idx" ON "releases_items" USING btree ("_order");
  CREATE INDEX "releases_items_parent_id_idx" ON "releases_items" USING btree ("_parent_id");
  CREATE INDEX "releases_updated_at_idx" ON "releases" USING btree ("updated_at");
  CREATE INDEX "releases_created_at_idx" ON "releases" USING btree ("created_at");
  CREATE INDEX "releases_rels_order_idx" ON "releases_rels" USING btree ("order");
  CREATE INDEX "releases_rels_parent_idx" ON "releases_rels" USING btree ("parent_id");
  CREATE INDEX "releases_rels_path_idx" ON "releases_rels" USING btree ("path");
  CREATE INDEX "releases_rels_pages_id_idx" ON "releases_rels" USING btree ("pages_id");
  CREATE INDEX "releases_rels_customer_stories_id_idx" ON "releases_rels" USING btree ("customer_stories_id");
  CREATE INDEX "releases_rels_release_notes_id_idx" ON "releases_rels" USING btree ("release_notes_id");
  CREATE INDEX "releases_rels_legal_pages_id_idx" ON "releases_rels" USING btree ("legal_pages_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_releases_fk" FOREIGN KEY ("releases_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_releases_id_idx" ON "payload_locked_documents_rels" USING btree ("releases_id");`)
}

// Down: the tables' CASCADE already drops the locked-documents constraint and index, hence IF EXISTS.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "releases_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "releases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "releases_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "releases_items" CASCADE;
  DROP TABLE "releases" CASCADE;
  DROP TABLE "releases_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_releases_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_releases_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "releases_id";
  DROP TYPE "public"."enum_releases_status";`)
}
