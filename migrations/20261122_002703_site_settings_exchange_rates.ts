import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_exchange_rates_currency" AS ENUM('AUD', 'GBP', 'EUR');
  CREATE TABLE "site_settings_exchange_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" "enum_site_settings_exchange_rates_currency" NOT NULL,
  	"per_usd" numeric NOT NULL
  );
  
  ALTER TABLE "site_settings_exchange_rates" ADD CONSTRAINT "site_settings_exchange_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_exchange_rates_order_idx" ON "site_settings_exchange_rates" USING btree ("_order");
  CREATE INDEX "site_settings_exchange_rates_parent_id_idx" ON "site_settings_exchange_rates" USING btree ("_parent_id");`)
  // Sites that already have settings get the starting rates (new sites get them as the field's default).
  await db.execute(sql`
  INSERT INTO "site_settings_exchange_rates" ("_order", "_parent_id", "id", "currency", "per_usd")
  SELECT rate.ord, s.id, substr(md5(random()::text || s.id || rate.ord), 1, 24), rate.currency::"enum_site_settings_exchange_rates_currency", rate.per_usd
  FROM "site_settings" s
  CROSS JOIN (VALUES (1, 'AUD', 1.53), (2, 'GBP', 0.79), (3, 'EUR', 0.92)) AS rate(ord, currency, per_usd);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "site_settings_exchange_rates" CASCADE;
  DROP TYPE IF EXISTS "public"."enum_site_settings_exchange_rates_currency";`)
}
