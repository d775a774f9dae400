import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_messaging_rates_country" AS ENUM('AU', 'BE', 'BR', 'CA', 'CZ', 'DK', 'FI', 'NL', 'PL', 'PR', 'RO', 'SE', 'TH', 'GB', 'US', 'VI');
  CREATE TYPE "public"."enum_messaging_rates_message_type" AS ENUM('sms', 'mms');
  CREATE TYPE "public"."enum_messaging_rates_direction" AS ENUM('outbound', 'inbound');
  CREATE TYPE "public"."enum_messaging_rates_sender_type" AS ENUM('long-code', 'toll-free', 'short-code');
  CREATE TYPE "public"."enum_price_list_product" AS ENUM('messaging', 'voice', 'numbers');
  CREATE TYPE "public"."enum_price_list_country" AS ENUM('AU', 'BE', 'BR', 'CA', 'CZ', 'DK', 'FI', 'NL', 'PL', 'PR', 'RO', 'SE', 'TH', 'GB', 'US', 'VI');
  CREATE TYPE "public"."enum_iot_zones_country" AS ENUM('AR', 'AT', 'AU', 'BA', 'BB', 'BE', 'BG', 'BH', 'BO', 'BR', 'BS', 'BW', 'CA', 'CH', 'CL', 'CN', 'CO', 'CR', 'CY', 'CZ', 'DE', 'DK', 'DO', 'DZ', 'EC', 'EE', 'EG', 'ES', 'FI', 'FR', 'GB', 'GE', 'GH', 'GR', 'GT', 'HK', 'HN', 'HR', 'HU', 'ID', 'IE', 'IL', 'IN', 'IS', 'IT', 'JM', 'JO', 'JP', 'KE', 'KR', 'KW', 'KZ', 'LK', 'LT', 'LU', 'LV', 'MA', 'MD', 'ME', 'MK', 'MT', 'MU', 'MX', 'MY', 'NG', 'NI', 'NL', 'NO', 'NZ', 'OM', 'PA', 'PE', 'PH', 'PK', 'PL', 'PR', 'PT', 'PY', 'QA', 'RO', 'RS', 'SA', 'SE', 'SG', 'SI', 'SK', 'SV', 'TH', 'TN', 'TR', 'TT', 'TW', 'TZ', 'UA', 'UG', 'US', 'UY', 'VE', 'VI', 'VN', 'ZA', 'AE', 'AL', 'AM', 'AZ', 'BD', 'BY', 'KH', 'LB', 'ZM', 'XX');
  CREATE TYPE "public"."enum_iot_zones_zone" AS ENUM('zone-1', 'zone-2', 'zone-3', 'zone-4');
  CREATE TYPE "public"."enum_iot_data_plans_per_mb_zone" AS ENUM('zone-1', 'zone-2', 'zone-3', 'zone-4');
  CREATE TABLE "messaging_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"country" "enum_messaging_rates_country" NOT NULL,
  	"message_type" "enum_messaging_rates_message_type" NOT NULL,
  	"direction" "enum_messaging_rates_direction" NOT NULL,
  	"sender_type" "enum_messaging_rates_sender_type" NOT NULL,
  	"price" numeric NOT NULL,
  	"carrier_fee" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "price_list" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product" "enum_price_list_product" NOT NULL,
  	"country" "enum_price_list_country" NOT NULL,
  	"item" varchar NOT NULL,
  	"unit" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "iot_zones" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"country" "enum_iot_zones_country" NOT NULL,
  	"zone" "enum_iot_zones_zone" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "iot_data_plans_per_mb" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"zone" "enum_iot_data_plans_per_mb_zone" NOT NULL,
  	"price" numeric NOT NULL
  );
  
  CREATE TABLE "iot_data_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"monthly_fee_per_sim" numeric NOT NULL,
  	"included_mb_per_sim" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "messaging_rates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_list_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "iot_zones_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "iot_data_plans_id" integer;
  ALTER TABLE "iot_data_plans_per_mb" ADD CONSTRAINT "iot_data_plans_per_mb_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."iot_data_plans"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "messaging_rates_country_idx" ON "messaging_rates" USING btree ("country");
  CREATE INDEX "messaging_rates_updated_at_idx" ON "messaging_rates" USING btree ("updated_at");
  CREATE INDEX "messaging_rates_created_at_idx" ON "messaging_rates" USING btree ("created_at");
  CREATE UNIQUE INDEX "country_messageType_direction_senderType_idx" ON "messaging_rates" USING btree ("country","message_type","direction","sender_type");
  CREATE INDEX "price_list_product_idx" ON "price_list" USING btree ("product");
  CREATE INDEX "price_list_country_idx" ON "price_list" USING btree ("country");
  CREATE INDEX "price_list_sort_order_idx" ON "price_list" USING btree ("sort_order");
  CREATE INDEX "price_list_updated_at_idx" ON "price_list" USING btree ("updated_at");
  CREATE INDEX "price_list_created_at_idx" ON "price_list" USING btree ("created_at");
  CREATE UNIQUE INDEX "iot_zones_country_idx" ON "iot_zones" USING btree ("country");
  CREATE INDEX "iot_zones_zone_idx" ON "iot_zones" USING btree ("zone");
  CREATE INDEX "iot_zones_updated_at_idx" ON "iot_zones" USING btree ("updated_at");
  CREATE INDEX "iot_zones_created_at_idx" ON "iot_zones" USING btree ("created_at");
  CREATE INDEX "iot_data_plans_per_mb_order_idx" ON "iot_data_plans_per_mb" USING btree ("_order");
  CREATE INDEX "iot_data_plans_per_mb_parent_id_idx" ON "iot_data_plans_per_mb" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "iot_data_plans_name_idx" ON "iot_data_plans" USING btree ("name");
  CREATE INDEX "iot_data_plans_updated_at_idx" ON "iot_data_plans" USING btree ("updated_at");
  CREATE INDEX "iot_data_plans_created_at_idx" ON "iot_data_plans" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_messaging_rates_fk" FOREIGN KEY ("messaging_rates_id") REFERENCES "public"."messaging_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_list_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_iot_zones_fk" FOREIGN KEY ("iot_zones_id") REFERENCES "public"."iot_zones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_iot_data_plans_fk" FOREIGN KEY ("iot_data_plans_id") REFERENCES "public"."iot_data_plans"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_messaging_rates_id_idx" ON "payload_locked_documents_rels" USING btree ("messaging_rates_id");
  CREATE INDEX "payload_locked_documents_rels_price_list_id_idx" ON "payload_locked_documents_rels" USING btree ("price_list_id");
  CREATE INDEX "payload_locked_documents_rels_iot_zones_id_idx" ON "payload_locked_documents_rels" USING btree ("iot_zones_id");
  CREATE INDEX "payload_locked_documents_rels_iot_data_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("iot_data_plans_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "messaging_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "iot_zones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "iot_data_plans_per_mb" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "iot_data_plans" DISABLE ROW LEVEL SECURITY;
  DROP TABLE IF EXISTS "messaging_rates" CASCADE;
  DROP TABLE IF EXISTS "price_list" CASCADE;
  DROP TABLE IF EXISTS "iot_zones" CASCADE;
  DROP TABLE IF EXISTS "iot_data_plans_per_mb" CASCADE;
  DROP TABLE IF EXISTS "iot_data_plans" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_messaging_rates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_price_list_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_iot_zones_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_iot_data_plans_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_messaging_rates_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_price_list_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_iot_zones_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_iot_data_plans_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "messaging_rates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "price_list_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "iot_zones_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "iot_data_plans_id";
  DROP TYPE IF EXISTS "public"."enum_messaging_rates_country";
  DROP TYPE IF EXISTS "public"."enum_messaging_rates_message_type";
  DROP TYPE IF EXISTS "public"."enum_messaging_rates_direction";
  DROP TYPE IF EXISTS "public"."enum_messaging_rates_sender_type";
  DROP TYPE IF EXISTS "public"."enum_price_list_product";
  DROP TYPE IF EXISTS "public"."enum_price_list_country";
  DROP TYPE IF EXISTS "public"."enum_iot_zones_country";
  DROP TYPE IF EXISTS "public"."enum_iot_zones_zone";
  DROP TYPE IF EXISTS "public"."enum_iot_data_plans_per_mb_zone";`)
}
