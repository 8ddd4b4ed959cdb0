import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."jobs" ADD COLUMN "posted" timestamp(3) with time zone;
  ALTER TABLE "cms"."_jobs_v" ADD COLUMN "version_posted" timestamp(3) with time zone;`)
  // hand-written: an opening published before the day was stored gets the day of its first published
  // version, on the markets' clock (all three keep Central European time), at noon UTC as Payload keeps a
  // day; so do its versions from then on, which the admin reads.
  await db.execute(sql`
  -- hand-written:
  UPDATE "cms"."jobs" AS jobs SET "posted" = ((first."at" AT TIME ZONE 'Europe/Zagreb')::date + time '12:00') AT TIME ZONE 'UTC'
    FROM (SELECT "parent_id", min("created_at") AS "at" FROM "cms"."_jobs_v" WHERE "version__status" = 'published' GROUP BY "parent_id") AS first
    WHERE jobs."id" = first."parent_id";
  UPDATE "cms"."_jobs_v" AS versions SET "version_posted" = jobs."posted"
    FROM "cms"."jobs" AS jobs
    WHERE versions."parent_id" = jobs."id" AND jobs."posted" IS NOT NULL
      AND versions."created_at" >= (SELECT min("created_at") FROM "cms"."_jobs_v" AS earlier WHERE earlier."parent_id" = jobs."id" AND earlier."version__status" = 'published');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."jobs" DROP COLUMN "posted";
  ALTER TABLE "cms"."_jobs_v" DROP COLUMN "version_posted";`)
}
