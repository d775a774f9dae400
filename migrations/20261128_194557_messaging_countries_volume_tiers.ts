import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Messaging (and the price list) priced in every country messages are sold in, with messaging's volume tiers (issue 33). */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "messaging_volume_tiers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"from_messages" numeric NOT NULL,
  	"discount_percent" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "messaging_rates" ALTER COLUMN "country" SET DATA TYPE text;
  DROP TYPE "public"."enum_messaging_rates_country";
  CREATE TYPE "public"."enum_messaging_rates_country" AS ENUM('AR', 'AT', 'AU', 'BA', 'BB', 'BE', 'BG', 'BH', 'BO', 'BR', 'BS', 'BW', 'CA', 'CH', 'CL', 'CN', 'CO', 'CR', 'CY', 'CZ', 'DE', 'DK', 'DO', 'DZ', 'EC', 'EE', 'EG', 'ES', 'FI', 'FR', 'GB', 'GE', 'GH', 'GR', 'GT', 'HK', 'HN', 'HR', 'HU', 'ID', 'IE', 'IL', 'IN', 'IS', 'IT', 'JM', 'JO', 'JP', 'KE', 'KR', 'KW', 'KZ', 'LK', 'LT', 'LU', 'LV', 'MA', 'MD', 'ME', 'MK', 'MT', 'MU', 'MX', 'MY', 'NG', 'NI', 'NL', 'NO', 'NZ', 'OM', 'PA', 'PE', 'PH', 'PK', 'PL', 'PR', 'PT', 'PY', 'QA', 'RO', 'RS', 'SA', 'SE', 'SG', 'SI', 'SK', 'SV', 'TH', 'TN', 'TR', 'TT', 'TW', 'TZ', 'UA', 'UG', 'US', 'UY', 'VE', 'VI', 'VN', 'ZA', 'AE', 'AL', 'AM', 'AZ', 'BD', 'BY', 'KH', 'LB', 'ZM');
  ALTER TABLE "messaging_rates" ALTER COLUMN "country" SET DATA TYPE "public"."enum_messaging_rates_country" USING "country"::"public"."enum_messaging_rates_country";
  ALTER TABLE "price_list" ALTER COLUMN "country" SET DATA TYPE text;
  DROP TYPE "public"."enum_price_list_country";
  CREATE TYPE "public"."enum_price_list_country" AS ENUM('AR', 'AT', 'AU', 'BA', 'BB', 'BE', 'BG', 'BH', 'BO', 'BR', 'BS', 'BW', 'CA', 'CH', 'CL', 'CN', 'CO', 'CR', 'CY', 'CZ', 'DE', 'DK', 'DO', 'DZ', 'EC', 'EE', 'EG', 'ES', 'FI', 'FR', 'GB', 'GE', 'GH', 'GR', 'GT', 'HK', 'HN', 'HR', 'HU', 'ID', 'IE', 'IL', 'IN', 'IS', 'IT', 'JM', 'JO', 'JP', 'KE', 'KR', 'KW', 'KZ', 'LK', 'LT', 'LU', 'LV', 'MA', 'MD', 'ME', 'MK', 'MT', 'MU', 'MX', 'MY', 'NG', 'NI', 'NL', 'NO', 'NZ', 'OM', 'PA', 'PE', 'PH', 'PK', 'PL', 'PR', 'PT', 'PY', 'QA', 'RO', 'RS', 'SA', 'SE', 'SG', 'SI', 'SK', 'SV', 'TH', 'TN', 'TR', 'TT', 'TW', 'TZ', 'UA', 'UG', 'US', 'UY', 'VE', 'VI', 'VN', 'ZA', 'AE', 'AL', 'AM', 'AZ', 'BD', 'BY', 'KH', 'LB', 'ZM');
  ALTER TABLE "price_list" ALTER COLUMN "country" SET DATA TYPE "public"."enum_price_list_country" USING "country"::"public"."enum_price_list_country";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "messaging_volume_tiers_id" integer;
  CREATE UNIQUE INDEX "messaging_volume_tiers_from_messages_idx" ON "messaging_volume_tiers" USING btree ("from_messages");
  CREATE INDEX "messaging_volume_tiers_updated_at_idx" ON "messaging_volume_tiers" USING btree ("updated_at");
  CREATE INDEX "messaging_volume_tiers_created_at_idx" ON "messaging_volume_tiers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_messaging_volume_tiers_fk" FOREIGN KEY ("messaging_volume_tiers_id") REFERENCES "public"."messaging_volume_tiers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_messaging_volume_tiers_id_idx" ON "payload_locked_documents_rels" USING btree ("messaging_volume_tiers_id");`)
}

/** Back to the pricing countries: the other countries' prices go first (the old types cannot hold them). */
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "messaging_volume_tiers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_messaging_volume_tiers_fk";
  
  DELETE FROM "messaging_rates" WHERE "country" IS NOT NULL AND "country"::text NOT IN ('AU', 'BE', 'BR', 'CA', 'CZ', 'DK', 'FI', 'NL', 'PL', 'PR', 'RO', 'SE', 'TH', 'GB', 'US', 'VI');
  ALTER TABLE "messaging_rates" ALTER COLUMN "country" SET DATA TYPE text;
  DROP TYPE "public"."enum_messaging_rates_country";
  CREATE TYPE "public"."enum_messaging_rates_country" AS ENUM('AU', 'BE', 'BR', 'CA', 'CZ', 'DK', 'FI', 'NL', 'PL', 'PR', 'RO', 'SE', 'TH', 'GB', 'US', 'VI');
  ALTER TABLE "messaging_rates" ALTER COLUMN "country" SET DATA TYPE "public"."enum_messaging_rates_country" USING "country"::"public"."enum_messaging_rates_country";
  DELETE FROM "price_list" WHERE "country" IS NOT NULL AND "country"::text NOT IN ('AU', 'BE', 'BR', 'CA', 'CZ', 'DK', 'FI', 'NL', 'PL', 'PR', 'RO', 'SE', 'TH', 'GB', 'US', 'VI');
  ALTER TABLE "price_list" ALTER COLUMN "country" SET DATA TYPE text;
  DROP TYPE "public"."enum_price_list_country";
  CREATE TYPE "public"."enum_price_list_country" AS ENUM('AU', 'BE', 'BR', 'CA', 'CZ', 'DK', 'FI', 'NL', 'PL', 'PR', 'RO', 'SE', 'TH', 'GB', 'US', 'VI');
  ALTER TABLE "price_list" ALTER COLUMN "country" SET DATA TYPE "public"."enum_price_list_country" USING "country"::"public"."enum_price_list_country";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_messaging_volume_tiers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "messaging_volume_tiers_id";`)
}
