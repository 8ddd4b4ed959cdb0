import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_media_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TABLE "cms"."media_markets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_media_markets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"markets_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_avif480_url" varchar,
  	"sizes_avif480_width" numeric,
  	"sizes_avif480_height" numeric,
  	"sizes_avif480_mime_type" varchar,
  	"sizes_avif480_filesize" numeric,
  	"sizes_avif480_filename" varchar,
  	"sizes_webp480_url" varchar,
  	"sizes_webp480_width" numeric,
  	"sizes_webp480_height" numeric,
  	"sizes_webp480_mime_type" varchar,
  	"sizes_webp480_filesize" numeric,
  	"sizes_webp480_filename" varchar,
  	"sizes_avif960_url" varchar,
  	"sizes_avif960_width" numeric,
  	"sizes_avif960_height" numeric,
  	"sizes_avif960_mime_type" varchar,
  	"sizes_avif960_filesize" numeric,
  	"sizes_avif960_filename" varchar,
  	"sizes_webp960_url" varchar,
  	"sizes_webp960_width" numeric,
  	"sizes_webp960_height" numeric,
  	"sizes_webp960_mime_type" varchar,
  	"sizes_webp960_filesize" numeric,
  	"sizes_webp960_filename" varchar,
  	"sizes_avif1600_url" varchar,
  	"sizes_avif1600_width" numeric,
  	"sizes_avif1600_height" numeric,
  	"sizes_avif1600_mime_type" varchar,
  	"sizes_avif1600_filesize" numeric,
  	"sizes_avif1600_filename" varchar,
  	"sizes_webp1600_url" varchar,
  	"sizes_webp1600_width" numeric,
  	"sizes_webp1600_height" numeric,
  	"sizes_webp1600_mime_type" varchar,
  	"sizes_webp1600_filesize" numeric,
  	"sizes_webp1600_filename" varchar
  );
  
  CREATE TABLE "cms"."media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."news" ADD COLUMN "image_id" integer;
  ALTER TABLE "cms"."_news_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "cms"."documents_locales" ADD COLUMN "upload_id" integer;
  ALTER TABLE "cms"."_documents_v_locales" ADD COLUMN "version_upload_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "cms"."media_markets" ADD CONSTRAINT "media_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_markets_order_idx" ON "cms"."media_markets" USING btree ("order");
  CREATE INDEX "media_markets_parent_idx" ON "cms"."media_markets" USING btree ("parent_id");
  CREATE INDEX "media_markets_key_idx" ON "cms"."media" USING btree ("markets_key");
  CREATE INDEX "media_updated_at_idx" ON "cms"."media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "cms"."media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "cms"."media" USING btree ("filename");
  CREATE INDEX "media_sizes_avif480_sizes_avif480_filename_idx" ON "cms"."media" USING btree ("sizes_avif480_filename");
  CREATE INDEX "media_sizes_webp480_sizes_webp480_filename_idx" ON "cms"."media" USING btree ("sizes_webp480_filename");
  CREATE INDEX "media_sizes_avif960_sizes_avif960_filename_idx" ON "cms"."media" USING btree ("sizes_avif960_filename");
  CREATE INDEX "media_sizes_webp960_sizes_webp960_filename_idx" ON "cms"."media" USING btree ("sizes_webp960_filename");
  CREATE INDEX "media_sizes_avif1600_sizes_avif1600_filename_idx" ON "cms"."media" USING btree ("sizes_avif1600_filename");
  CREATE INDEX "media_sizes_webp1600_sizes_webp1600_filename_idx" ON "cms"."media" USING btree ("sizes_webp1600_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "cms"."media_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "cms"."news" ADD CONSTRAINT "news_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_news_v" ADD CONSTRAINT "_news_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."documents_locales" ADD CONSTRAINT "documents_locales_upload_id_media_id_fk" FOREIGN KEY ("upload_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_documents_v_locales" ADD CONSTRAINT "_documents_v_locales_version_upload_id_media_id_fk" FOREIGN KEY ("version_upload_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_image_idx" ON "cms"."news" USING btree ("image_id");
  CREATE INDEX "_news_v_version_version_image_idx" ON "cms"."_news_v" USING btree ("version_image_id");
  CREATE INDEX "documents_upload_idx" ON "cms"."documents_locales" USING btree ("upload_id","_locale");
  CREATE INDEX "_documents_v_version_version_upload_idx" ON "cms"."_documents_v_locales" USING btree ("version_upload_id","_locale");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("media_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."media_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."media_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."media_markets" CASCADE;
  DROP TABLE "cms"."media" CASCADE;
  DROP TABLE "cms"."media_locales" CASCADE;
  ALTER TABLE "cms"."news" DROP CONSTRAINT "news_image_id_media_id_fk";
  
  ALTER TABLE "cms"."_news_v" DROP CONSTRAINT "_news_v_version_image_id_media_id_fk";
  
  ALTER TABLE "cms"."documents_locales" DROP CONSTRAINT "documents_locales_upload_id_media_id_fk";
  
  ALTER TABLE "cms"."_documents_v_locales" DROP CONSTRAINT "_documents_v_locales_version_upload_id_media_id_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_fk";
  
  DROP INDEX "cms"."news_image_idx";
  DROP INDEX "cms"."_news_v_version_version_image_idx";
  DROP INDEX "cms"."documents_upload_idx";
  DROP INDEX "cms"."_documents_v_version_version_upload_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_media_id_idx";
  ALTER TABLE "cms"."news" DROP COLUMN "image_id";
  ALTER TABLE "cms"."_news_v" DROP COLUMN "version_image_id";
  ALTER TABLE "cms"."documents_locales" DROP COLUMN "upload_id";
  ALTER TABLE "cms"."_documents_v_locales" DROP COLUMN "version_upload_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "media_id";
  DROP TYPE "cms"."enum_media_markets";`)
}
