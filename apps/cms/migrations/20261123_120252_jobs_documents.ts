import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_jobs_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "cms"."enum_jobs_contract" AS ENUM('permanent', 'fixed-term', 'part-time', 'internship');
  CREATE TYPE "cms"."enum_jobs_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__jobs_v_version_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "cms"."enum__jobs_v_version_contract" AS ENUM('permanent', 'fixed-term', 'part-time', 'internship');
  CREATE TYPE "cms"."enum__jobs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__jobs_v_published_locale" AS ENUM('hr', 'sl', 'bs', 'en');
  CREATE TYPE "cms"."enum_documents_market" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "cms"."enum_documents_type" AS ENUM('pdf');
  CREATE TYPE "cms"."enum_documents_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__documents_v_version_market" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "cms"."enum__documents_v_version_type" AS ENUM('pdf');
  CREATE TYPE "cms"."enum__documents_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__documents_v_published_locale" AS ENUM('hr', 'sl', 'bs', 'en');
  CREATE TABLE "cms"."jobs_markets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_jobs_markets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contract" "cms"."enum_jobs_contract",
  	"deadline" timestamp(3) with time zone,
  	"apply_email" varchar,
  	"markets_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_jobs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."jobs_locales" (
  	"title" varchar,
  	"place" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_jobs_v_version_markets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__jobs_v_version_markets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_jobs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_contract" "cms"."enum__jobs_v_version_contract",
  	"version_deadline" timestamp(3) with time zone,
  	"version_apply_email" varchar,
  	"version_markets_key" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__jobs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__jobs_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_jobs_v_locales" (
  	"version_title" varchar,
  	"version_place" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"market" "cms"."enum_documents_market",
  	"key" varchar,
  	"type" "cms"."enum_documents_type",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_documents_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."documents_locales" (
  	"title" varchar,
  	"file" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_documents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_market" "cms"."enum__documents_v_version_market",
  	"version_key" varchar,
  	"version_type" "cms"."enum__documents_v_version_type",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__documents_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__documents_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_documents_v_locales" (
  	"version_title" varchar,
  	"version_file" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "jobs_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "cms"."jobs_markets" ADD CONSTRAINT "jobs_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."jobs_locales" ADD CONSTRAINT "jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_jobs_v_version_markets" ADD CONSTRAINT "_jobs_v_version_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_jobs_v" ADD CONSTRAINT "_jobs_v_parent_id_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_jobs_v_locales" ADD CONSTRAINT "_jobs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_documents_v" ADD CONSTRAINT "_documents_v_parent_id_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_documents_v_locales" ADD CONSTRAINT "_documents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "jobs_markets_order_idx" ON "cms"."jobs_markets" USING btree ("order");
  CREATE INDEX "jobs_markets_parent_idx" ON "cms"."jobs_markets" USING btree ("parent_id");
  CREATE INDEX "jobs_markets_key_idx" ON "cms"."jobs" USING btree ("markets_key");
  CREATE INDEX "jobs_updated_at_idx" ON "cms"."jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "cms"."jobs" USING btree ("created_at");
  CREATE INDEX "jobs__status_idx" ON "cms"."jobs" USING btree ("_status");
  CREATE UNIQUE INDEX "jobs_locales_locale_parent_id_unique" ON "cms"."jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jobs_v_version_markets_order_idx" ON "cms"."_jobs_v_version_markets" USING btree ("order");
  CREATE INDEX "_jobs_v_version_markets_parent_idx" ON "cms"."_jobs_v_version_markets" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_parent_idx" ON "cms"."_jobs_v" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_version_markets_key_idx" ON "cms"."_jobs_v" USING btree ("version_markets_key");
  CREATE INDEX "_jobs_v_version_version_updated_at_idx" ON "cms"."_jobs_v" USING btree ("version_updated_at");
  CREATE INDEX "_jobs_v_version_version_created_at_idx" ON "cms"."_jobs_v" USING btree ("version_created_at");
  CREATE INDEX "_jobs_v_version_version__status_idx" ON "cms"."_jobs_v" USING btree ("version__status");
  CREATE INDEX "_jobs_v_created_at_idx" ON "cms"."_jobs_v" USING btree ("created_at");
  CREATE INDEX "_jobs_v_updated_at_idx" ON "cms"."_jobs_v" USING btree ("updated_at");
  CREATE INDEX "_jobs_v_snapshot_idx" ON "cms"."_jobs_v" USING btree ("snapshot");
  CREATE INDEX "_jobs_v_published_locale_idx" ON "cms"."_jobs_v" USING btree ("published_locale");
  CREATE INDEX "_jobs_v_latest_idx" ON "cms"."_jobs_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_jobs_v_locales_locale_parent_id_unique" ON "cms"."_jobs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "documents_updated_at_idx" ON "cms"."documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "cms"."documents" USING btree ("created_at");
  CREATE INDEX "documents__status_idx" ON "cms"."documents" USING btree ("_status");
  CREATE UNIQUE INDEX "key_market_idx" ON "cms"."documents" USING btree ("key","market");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "cms"."documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_documents_v_parent_idx" ON "cms"."_documents_v" USING btree ("parent_id");
  CREATE INDEX "_documents_v_version_version_updated_at_idx" ON "cms"."_documents_v" USING btree ("version_updated_at");
  CREATE INDEX "_documents_v_version_version_created_at_idx" ON "cms"."_documents_v" USING btree ("version_created_at");
  CREATE INDEX "_documents_v_version_version__status_idx" ON "cms"."_documents_v" USING btree ("version__status");
  CREATE INDEX "_documents_v_created_at_idx" ON "cms"."_documents_v" USING btree ("created_at");
  CREATE INDEX "_documents_v_updated_at_idx" ON "cms"."_documents_v" USING btree ("updated_at");
  CREATE INDEX "_documents_v_snapshot_idx" ON "cms"."_documents_v" USING btree ("snapshot");
  CREATE INDEX "_documents_v_published_locale_idx" ON "cms"."_documents_v" USING btree ("published_locale");
  CREATE INDEX "_documents_v_latest_idx" ON "cms"."_documents_v" USING btree ("latest");
  CREATE INDEX "version_key_version_market_idx" ON "cms"."_documents_v" USING btree ("version_key","version_market");
  CREATE UNIQUE INDEX "_documents_v_locales_locale_parent_id_unique" ON "cms"."_documents_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "cms"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "cms"."documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."jobs_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."jobs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_jobs_v_version_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_jobs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_jobs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_documents_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_documents_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."jobs_markets" CASCADE;
  DROP TABLE "cms"."jobs" CASCADE;
  DROP TABLE "cms"."jobs_locales" CASCADE;
  DROP TABLE "cms"."_jobs_v_version_markets" CASCADE;
  DROP TABLE "cms"."_jobs_v" CASCADE;
  DROP TABLE "cms"."_jobs_v_locales" CASCADE;
  DROP TABLE "cms"."documents" CASCADE;
  DROP TABLE "cms"."documents_locales" CASCADE;
  DROP TABLE "cms"."_documents_v" CASCADE;
  DROP TABLE "cms"."_documents_v_locales" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_jobs_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_documents_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_jobs_id_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_documents_id_idx";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "jobs_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "documents_id";
  DROP TYPE "cms"."enum_jobs_markets";
  DROP TYPE "cms"."enum_jobs_contract";
  DROP TYPE "cms"."enum_jobs_status";
  DROP TYPE "cms"."enum__jobs_v_version_markets";
  DROP TYPE "cms"."enum__jobs_v_version_contract";
  DROP TYPE "cms"."enum__jobs_v_version_status";
  DROP TYPE "cms"."enum__jobs_v_published_locale";
  DROP TYPE "cms"."enum_documents_market";
  DROP TYPE "cms"."enum_documents_type";
  DROP TYPE "cms"."enum_documents_status";
  DROP TYPE "cms"."enum__documents_v_version_market";
  DROP TYPE "cms"."enum__documents_v_version_type";
  DROP TYPE "cms"."enum__documents_v_version_status";
  DROP TYPE "cms"."enum__documents_v_published_locale";`)
}
