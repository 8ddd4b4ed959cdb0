import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."news_locales" ADD COLUMN "subtitle" varchar;
  ALTER TABLE "cms"."_news_v_locales" ADD COLUMN "version_subtitle" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."news_locales" DROP COLUMN "subtitle";
  ALTER TABLE "cms"."_news_v_locales" DROP COLUMN "version_subtitle";`)
}
