import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_releases_site_parts_global" AS ENUM('header', 'footer');
  CREATE TYPE "public"."enum_navigation_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__navigation_items_v_version_items_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__navigation_items_v_version_cta_banner_cta_buttons_kind" AS ENUM('primary', 'secondary', 'list', 'social', 'microsoft', 'text');
  CREATE TYPE "public"."enum__navigation_items_v_version_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__navigation_items_v_version_cta_banner_background_color" AS ENUM('black', 'blue', 'citron', 'cream', 'green', 'tan', 'none');
  CREATE TYPE "public"."enum__navigation_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_header_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__header_v_version_top_links_kind" AS ENUM('initiative', 'shop', 'login', 'custom');
  CREATE TYPE "public"."enum__header_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_footer_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_version_social_network" AS ENUM('linkedin', 'twitter', 'facebook');
  CREATE TYPE "public"."enum__footer_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "releases_site_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"global" "enum_releases_site_parts_global" NOT NULL,
  	"baseline" varchar
  );
  
  CREATE TABLE "_navigation_items_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"description" varchar,
  	"is_new" boolean DEFAULT false,
  	"target" "enum__navigation_items_v_version_items_target" DEFAULT '_self',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_items_v_version_cta_banner_cta_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"kind" "enum__navigation_items_v_version_cta_banner_cta_buttons_kind" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_label" varchar,
  	"version_href" varchar,
  	"version_description" varchar,
  	"version_is_new" boolean DEFAULT false,
  	"version_target" "enum__navigation_items_v_version_target" DEFAULT '_self',
  	"version_media_id" integer,
  	"version_see_more_link_label" varchar,
  	"version_see_more_link_href" varchar,
  	"version_cta_banner_heading" varchar,
  	"version_cta_banner_background_color" "enum__navigation_items_v_version_cta_banner_background_color" DEFAULT 'black',
  	"version_cta_banner_media_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__navigation_items_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_header_v_version_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v_version_top_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"kind" "enum__header_v_version_top_links_kind",
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_sign_up_label" varchar DEFAULT 'Sign up',
  	"version_sign_up_href" varchar DEFAULT '/sign-up',
  	"version__status" "enum__header_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_header_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"navigation_items_id" integer
  );
  
  CREATE TABLE "_footer_v_version_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__footer_v_version_social_network",
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_compliance" varchar DEFAULT 'ISO · PCI · HIPAA · GDPR · SOC2 Type II',
  	"version__status" "enum__footer_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "navigation_items_items" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "navigation_items_items" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "navigation_items_cta_banner_cta_buttons" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "navigation_items_cta_banner_cta_buttons" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "navigation_items_cta_banner_cta_buttons" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "navigation_items" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "header_groups" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "header_top_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "header_top_links" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "sign_up_label" DROP NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "sign_up_href" DROP NOT NULL;
  ALTER TABLE "footer_columns_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "footer_columns_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "footer_columns" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "footer_social" ALTER COLUMN "network" DROP NOT NULL;
  ALTER TABLE "footer_social" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "compliance" DROP NOT NULL;
  ALTER TABLE "releases_rels" ADD COLUMN "navigation_items_id" integer;
  ALTER TABLE "navigation_items" ADD COLUMN "_status" "enum_navigation_items_status" DEFAULT 'draft';
  ALTER TABLE "header" ADD COLUMN "_status" "enum_header_status" DEFAULT 'draft';
  ALTER TABLE "footer" ADD COLUMN "_status" "enum_footer_status" DEFAULT 'draft';
  -- What visitors saw until now is the published version (the new column's default would make it a draft).
  UPDATE "navigation_items" SET "_status" = 'published';
  UPDATE "header" SET "_status" = 'published';
  UPDATE "footer" SET "_status" = 'published';
  ALTER TABLE "releases_site_parts" ADD CONSTRAINT "releases_site_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_items_v_version_items" ADD CONSTRAINT "_navigation_items_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_items_v_version_cta_banner_cta_buttons" ADD CONSTRAINT "_navigation_items_v_version_cta_banner_cta_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_items_v" ADD CONSTRAINT "_navigation_items_v_parent_id_navigation_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."navigation_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_navigation_items_v" ADD CONSTRAINT "_navigation_items_v_version_media_id_media_id_fk" FOREIGN KEY ("version_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_navigation_items_v" ADD CONSTRAINT "_navigation_items_v_version_cta_banner_media_id_media_id_fk" FOREIGN KEY ("version_cta_banner_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v_version_groups" ADD CONSTRAINT "_header_v_version_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_version_top_links" ADD CONSTRAINT "_header_v_version_top_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_rels" ADD CONSTRAINT "_header_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_rels" ADD CONSTRAINT "_header_v_rels_navigation_items_fk" FOREIGN KEY ("navigation_items_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_columns_links" ADD CONSTRAINT "_footer_v_version_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v_version_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_columns" ADD CONSTRAINT "_footer_v_version_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_social" ADD CONSTRAINT "_footer_v_version_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "releases_site_parts_order_idx" ON "releases_site_parts" USING btree ("_order");
  CREATE INDEX "releases_site_parts_parent_id_idx" ON "releases_site_parts" USING btree ("_parent_id");
  CREATE INDEX "_navigation_items_v_version_items_order_idx" ON "_navigation_items_v_version_items" USING btree ("_order");
  CREATE INDEX "_navigation_items_v_version_items_parent_id_idx" ON "_navigation_items_v_version_items" USING btree ("_parent_id");
  CREATE INDEX "_navigation_items_v_version_cta_banner_cta_buttons_order_idx" ON "_navigation_items_v_version_cta_banner_cta_buttons" USING btree ("_order");
  CREATE INDEX "_navigation_items_v_version_cta_banner_cta_buttons_parent_id_idx" ON "_navigation_items_v_version_cta_banner_cta_buttons" USING btree ("_parent_id");
  CREATE INDEX "_navigation_items_v_parent_idx" ON "_navigation_items_v" USING btree ("parent_id");
  CREATE INDEX "_navigation_items_v_version_version_media_idx" ON "_navigation_items_v" USING btree ("version_media_id");
  CREATE INDEX "_navigation_items_v_version_cta_banner_version_cta_banne_idx" ON "_navigation_items_v" USING btree ("version_cta_banner_media_id");
  CREATE INDEX "_navigation_items_v_version_version_updated_at_idx" ON "_navigation_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_navigation_items_v_version_version_created_at_idx" ON "_navigation_items_v" USING btree ("version_created_at");
  CREATE INDEX "_navigation_items_v_version_version__status_idx" ON "_navigation_items_v" USING btree ("version__status");
  CREATE INDEX "_navigation_items_v_created_at_idx" ON "_navigation_items_v" USING btree ("created_at");
  CREATE INDEX "_navigation_items_v_updated_at_idx" ON "_navigation_items_v" USING btree ("updated_at");
  CREATE INDEX "_navigation_items_v_latest_idx" ON "_navigation_items_v" USING btree ("latest");
  CREATE INDEX "_header_v_version_groups_order_idx" ON "_header_v_version_groups" USING btree ("_order");
  CREATE INDEX "_header_v_version_groups_parent_id_idx" ON "_header_v_version_groups" USING btree ("_parent_id");
  CREATE INDEX "_header_v_version_top_links_order_idx" ON "_header_v_version_top_links" USING btree ("_order");
  CREATE INDEX "_header_v_version_top_links_parent_id_idx" ON "_header_v_version_top_links" USING btree ("_parent_id");
  CREATE INDEX "_header_v_version_version__status_idx" ON "_header_v" USING btree ("version__status");
  CREATE INDEX "_header_v_created_at_idx" ON "_header_v" USING btree ("created_at");
  CREATE INDEX "_header_v_updated_at_idx" ON "_header_v" USING btree ("updated_at");
  CREATE INDEX "_header_v_latest_idx" ON "_header_v" USING btree ("latest");
  CREATE INDEX "_header_v_rels_order_idx" ON "_header_v_rels" USING btree ("order");
  CREATE INDEX "_header_v_rels_parent_idx" ON "_header_v_rels" USING btree ("parent_id");
  CREATE INDEX "_header_v_rels_path_idx" ON "_header_v_rels" USING btree ("path");
  CREATE INDEX "_header_v_rels_navigation_items_id_idx" ON "_header_v_rels" USING btree ("navigation_items_id");
  CREATE INDEX "_footer_v_version_columns_links_order_idx" ON "_footer_v_version_columns_links" USING btree ("_order");
  CREATE INDEX "_footer_v_version_columns_links_parent_id_idx" ON "_footer_v_version_columns_links" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_columns_order_idx" ON "_footer_v_version_columns" USING btree ("_order");
  CREATE INDEX "_footer_v_version_columns_parent_id_idx" ON "_footer_v_version_columns" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_social_order_idx" ON "_footer_v_version_social" USING btree ("_order");
  CREATE INDEX "_footer_v_version_social_parent_id_idx" ON "_footer_v_version_social" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_version__status_idx" ON "_footer_v" USING btree ("version__status");
  CREATE INDEX "_footer_v_created_at_idx" ON "_footer_v" USING btree ("created_at");
  CREATE INDEX "_footer_v_updated_at_idx" ON "_footer_v" USING btree ("updated_at");
  CREATE INDEX "_footer_v_latest_idx" ON "_footer_v" USING btree ("latest");
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_navigation_items_fk" FOREIGN KEY ("navigation_items_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "releases_rels_navigation_items_id_idx" ON "releases_rels" USING btree ("navigation_items_id");
  CREATE INDEX "navigation_items__status_idx" ON "navigation_items" USING btree ("_status");
  CREATE INDEX "header__status_idx" ON "header" USING btree ("_status");
  CREATE INDEX "footer__status_idx" ON "footer" USING btree ("_status");`)

  // Each existing navigation item, header and footer gets its first version: with drafts on, the admin (its lists,
  // the header's menu pickers) reads the latest version, and a document without one would seem missing there.
  const quiet = { disableRevalidate: true }
  const items = await payload.find({ collection: 'navigation-items', limit: 0, pagination: false, depth: 0, req, overrideAccess: true })
  for (const item of items.docs)
    await payload.update({ collection: 'navigation-items', id: item.id, data: { _status: 'published' }, depth: 0, req, overrideAccess: true, context: quiet })
  const seeded = await db.execute(sql`SELECT (SELECT count(*) FROM "header") AS header, (SELECT count(*) FROM "footer") AS footer`)
  const counts = (seeded as unknown as { rows: { header: string; footer: string }[] }).rows[0]
  if (Number(counts?.header) > 0) await payload.updateGlobal({ slug: 'header', data: { _status: 'published' }, depth: 0, req, overrideAccess: true, context: quiet })
  if (Number(counts?.footer) > 0) await payload.updateGlobal({ slug: 'footer', data: { _status: 'published' }, depth: 0, req, overrideAccess: true, context: quiet })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "releases_site_parts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_items_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_items_v_version_cta_banner_cta_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_top_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "releases_site_parts" CASCADE;
  DROP TABLE "_navigation_items_v_version_items" CASCADE;
  DROP TABLE "_navigation_items_v_version_cta_banner_cta_buttons" CASCADE;
  DROP TABLE "_navigation_items_v" CASCADE;
  DROP TABLE "_header_v_version_groups" CASCADE;
  DROP TABLE "_header_v_version_top_links" CASCADE;
  DROP TABLE "_header_v" CASCADE;
  DROP TABLE "_header_v_rels" CASCADE;
  DROP TABLE "_footer_v_version_columns_links" CASCADE;
  DROP TABLE "_footer_v_version_columns" CASCADE;
  DROP TABLE "_footer_v_version_social" CASCADE;
  DROP TABLE "_footer_v" CASCADE;
  DELETE FROM "releases_rels" WHERE "navigation_items_id" IS NOT NULL;
  ALTER TABLE "releases_rels" DROP CONSTRAINT IF EXISTS "releases_rels_navigation_items_fk";
  
  DROP INDEX IF EXISTS "releases_rels_navigation_items_id_idx";
  DROP INDEX IF EXISTS "navigation_items__status_idx";
  DROP INDEX IF EXISTS "header__status_idx";
  DROP INDEX IF EXISTS "footer__status_idx";
  ALTER TABLE "navigation_items_items" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "navigation_items_items" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "navigation_items_cta_banner_cta_buttons" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "navigation_items_cta_banner_cta_buttons" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "navigation_items_cta_banner_cta_buttons" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "navigation_items" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "header_groups" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "header_top_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "header_top_links" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "sign_up_label" SET NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "sign_up_href" SET NOT NULL;
  ALTER TABLE "footer_columns_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "footer_columns_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "footer_columns" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "footer_social" ALTER COLUMN "network" SET NOT NULL;
  ALTER TABLE "footer_social" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "compliance" SET NOT NULL;
  ALTER TABLE "releases_rels" DROP COLUMN "navigation_items_id";
  ALTER TABLE "navigation_items" DROP COLUMN "_status";
  ALTER TABLE "header" DROP COLUMN "_status";
  ALTER TABLE "footer" DROP COLUMN "_status";
  DROP TYPE "public"."enum_releases_site_parts_global";
  DROP TYPE "public"."enum_navigation_items_status";
  DROP TYPE "public"."enum__navigation_items_v_version_items_target";
  DROP TYPE "public"."enum__navigation_items_v_version_cta_banner_cta_buttons_kind";
  DROP TYPE "public"."enum__navigation_items_v_version_target";
  DROP TYPE "public"."enum__navigation_items_v_version_cta_banner_background_color";
  DROP TYPE "public"."enum__navigation_items_v_version_status";
  DROP TYPE "public"."enum_header_status";
  DROP TYPE "public"."enum__header_v_version_top_links_kind";
  DROP TYPE "public"."enum__header_v_version_status";
  DROP TYPE "public"."enum_footer_status";
  DROP TYPE "public"."enum__footer_v_version_social_network";
  DROP TYPE "public"."enum__footer_v_version_status";`)
}
