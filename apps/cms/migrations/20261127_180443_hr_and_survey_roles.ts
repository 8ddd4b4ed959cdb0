import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "cms"."enum_users_role" ADD VALUE 'hr';
  ALTER TYPE "cms"."enum_users_role" ADD VALUE 'survey';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "cms"."users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "cms"."enum_users_role";
  CREATE TYPE "cms"."enum_users_role" AS ENUM('admin', 'editor', 'pharmacovigilance');
  ALTER TABLE "cms"."users" ALTER COLUMN "role" SET DEFAULT 'editor'::"cms"."enum_users_role";
  ALTER TABLE "cms"."users" ALTER COLUMN "role" SET DATA TYPE "cms"."enum_users_role" USING "role"::"cms"."enum_users_role";`)
}
