import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_company_certificates_key" AS ENUM('iso-9001', 'iso-14001', 'gdp', 'gmp');
  CREATE TYPE "cms"."enum__company_v_version_certificates_key" AS ENUM('iso-9001', 'iso-14001', 'gdp', 'gmp');
  CREATE TABLE "cms"."company_registration_bank_accounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"iban" varchar,
  	"bank" varchar
  );
  
  CREATE TABLE "cms"."company_certificates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"issuer" varchar,
  	"issued" varchar,
  	"valid_until" varchar,
  	"key" "cms"."enum_company_certificates_key",
  	"name" varchar
  );
  
  CREATE TABLE "cms"."_company_v_version_registration_bank_accounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"iban" varchar,
  	"bank" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_company_v_version_certificates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"issuer" varchar,
  	"issued" varchar,
  	"valid_until" varchar,
  	"key" "cms"."enum__company_v_version_certificates_key",
  	"name" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "cms"."company" ADD COLUMN "registration_registration_number_name" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "registration_registration_number_value" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "registration_tax_id_name" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "registration_tax_id_value" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "registration_wholesale_licence_number" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "registration_wholesale_licence_issuer" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "registration_wholesale_licence_issued" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "registration_wholesale_licence_valid_until" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "pharmacovigilance_email" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "pharmacovigilance_phone" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "service_line" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "orders_email" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "orders_phone" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "orders_hours" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "orders_cut_off" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "orders_same_day_cut_off" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "press_name" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "press_email" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "press_phone" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_registration_registration_number_name" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_registration_registration_number_value" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_registration_tax_id_name" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_registration_tax_id_value" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_registration_wholesale_licence_number" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_registration_wholesale_licence_issuer" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_registration_wholesale_licence_issued" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_registration_wholesale_licence_valid_until" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_pharmacovigilance_email" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_pharmacovigilance_phone" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_service_line" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_orders_email" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_orders_phone" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_orders_hours" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_orders_cut_off" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_orders_same_day_cut_off" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_press_name" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_press_email" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_press_phone" varchar;
  ALTER TABLE "cms"."company_registration_bank_accounts" ADD CONSTRAINT "company_registration_bank_accounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."company_certificates" ADD CONSTRAINT "company_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_company_v_version_registration_bank_accounts" ADD CONSTRAINT "_company_v_version_registration_bank_accounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_company_v_version_certificates" ADD CONSTRAINT "_company_v_version_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "company_registration_bank_accounts_order_idx" ON "cms"."company_registration_bank_accounts" USING btree ("_order");
  CREATE INDEX "company_registration_bank_accounts_parent_id_idx" ON "cms"."company_registration_bank_accounts" USING btree ("_parent_id");
  CREATE INDEX "company_certificates_order_idx" ON "cms"."company_certificates" USING btree ("_order");
  CREATE INDEX "company_certificates_parent_id_idx" ON "cms"."company_certificates" USING btree ("_parent_id");
  CREATE INDEX "_company_v_version_registration_bank_accounts_order_idx" ON "cms"."_company_v_version_registration_bank_accounts" USING btree ("_order");
  CREATE INDEX "_company_v_version_registration_bank_accounts_parent_id_idx" ON "cms"."_company_v_version_registration_bank_accounts" USING btree ("_parent_id");
  CREATE INDEX "_company_v_version_certificates_order_idx" ON "cms"."_company_v_version_certificates" USING btree ("_order");
  CREATE INDEX "_company_v_version_certificates_parent_id_idx" ON "cms"."_company_v_version_certificates" USING btree ("_parent_id");
  ALTER TABLE "cms"."company" DROP COLUMN "registration_registration_number";
  ALTER TABLE "cms"."company" DROP COLUMN "registration_tax_id";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_registration_registration_number";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_registration_tax_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."company_registration_bank_accounts" CASCADE;
  DROP TABLE "cms"."company_certificates" CASCADE;
  DROP TABLE "cms"."_company_v_version_registration_bank_accounts" CASCADE;
  DROP TABLE "cms"."_company_v_version_certificates" CASCADE;
  ALTER TABLE "cms"."company" ADD COLUMN "registration_registration_number" varchar;
  ALTER TABLE "cms"."company" ADD COLUMN "registration_tax_id" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_registration_registration_number" varchar;
  ALTER TABLE "cms"."_company_v" ADD COLUMN "version_registration_tax_id" varchar;
  ALTER TABLE "cms"."company" DROP COLUMN "registration_registration_number_name";
  ALTER TABLE "cms"."company" DROP COLUMN "registration_registration_number_value";
  ALTER TABLE "cms"."company" DROP COLUMN "registration_tax_id_name";
  ALTER TABLE "cms"."company" DROP COLUMN "registration_tax_id_value";
  ALTER TABLE "cms"."company" DROP COLUMN "registration_wholesale_licence_number";
  ALTER TABLE "cms"."company" DROP COLUMN "registration_wholesale_licence_issuer";
  ALTER TABLE "cms"."company" DROP COLUMN "registration_wholesale_licence_issued";
  ALTER TABLE "cms"."company" DROP COLUMN "registration_wholesale_licence_valid_until";
  ALTER TABLE "cms"."company" DROP COLUMN "pharmacovigilance_email";
  ALTER TABLE "cms"."company" DROP COLUMN "pharmacovigilance_phone";
  ALTER TABLE "cms"."company" DROP COLUMN "service_line";
  ALTER TABLE "cms"."company" DROP COLUMN "orders_email";
  ALTER TABLE "cms"."company" DROP COLUMN "orders_phone";
  ALTER TABLE "cms"."company" DROP COLUMN "orders_hours";
  ALTER TABLE "cms"."company" DROP COLUMN "orders_cut_off";
  ALTER TABLE "cms"."company" DROP COLUMN "orders_same_day_cut_off";
  ALTER TABLE "cms"."company" DROP COLUMN "press_name";
  ALTER TABLE "cms"."company" DROP COLUMN "press_email";
  ALTER TABLE "cms"."company" DROP COLUMN "press_phone";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_registration_registration_number_name";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_registration_registration_number_value";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_registration_tax_id_name";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_registration_tax_id_value";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_registration_wholesale_licence_number";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_registration_wholesale_licence_issuer";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_registration_wholesale_licence_issued";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_registration_wholesale_licence_valid_until";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_pharmacovigilance_email";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_pharmacovigilance_phone";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_service_line";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_orders_email";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_orders_phone";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_orders_hours";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_orders_cut_off";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_orders_same_day_cut_off";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_press_name";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_press_email";
  ALTER TABLE "cms"."_company_v" DROP COLUMN "version_press_phone";
  DROP TYPE "cms"."enum_company_certificates_key";
  DROP TYPE "cms"."enum__company_v_version_certificates_key";`)
}
