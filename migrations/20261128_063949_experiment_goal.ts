import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_experiments_goal" AS ENUM('form-submit', 'sign-up');
  ALTER TABLE "experiments" ADD COLUMN "goal" "enum_experiments_goal" DEFAULT 'form-submit' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "experiments" DROP COLUMN "goal";
  DROP TYPE "public"."enum_experiments_goal";`)
}
