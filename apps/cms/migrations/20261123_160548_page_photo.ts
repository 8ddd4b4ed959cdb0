import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."pages_locales" ADD COLUMN "image_id" integer;
  ALTER TABLE "cms"."_pages_v_locales" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "cms"."pages_locales" ADD CONSTRAINT "pages_locales_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_image_idx" ON "cms"."pages_locales" USING btree ("image_id","_locale");
  CREATE INDEX "_pages_v_version_version_image_idx" ON "cms"."_pages_v_locales" USING btree ("version_image_id","_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."pages_locales" DROP CONSTRAINT "pages_locales_image_id_media_id_fk";
  
  ALTER TABLE "cms"."_pages_v_locales" DROP CONSTRAINT "_pages_v_locales_version_image_id_media_id_fk";
  
  DROP INDEX "cms"."pages_image_idx";
  DROP INDEX "cms"."_pages_v_version_version_image_idx";
  ALTER TABLE "cms"."pages_locales" DROP COLUMN "image_id";
  ALTER TABLE "cms"."_pages_v_locales" DROP COLUMN "version_image_id";`)
}
