import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_family" AS ENUM('content', 'products', 'solutions', 'pricing', 'use-cases', 'learn-ai', 'resources', 'templates', 'phone-numbers', 'sim-cards', 'ai-templates', 'landing', 'compare');
  CREATE TYPE "public"."enum_pages_shell" AS ENUM('full', 'simple');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_family" AS ENUM('content', 'products', 'solutions', 'pricing', 'use-cases', 'learn-ai', 'resources', 'templates', 'phone-numbers', 'sim-cards', 'ai-templates', 'landing', 'compare');
  CREATE TYPE "public"."enum__pages_v_version_shell" AS ENUM('full', 'simple');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_customer_stories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__customer_stories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_release_notes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__release_notes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_legal_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_navigation_items_items_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_navigation_items_cta_banner_cta_buttons_kind" AS ENUM('primary', 'secondary', 'list', 'social', 'microsoft', 'text');
  CREATE TYPE "public"."enum_navigation_items_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_navigation_items_cta_banner_background_color" AS ENUM('black', 'blue', 'citron', 'cream', 'green', 'tan', 'none');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_header_top_links_kind" AS ENUM('initiative', 'shop', 'login', 'custom');
  CREATE TYPE "public"."enum_header_navigation_variant" AS ENUM('new', 'old');
  CREATE TYPE "public"."enum_footer_social_network" AS ENUM('linkedin', 'twitter', 'facebook');
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"layout" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"family" "enum_pages_family" DEFAULT 'content',
  	"slug" varchar,
  	"path" varchar,
  	"shell" "enum_pages_shell" DEFAULT 'full',
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_layout" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_family" "enum__pages_v_version_family" DEFAULT 'content',
  	"version_slug" varchar,
  	"version_path" varchar,
  	"version_shell" "enum__pages_v_version_shell" DEFAULT 'full',
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "customer_stories_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "customer_stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"company" varchar,
  	"industry" varchar,
  	"summary" varchar,
  	"logo_id" integer,
  	"quote_text" varchar,
  	"quote_author" varchar,
  	"quote_role" varchar,
  	"body" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"slug" varchar,
  	"path" varchar,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_customer_stories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "customer_stories_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_customer_stories_v_version_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_customer_stories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_company" varchar,
  	"version_industry" varchar,
  	"version_summary" varchar,
  	"version_logo_id" integer,
  	"version_quote_text" varchar,
  	"version_quote_author" varchar,
  	"version_quote_role" varchar,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_slug" varchar,
  	"version_path" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__customer_stories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_customer_stories_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "release_notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"released_at" timestamp(3) with time zone,
  	"product" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"slug" varchar,
  	"path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_release_notes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_release_notes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_released_at" timestamp(3) with time zone,
  	"version_product" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_slug" varchar,
  	"version_path" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__release_notes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "legal_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"effective_date" timestamp(3) with time zone,
  	"summary" varchar,
  	"body" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"slug" varchar,
  	"path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_legal_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_legal_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_effective_date" timestamp(3) with time zone,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_slug" varchar,
  	"version_path" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__legal_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "navigation_items_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"description" varchar,
  	"is_new" boolean DEFAULT false,
  	"target" "enum_navigation_items_items_target" DEFAULT '_self'
  );
  
  CREATE TABLE "navigation_items_cta_banner_cta_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"kind" "enum_navigation_items_cta_banner_cta_buttons_kind" DEFAULT 'primary' NOT NULL
  );
  
  CREATE TABLE "navigation_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar,
  	"description" varchar,
  	"is_new" boolean DEFAULT false,
  	"target" "enum_navigation_items_target" DEFAULT '_self',
  	"media_id" integer,
  	"see_more_link_label" varchar,
  	"see_more_link_href" varchar,
  	"cta_banner_heading" varchar,
  	"cta_banner_background_color" "enum_navigation_items_cta_banner_background_color" DEFAULT 'black',
  	"cta_banner_media_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"caption" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"customer_stories_id" integer,
  	"release_notes_id" integer,
  	"legal_pages_id" integer,
  	"navigation_items_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "header_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar
  );
  
  CREATE TABLE "header_top_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"kind" "enum_header_top_links_kind" NOT NULL,
  	"href" varchar
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"navigation_variant" "enum_header_navigation_variant" DEFAULT 'new' NOT NULL,
  	"sign_up_label" varchar DEFAULT 'Sign up' NOT NULL,
  	"sign_up_href" varchar DEFAULT '/sign-up' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "header_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"navigation_items_id" integer
  );
  
  CREATE TABLE "footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL
  );
  
  CREATE TABLE "footer_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_footer_social_network" NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"compliance" varchar DEFAULT 'ISO · PCI · HIPAA · GDPR · SOC2 Type II' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_name" varchar DEFAULT 'Ostra' NOT NULL,
  	"site_url" varchar DEFAULT 'https://ostra.com' NOT NULL,
  	"portal_url" varchar DEFAULT 'https://portal.ostra.com' NOT NULL,
  	"shop_url" varchar DEFAULT 'https://shop.ostra.com' NOT NULL,
  	"initiative_url" varchar DEFAULT 'https://ostra.org' NOT NULL,
  	"initiative_label" varchar DEFAULT 'Ostra.org' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_stories_results" ADD CONSTRAINT "customer_stories_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customer_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customer_stories" ADD CONSTRAINT "customer_stories_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_stories" ADD CONSTRAINT "customer_stories_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_stories_texts" ADD CONSTRAINT "customer_stories_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."customer_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_customer_stories_v_version_results" ADD CONSTRAINT "_customer_stories_v_version_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_customer_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_customer_stories_v" ADD CONSTRAINT "_customer_stories_v_parent_id_customer_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."customer_stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customer_stories_v" ADD CONSTRAINT "_customer_stories_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customer_stories_v" ADD CONSTRAINT "_customer_stories_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customer_stories_v_texts" ADD CONSTRAINT "_customer_stories_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_customer_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "release_notes" ADD CONSTRAINT "release_notes_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_release_notes_v" ADD CONSTRAINT "_release_notes_v_parent_id_release_notes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."release_notes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_release_notes_v" ADD CONSTRAINT "_release_notes_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_pages" ADD CONSTRAINT "legal_pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_parent_id_legal_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_items_items" ADD CONSTRAINT "navigation_items_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_cta_banner_cta_buttons" ADD CONSTRAINT "navigation_items_cta_banner_cta_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_cta_banner_media_id_media_id_fk" FOREIGN KEY ("cta_banner_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customer_stories_fk" FOREIGN KEY ("customer_stories_id") REFERENCES "public"."customer_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_release_notes_fk" FOREIGN KEY ("release_notes_id") REFERENCES "public"."release_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_navigation_items_fk" FOREIGN KEY ("navigation_items_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_groups" ADD CONSTRAINT "header_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_top_links" ADD CONSTRAINT "header_top_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_navigation_items_fk" FOREIGN KEY ("navigation_items_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns" ADD CONSTRAINT "footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_social" ADD CONSTRAINT "footer_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_family_idx" ON "pages" USING btree ("family");
  CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE UNIQUE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_family_idx" ON "_pages_v" USING btree ("version_family");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "customer_stories_results_order_idx" ON "customer_stories_results" USING btree ("_order");
  CREATE INDEX "customer_stories_results_parent_id_idx" ON "customer_stories_results" USING btree ("_parent_id");
  CREATE INDEX "customer_stories_industry_idx" ON "customer_stories" USING btree ("industry");
  CREATE INDEX "customer_stories_logo_idx" ON "customer_stories" USING btree ("logo_id");
  CREATE INDEX "customer_stories_meta_meta_image_idx" ON "customer_stories" USING btree ("meta_image_id");
  CREATE INDEX "customer_stories_slug_idx" ON "customer_stories" USING btree ("slug");
  CREATE UNIQUE INDEX "customer_stories_path_idx" ON "customer_stories" USING btree ("path");
  CREATE INDEX "customer_stories_published_at_idx" ON "customer_stories" USING btree ("published_at");
  CREATE INDEX "customer_stories_updated_at_idx" ON "customer_stories" USING btree ("updated_at");
  CREATE INDEX "customer_stories_created_at_idx" ON "customer_stories" USING btree ("created_at");
  CREATE INDEX "customer_stories__status_idx" ON "customer_stories" USING btree ("_status");
  CREATE INDEX "customer_stories_texts_order_parent" ON "customer_stories_texts" USING btree ("order","parent_id");
  CREATE INDEX "_customer_stories_v_version_results_order_idx" ON "_customer_stories_v_version_results" USING btree ("_order");
  CREATE INDEX "_customer_stories_v_version_results_parent_id_idx" ON "_customer_stories_v_version_results" USING btree ("_parent_id");
  CREATE INDEX "_customer_stories_v_parent_idx" ON "_customer_stories_v" USING btree ("parent_id");
  CREATE INDEX "_customer_stories_v_version_version_industry_idx" ON "_customer_stories_v" USING btree ("version_industry");
  CREATE INDEX "_customer_stories_v_version_version_logo_idx" ON "_customer_stories_v" USING btree ("version_logo_id");
  CREATE INDEX "_customer_stories_v_version_meta_version_meta_image_idx" ON "_customer_stories_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_customer_stories_v_version_version_slug_idx" ON "_customer_stories_v" USING btree ("version_slug");
  CREATE INDEX "_customer_stories_v_version_version_path_idx" ON "_customer_stories_v" USING btree ("version_path");
  CREATE INDEX "_customer_stories_v_version_version_published_at_idx" ON "_customer_stories_v" USING btree ("version_published_at");
  CREATE INDEX "_customer_stories_v_version_version_updated_at_idx" ON "_customer_stories_v" USING btree ("version_updated_at");
  CREATE INDEX "_customer_stories_v_version_version_created_at_idx" ON "_customer_stories_v" USING btree ("version_created_at");
  CREATE INDEX "_customer_stories_v_version_version__status_idx" ON "_customer_stories_v" USING btree ("version__status");
  CREATE INDEX "_customer_stories_v_created_at_idx" ON "_customer_stories_v" USING btree ("created_at");
  CREATE INDEX "_customer_stories_v_updated_at_idx" ON "_customer_stories_v" USING btree ("updated_at");
  CREATE INDEX "_customer_stories_v_latest_idx" ON "_customer_stories_v" USING btree ("latest");
  CREATE INDEX "_customer_stories_v_autosave_idx" ON "_customer_stories_v" USING btree ("autosave");
  CREATE INDEX "_customer_stories_v_texts_order_parent" ON "_customer_stories_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "release_notes_released_at_idx" ON "release_notes" USING btree ("released_at");
  CREATE INDEX "release_notes_meta_meta_image_idx" ON "release_notes" USING btree ("meta_image_id");
  CREATE INDEX "release_notes_slug_idx" ON "release_notes" USING btree ("slug");
  CREATE UNIQUE INDEX "release_notes_path_idx" ON "release_notes" USING btree ("path");
  CREATE INDEX "release_notes_updated_at_idx" ON "release_notes" USING btree ("updated_at");
  CREATE INDEX "release_notes_created_at_idx" ON "release_notes" USING btree ("created_at");
  CREATE INDEX "release_notes__status_idx" ON "release_notes" USING btree ("_status");
  CREATE INDEX "_release_notes_v_parent_idx" ON "_release_notes_v" USING btree ("parent_id");
  CREATE INDEX "_release_notes_v_version_version_released_at_idx" ON "_release_notes_v" USING btree ("version_released_at");
  CREATE INDEX "_release_notes_v_version_meta_version_meta_image_idx" ON "_release_notes_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_release_notes_v_version_version_slug_idx" ON "_release_notes_v" USING btree ("version_slug");
  CREATE INDEX "_release_notes_v_version_version_path_idx" ON "_release_notes_v" USING btree ("version_path");
  CREATE INDEX "_release_notes_v_version_version_updated_at_idx" ON "_release_notes_v" USING btree ("version_updated_at");
  CREATE INDEX "_release_notes_v_version_version_created_at_idx" ON "_release_notes_v" USING btree ("version_created_at");
  CREATE INDEX "_release_notes_v_version_version__status_idx" ON "_release_notes_v" USING btree ("version__status");
  CREATE INDEX "_release_notes_v_created_at_idx" ON "_release_notes_v" USING btree ("created_at");
  CREATE INDEX "_release_notes_v_updated_at_idx" ON "_release_notes_v" USING btree ("updated_at");
  CREATE INDEX "_release_notes_v_latest_idx" ON "_release_notes_v" USING btree ("latest");
  CREATE INDEX "_release_notes_v_autosave_idx" ON "_release_notes_v" USING btree ("autosave");
  CREATE INDEX "legal_pages_meta_meta_image_idx" ON "legal_pages" USING btree ("meta_image_id");
  CREATE INDEX "legal_pages_slug_idx" ON "legal_pages" USING btree ("slug");
  CREATE UNIQUE INDEX "legal_pages_path_idx" ON "legal_pages" USING btree ("path");
  CREATE INDEX "legal_pages_updated_at_idx" ON "legal_pages" USING btree ("updated_at");
  CREATE INDEX "legal_pages_created_at_idx" ON "legal_pages" USING btree ("created_at");
  CREATE INDEX "legal_pages__status_idx" ON "legal_pages" USING btree ("_status");
  CREATE INDEX "_legal_pages_v_parent_idx" ON "_legal_pages_v" USING btree ("parent_id");
  CREATE INDEX "_legal_pages_v_version_meta_version_meta_image_idx" ON "_legal_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_legal_pages_v_version_version_slug_idx" ON "_legal_pages_v" USING btree ("version_slug");
  CREATE INDEX "_legal_pages_v_version_version_path_idx" ON "_legal_pages_v" USING btree ("version_path");
  CREATE INDEX "_legal_pages_v_version_version_updated_at_idx" ON "_legal_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_legal_pages_v_version_version_created_at_idx" ON "_legal_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_legal_pages_v_version_version__status_idx" ON "_legal_pages_v" USING btree ("version__status");
  CREATE INDEX "_legal_pages_v_created_at_idx" ON "_legal_pages_v" USING btree ("created_at");
  CREATE INDEX "_legal_pages_v_updated_at_idx" ON "_legal_pages_v" USING btree ("updated_at");
  CREATE INDEX "_legal_pages_v_latest_idx" ON "_legal_pages_v" USING btree ("latest");
  CREATE INDEX "_legal_pages_v_autosave_idx" ON "_legal_pages_v" USING btree ("autosave");
  CREATE INDEX "navigation_items_items_order_idx" ON "navigation_items_items" USING btree ("_order");
  CREATE INDEX "navigation_items_items_parent_id_idx" ON "navigation_items_items" USING btree ("_parent_id");
  CREATE INDEX "navigation_items_cta_banner_cta_buttons_order_idx" ON "navigation_items_cta_banner_cta_buttons" USING btree ("_order");
  CREATE INDEX "navigation_items_cta_banner_cta_buttons_parent_id_idx" ON "navigation_items_cta_banner_cta_buttons" USING btree ("_parent_id");
  CREATE INDEX "navigation_items_media_idx" ON "navigation_items" USING btree ("media_id");
  CREATE INDEX "navigation_items_cta_banner_cta_banner_media_idx" ON "navigation_items" USING btree ("cta_banner_media_id");
  CREATE INDEX "navigation_items_updated_at_idx" ON "navigation_items" USING btree ("updated_at");
  CREATE INDEX "navigation_items_created_at_idx" ON "navigation_items" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_customer_stories_id_idx" ON "payload_locked_documents_rels" USING btree ("customer_stories_id");
  CREATE INDEX "payload_locked_documents_rels_release_notes_id_idx" ON "payload_locked_documents_rels" USING btree ("release_notes_id");
  CREATE INDEX "payload_locked_documents_rels_legal_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_pages_id");
  CREATE INDEX "payload_locked_documents_rels_navigation_items_id_idx" ON "payload_locked_documents_rels" USING btree ("navigation_items_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "header_groups_order_idx" ON "header_groups" USING btree ("_order");
  CREATE INDEX "header_groups_parent_id_idx" ON "header_groups" USING btree ("_parent_id");
  CREATE INDEX "header_top_links_order_idx" ON "header_top_links" USING btree ("_order");
  CREATE INDEX "header_top_links_parent_id_idx" ON "header_top_links" USING btree ("_parent_id");
  CREATE INDEX "header_rels_order_idx" ON "header_rels" USING btree ("order");
  CREATE INDEX "header_rels_parent_idx" ON "header_rels" USING btree ("parent_id");
  CREATE INDEX "header_rels_path_idx" ON "header_rels" USING btree ("path");
  CREATE INDEX "header_rels_navigation_items_id_idx" ON "header_rels" USING btree ("navigation_items_id");
  CREATE INDEX "footer_columns_links_order_idx" ON "footer_columns_links" USING btree ("_order");
  CREATE INDEX "footer_columns_links_parent_id_idx" ON "footer_columns_links" USING btree ("_parent_id");
  CREATE INDEX "footer_columns_order_idx" ON "footer_columns" USING btree ("_order");
  CREATE INDEX "footer_columns_parent_id_idx" ON "footer_columns" USING btree ("_parent_id");
  CREATE INDEX "footer_social_order_idx" ON "footer_social" USING btree ("_order");
  CREATE INDEX "footer_social_parent_id_idx" ON "footer_social" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "pages" CASCADE;
  DROP TABLE IF EXISTS "_pages_v" CASCADE;
  DROP TABLE IF EXISTS "customer_stories_results" CASCADE;
  DROP TABLE IF EXISTS "customer_stories" CASCADE;
  DROP TABLE IF EXISTS "customer_stories_texts" CASCADE;
  DROP TABLE IF EXISTS "_customer_stories_v_version_results" CASCADE;
  DROP TABLE IF EXISTS "_customer_stories_v" CASCADE;
  DROP TABLE IF EXISTS "_customer_stories_v_texts" CASCADE;
  DROP TABLE IF EXISTS "release_notes" CASCADE;
  DROP TABLE IF EXISTS "_release_notes_v" CASCADE;
  DROP TABLE IF EXISTS "legal_pages" CASCADE;
  DROP TABLE IF EXISTS "_legal_pages_v" CASCADE;
  DROP TABLE IF EXISTS "navigation_items_items" CASCADE;
  DROP TABLE IF EXISTS "navigation_items_cta_banner_cta_buttons" CASCADE;
  DROP TABLE IF EXISTS "navigation_items" CASCADE;
  DROP TABLE IF EXISTS "media" CASCADE;
  DROP TABLE IF EXISTS "users_sessions" CASCADE;
  DROP TABLE IF EXISTS "users" CASCADE;
  DROP TABLE IF EXISTS "payload_kv" CASCADE;
  DROP TABLE IF EXISTS "payload_jobs_log" CASCADE;
  DROP TABLE IF EXISTS "payload_jobs" CASCADE;
  DROP TABLE IF EXISTS "payload_locked_documents" CASCADE;
  DROP TABLE IF EXISTS "payload_locked_documents_rels" CASCADE;
  DROP TABLE IF EXISTS "payload_preferences" CASCADE;
  DROP TABLE IF EXISTS "payload_preferences_rels" CASCADE;
  DROP TABLE IF EXISTS "payload_migrations" CASCADE;
  DROP TABLE IF EXISTS "header_groups" CASCADE;
  DROP TABLE IF EXISTS "header_top_links" CASCADE;
  DROP TABLE IF EXISTS "header" CASCADE;
  DROP TABLE IF EXISTS "header_rels" CASCADE;
  DROP TABLE IF EXISTS "footer_columns_links" CASCADE;
  DROP TABLE IF EXISTS "footer_columns" CASCADE;
  DROP TABLE IF EXISTS "footer_social" CASCADE;
  DROP TABLE IF EXISTS "footer" CASCADE;
  DROP TABLE IF EXISTS "site_settings" CASCADE;
  DROP TYPE IF EXISTS "public"."enum_pages_family";
  DROP TYPE IF EXISTS "public"."enum_pages_shell";
  DROP TYPE IF EXISTS "public"."enum_pages_status";
  DROP TYPE IF EXISTS "public"."enum__pages_v_version_family";
  DROP TYPE IF EXISTS "public"."enum__pages_v_version_shell";
  DROP TYPE IF EXISTS "public"."enum__pages_v_version_status";
  DROP TYPE IF EXISTS "public"."enum_customer_stories_status";
  DROP TYPE IF EXISTS "public"."enum__customer_stories_v_version_status";
  DROP TYPE IF EXISTS "public"."enum_release_notes_status";
  DROP TYPE IF EXISTS "public"."enum__release_notes_v_version_status";
  DROP TYPE IF EXISTS "public"."enum_legal_pages_status";
  DROP TYPE IF EXISTS "public"."enum__legal_pages_v_version_status";
  DROP TYPE IF EXISTS "public"."enum_navigation_items_items_target";
  DROP TYPE IF EXISTS "public"."enum_navigation_items_cta_banner_cta_buttons_kind";
  DROP TYPE IF EXISTS "public"."enum_navigation_items_target";
  DROP TYPE IF EXISTS "public"."enum_navigation_items_cta_banner_background_color";
  DROP TYPE IF EXISTS "public"."enum_users_role";
  DROP TYPE IF EXISTS "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE IF EXISTS "public"."enum_payload_jobs_log_state";
  DROP TYPE IF EXISTS "public"."enum_payload_jobs_task_slug";
  DROP TYPE IF EXISTS "public"."enum_header_top_links_kind";
  DROP TYPE IF EXISTS "public"."enum_header_navigation_variant";
  DROP TYPE IF EXISTS "public"."enum_footer_social_network";`)
}
