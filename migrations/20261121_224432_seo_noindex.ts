import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "meta_noindex" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_noindex" boolean DEFAULT false;
  ALTER TABLE "customer_stories" ADD COLUMN "meta_noindex" boolean DEFAULT false;
  ALTER TABLE "_customer_stories_v" ADD COLUMN "version_meta_noindex" boolean DEFAULT false;
  ALTER TABLE "release_notes" ADD COLUMN "meta_noindex" boolean DEFAULT false;
  ALTER TABLE "_release_notes_v" ADD COLUMN "version_meta_noindex" boolean DEFAULT false;
  ALTER TABLE "legal_pages" ADD COLUMN "meta_noindex" boolean DEFAULT false;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_meta_noindex" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN IF EXISTS "meta_noindex";
  ALTER TABLE "_pages_v" DROP COLUMN IF EXISTS "version_meta_noindex";
  ALTER TABLE "customer_stories" DROP COLUMN IF EXISTS "meta_noindex";
  ALTER TABLE "_customer_stories_v" DROP COLUMN IF EXISTS "version_meta_noindex";
  ALTER TABLE "release_notes" DROP COLUMN IF EXISTS "meta_noindex";
  ALTER TABLE "_release_notes_v" DROP COLUMN IF EXISTS "version_meta_noindex";
  ALTER TABLE "legal_pages" DROP COLUMN IF EXISTS "meta_noindex";
  ALTER TABLE "_legal_pages_v" DROP COLUMN IF EXISTS "version_meta_noindex";`)
}
