import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."_locales" AS ENUM('hr', 'sl', 'bs', 'en');
  CREATE TYPE "cms"."enum_pages_market" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "cms"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__pages_v_version_market" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "cms"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__pages_v_published_locale" AS ENUM('hr', 'sl', 'bs', 'en');
  CREATE TYPE "cms"."enum_news_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "cms"."enum_news_categories" AS ENUM('company', 'quality', 'logistics', 'education', 'events', 'clinical-trials', 'animal-health');
  CREATE TYPE "cms"."enum_news_kind" AS ENUM('news', 'event');
  CREATE TYPE "cms"."enum_news_cover" AS ENUM('warehouse', 'certificate', 'fleet', 'congress', 'training', 'anniversary', 'none');
  CREATE TYPE "cms"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__news_v_version_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "cms"."enum__news_v_version_categories" AS ENUM('company', 'quality', 'logistics', 'education', 'events', 'clinical-trials', 'animal-health');
  CREATE TYPE "cms"."enum__news_v_version_kind" AS ENUM('news', 'event');
  CREATE TYPE "cms"."enum__news_v_version_cover" AS ENUM('warehouse', 'certificate', 'fleet', 'congress', 'training', 'anniversary', 'none');
  CREATE TYPE "cms"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__news_v_published_locale" AS ENUM('hr', 'sl', 'bs', 'en');
  CREATE TYPE "cms"."enum_company_market" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "cms"."enum_company_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__company_v_version_market" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "cms"."enum__company_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__company_v_published_locale" AS ENUM('hr', 'sl', 'bs', 'en');
  CREATE TYPE "cms"."enum_users_markets" AS ENUM('cro', 'slo', 'bih');
  CREATE TYPE "cms"."enum_users_role" AS ENUM('admin', 'editor', 'pharmacovigilance');
  CREATE TABLE "cms"."pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"route_key" varchar,
  	"market" "cms"."enum_pages_market",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."pages_locales" (
  	"title" varchar,
  	"description" varchar,
  	"summary" varchar,
  	"sections" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_route_key" varchar,
  	"version_market" "cms"."enum__pages_v_version_market",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_pages_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_summary" varchar,
  	"version_sections" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."news_markets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_news_markets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."news_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_news_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "cms"."enum_news_kind" DEFAULT 'news',
  	"date" timestamp(3) with time zone,
  	"event_start" timestamp(3) with time zone,
  	"event_end" timestamp(3) with time zone,
  	"cover" "cms"."enum_news_cover" DEFAULT 'none',
  	"markets_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."news_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"excerpt" varchar,
  	"body" varchar,
  	"place" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."news_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer
  );
  
  CREATE TABLE "cms"."_news_v_version_markets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__news_v_version_markets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_news_v_version_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__news_v_version_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "cms"."enum__news_v_version_kind" DEFAULT 'news',
  	"version_date" timestamp(3) with time zone,
  	"version_event_start" timestamp(3) with time zone,
  	"version_event_end" timestamp(3) with time zone,
  	"version_cover" "cms"."enum__news_v_version_cover" DEFAULT 'none',
  	"version_markets_key" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__news_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_news_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_excerpt" varchar,
  	"version_body" varchar,
  	"version_place" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_news_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer
  );
  
  CREATE TABLE "cms"."company_directory" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"mail" varchar,
  	"mail2" varchar,
  	"tel" varchar,
  	"selectable" boolean
  );
  
  CREATE TABLE "cms"."company" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"market" "cms"."enum_company_market",
  	"email" varchar,
  	"phone" varchar,
  	"address" varchar,
  	"data_protection_officer_name" varchar,
  	"data_protection_officer_email" varchar,
  	"careers_email" varchar,
  	"registration_legal_name" varchar,
  	"registration_seat" varchar,
  	"registration_court" varchar,
  	"registration_registration_number" varchar,
  	"registration_tax_id" varchar,
  	"registration_share_capital" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_company_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."company_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."_company_v_version_directory" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"mail" varchar,
  	"mail2" varchar,
  	"tel" varchar,
  	"selectable" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_company_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_market" "cms"."enum__company_v_version_market",
  	"version_email" varchar,
  	"version_phone" varchar,
  	"version_address" varchar,
  	"version_data_protection_officer_name" varchar,
  	"version_data_protection_officer_email" varchar,
  	"version_careers_email" varchar,
  	"version_registration_legal_name" varchar,
  	"version_registration_seat" varchar,
  	"version_registration_court" varchar,
  	"version_registration_registration_number" varchar,
  	"version_registration_tax_id" varchar,
  	"version_registration_share_capital" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__company_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__company_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_company_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."users_markets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_users_markets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "cms"."users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"role" "cms"."enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"news_id" integer,
  	"company_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "cms"."payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "cms"."payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "cms"."pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."news_markets" ADD CONSTRAINT "news_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."news_categories" ADD CONSTRAINT "news_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."news_rels" ADD CONSTRAINT "news_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "cms"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_news_v_version_markets" ADD CONSTRAINT "_news_v_version_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_news_v_version_categories" ADD CONSTRAINT "_news_v_version_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_news_v_rels" ADD CONSTRAINT "_news_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_news_v_rels" ADD CONSTRAINT "_news_v_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "cms"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."company_directory" ADD CONSTRAINT "company_directory_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."company_texts" ADD CONSTRAINT "company_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_company_v_version_directory" ADD CONSTRAINT "_company_v_version_directory_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_company_v" ADD CONSTRAINT "_company_v_parent_id_company_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."company"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_company_v_texts" ADD CONSTRAINT "_company_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."users_markets" ADD CONSTRAINT "users_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "cms"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_fk" FOREIGN KEY ("company_id") REFERENCES "cms"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_route_key_idx" ON "cms"."pages" USING btree ("route_key");
  CREATE INDEX "pages_updated_at_idx" ON "cms"."pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "cms"."pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "cms"."pages" USING btree ("_status");
  CREATE UNIQUE INDEX "routeKey_market_idx" ON "cms"."pages" USING btree ("route_key","market");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "cms"."pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "cms"."_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_route_key_idx" ON "cms"."_pages_v" USING btree ("version_route_key");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "cms"."_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "cms"."_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "cms"."_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "cms"."_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "cms"."_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "cms"."_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "cms"."_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "cms"."_pages_v" USING btree ("latest");
  CREATE INDEX "version_routeKey_version_market_idx" ON "cms"."_pages_v" USING btree ("version_route_key","version_market");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "cms"."_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news_markets_order_idx" ON "cms"."news_markets" USING btree ("order");
  CREATE INDEX "news_markets_parent_idx" ON "cms"."news_markets" USING btree ("parent_id");
  CREATE INDEX "news_categories_order_idx" ON "cms"."news_categories" USING btree ("order");
  CREATE INDEX "news_categories_parent_idx" ON "cms"."news_categories" USING btree ("parent_id");
  CREATE INDEX "news_markets_key_idx" ON "cms"."news" USING btree ("markets_key");
  CREATE INDEX "news_updated_at_idx" ON "cms"."news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "cms"."news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "cms"."news" USING btree ("_status");
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "cms"."news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news_rels_order_idx" ON "cms"."news_rels" USING btree ("order");
  CREATE INDEX "news_rels_parent_idx" ON "cms"."news_rels" USING btree ("parent_id");
  CREATE INDEX "news_rels_path_idx" ON "cms"."news_rels" USING btree ("path");
  CREATE INDEX "news_rels_news_id_idx" ON "cms"."news_rels" USING btree ("news_id");
  CREATE INDEX "_news_v_version_markets_order_idx" ON "cms"."_news_v_version_markets" USING btree ("order");
  CREATE INDEX "_news_v_version_markets_parent_idx" ON "cms"."_news_v_version_markets" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_categories_order_idx" ON "cms"."_news_v_version_categories" USING btree ("order");
  CREATE INDEX "_news_v_version_categories_parent_idx" ON "cms"."_news_v_version_categories" USING btree ("parent_id");
  CREATE INDEX "_news_v_parent_idx" ON "cms"."_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_markets_key_idx" ON "cms"."_news_v" USING btree ("version_markets_key");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "cms"."_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "cms"."_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "cms"."_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "cms"."_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "cms"."_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_snapshot_idx" ON "cms"."_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "cms"."_news_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_latest_idx" ON "cms"."_news_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "cms"."_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_v_rels_order_idx" ON "cms"."_news_v_rels" USING btree ("order");
  CREATE INDEX "_news_v_rels_parent_idx" ON "cms"."_news_v_rels" USING btree ("parent_id");
  CREATE INDEX "_news_v_rels_path_idx" ON "cms"."_news_v_rels" USING btree ("path");
  CREATE INDEX "_news_v_rels_news_id_idx" ON "cms"."_news_v_rels" USING btree ("news_id");
  CREATE INDEX "company_directory_order_idx" ON "cms"."company_directory" USING btree ("_order");
  CREATE INDEX "company_directory_parent_id_idx" ON "cms"."company_directory" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_market_idx" ON "cms"."company" USING btree ("market");
  CREATE INDEX "company_updated_at_idx" ON "cms"."company" USING btree ("updated_at");
  CREATE INDEX "company_created_at_idx" ON "cms"."company" USING btree ("created_at");
  CREATE INDEX "company__status_idx" ON "cms"."company" USING btree ("_status");
  CREATE INDEX "company_texts_order_parent" ON "cms"."company_texts" USING btree ("order","parent_id");
  CREATE INDEX "_company_v_version_directory_order_idx" ON "cms"."_company_v_version_directory" USING btree ("_order");
  CREATE INDEX "_company_v_version_directory_parent_id_idx" ON "cms"."_company_v_version_directory" USING btree ("_parent_id");
  CREATE INDEX "_company_v_parent_idx" ON "cms"."_company_v" USING btree ("parent_id");
  CREATE INDEX "_company_v_version_version_market_idx" ON "cms"."_company_v" USING btree ("version_market");
  CREATE INDEX "_company_v_version_version_updated_at_idx" ON "cms"."_company_v" USING btree ("version_updated_at");
  CREATE INDEX "_company_v_version_version_created_at_idx" ON "cms"."_company_v" USING btree ("version_created_at");
  CREATE INDEX "_company_v_version_version__status_idx" ON "cms"."_company_v" USING btree ("version__status");
  CREATE INDEX "_company_v_created_at_idx" ON "cms"."_company_v" USING btree ("created_at");
  CREATE INDEX "_company_v_updated_at_idx" ON "cms"."_company_v" USING btree ("updated_at");
  CREATE INDEX "_company_v_snapshot_idx" ON "cms"."_company_v" USING btree ("snapshot");
  CREATE INDEX "_company_v_published_locale_idx" ON "cms"."_company_v" USING btree ("published_locale");
  CREATE INDEX "_company_v_latest_idx" ON "cms"."_company_v" USING btree ("latest");
  CREATE INDEX "_company_v_texts_order_parent" ON "cms"."_company_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "users_markets_order_idx" ON "cms"."users_markets" USING btree ("order");
  CREATE INDEX "users_markets_parent_idx" ON "cms"."users_markets" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "cms"."users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "cms"."users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "cms"."users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "cms"."users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "cms"."users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "cms"."payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "cms"."payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "cms"."payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "cms"."payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "cms"."payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "cms"."payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "cms"."payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_company_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("company_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "cms"."payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "cms"."payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "cms"."payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "cms"."payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "cms"."payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "cms"."payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "cms"."payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "cms"."payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "cms"."payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."pages" CASCADE;
  DROP TABLE "cms"."pages_locales" CASCADE;
  DROP TABLE "cms"."_pages_v" CASCADE;
  DROP TABLE "cms"."_pages_v_locales" CASCADE;
  DROP TABLE "cms"."news_markets" CASCADE;
  DROP TABLE "cms"."news_categories" CASCADE;
  DROP TABLE "cms"."news" CASCADE;
  DROP TABLE "cms"."news_locales" CASCADE;
  DROP TABLE "cms"."news_rels" CASCADE;
  DROP TABLE "cms"."_news_v_version_markets" CASCADE;
  DROP TABLE "cms"."_news_v_version_categories" CASCADE;
  DROP TABLE "cms"."_news_v" CASCADE;
  DROP TABLE "cms"."_news_v_locales" CASCADE;
  DROP TABLE "cms"."_news_v_rels" CASCADE;
  DROP TABLE "cms"."company_directory" CASCADE;
  DROP TABLE "cms"."company" CASCADE;
  DROP TABLE "cms"."company_texts" CASCADE;
  DROP TABLE "cms"."_company_v_version_directory" CASCADE;
  DROP TABLE "cms"."_company_v" CASCADE;
  DROP TABLE "cms"."_company_v_texts" CASCADE;
  DROP TABLE "cms"."users_markets" CASCADE;
  DROP TABLE "cms"."users_sessions" CASCADE;
  DROP TABLE "cms"."users" CASCADE;
  DROP TABLE "cms"."payload_kv" CASCADE;
  DROP TABLE "cms"."payload_locked_documents" CASCADE;
  DROP TABLE "cms"."payload_locked_documents_rels" CASCADE;
  DROP TABLE "cms"."payload_preferences" CASCADE;
  DROP TABLE "cms"."payload_preferences_rels" CASCADE;
  DROP TABLE "cms"."payload_migrations" CASCADE;
  DROP TYPE "cms"."_locales";
  DROP TYPE "cms"."enum_pages_market";
  DROP TYPE "cms"."enum_pages_status";
  DROP TYPE "cms"."enum__pages_v_version_market";
  DROP TYPE "cms"."enum__pages_v_version_status";
  DROP TYPE "cms"."enum__pages_v_published_locale";
  DROP TYPE "cms"."enum_news_markets";
  DROP TYPE "cms"."enum_news_categories";
  DROP TYPE "cms"."enum_news_kind";
  DROP TYPE "cms"."enum_news_cover";
  DROP TYPE "cms"."enum_news_status";
  DROP TYPE "cms"."enum__news_v_version_markets";
  DROP TYPE "cms"."enum__news_v_version_categories";
  DROP TYPE "cms"."enum__news_v_version_kind";
  DROP TYPE "cms"."enum__news_v_version_cover";
  DROP TYPE "cms"."enum__news_v_version_status";
  DROP TYPE "cms"."enum__news_v_published_locale";
  DROP TYPE "cms"."enum_company_market";
  DROP TYPE "cms"."enum_company_status";
  DROP TYPE "cms"."enum__company_v_version_market";
  DROP TYPE "cms"."enum__company_v_version_status";
  DROP TYPE "cms"."enum__company_v_published_locale";
  DROP TYPE "cms"."enum_users_markets";
  DROP TYPE "cms"."enum_users_role";`)
}
