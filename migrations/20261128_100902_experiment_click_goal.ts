import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_experiments_goal" ADD VALUE 'click';
  ALTER TABLE "experiments" ADD COLUMN "click_target" varchar;`)
}

// Down: an experiment counting clicks counts forms again (the older schema has no click goal).
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "experiments" ALTER COLUMN "goal" SET DATA TYPE text;
  ALTER TABLE "experiments" ALTER COLUMN "goal" SET DEFAULT 'form-submit'::text;
  UPDATE "experiments" SET "goal" = 'form-submit' WHERE "goal" = 'click';
  DROP TYPE "public"."enum_experiments_goal";
  CREATE TYPE "public"."enum_experiments_goal" AS ENUM('form-submit', 'sign-up');
  ALTER TABLE "experiments" ALTER COLUMN "goal" SET DEFAULT 'form-submit'::"public"."enum_experiments_goal";
  ALTER TABLE "experiments" ALTER COLUMN "goal" SET DATA TYPE "public"."enum_experiments_goal" USING "goal"::"public"."enum_experiments_goal";
  ALTER TABLE "experiments" DROP COLUMN "click_target";`)
}
