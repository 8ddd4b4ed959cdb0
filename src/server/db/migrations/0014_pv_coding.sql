CREATE TABLE "case_coded_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"reaction" integer NOT NULL,
	"dictionary" text NOT NULL,
	"version" text NOT NULL,
	"llt_code" text NOT NULL,
	"llt_name" text NOT NULL,
	"pt_code" text NOT NULL,
	"pt_name" text NOT NULL,
	"soc_code" text NOT NULL,
	"soc_name" text NOT NULL,
	"criteria" text[] NOT NULL,
	"outcome" integer NOT NULL,
	"coded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_coded_events_outcome_check" CHECK ("case_coded_events"."outcome" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "dictionary_releases" (
	"dictionary" text NOT NULL,
	"version" text NOT NULL,
	"languages" text[] NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dictionary_releases_dictionary_version_pk" PRIMARY KEY("dictionary","version"),
	CONSTRAINT "dictionary_releases_dictionary_check" CHECK ("dictionary_releases"."dictionary" in ('meddra', 'veddra'))
);
--> statement-breakpoint
CREATE TABLE "dictionary_terms" (
	"dictionary" text NOT NULL,
	"version" text NOT NULL,
	"language" text NOT NULL,
	"llt_code" text NOT NULL,
	"llt_name" text NOT NULL,
	"pt_code" text NOT NULL,
	"pt_name" text NOT NULL,
	"soc_code" text NOT NULL,
	"soc_name" text NOT NULL,
	"current" boolean NOT NULL,
	"search" text NOT NULL,
	CONSTRAINT "dictionary_terms_dictionary_version_language_llt_code_pk" PRIMARY KEY("dictionary","version","language","llt_code")
);
--> statement-breakpoint
ALTER TABLE "case_events" DROP CONSTRAINT "case_events_type_check";--> statement-breakpoint
ALTER TABLE "case_coded_events" ADD CONSTRAINT "case_coded_events_report_id_cases_report_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."cases"("report_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_coded_events_report_idx" ON "case_coded_events" USING btree ("report_id","reaction","coded_at");--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_type_check" CHECK ("case_events"."type" in ('received', 'status-changed', 'forwarded', 'follow-up-received', 'duplicate-flagged', 'duplicate-confirmed', 'duplicate-dismissed', 'clock-changed', 'assigned', 'seriousness-assessed', 'expectedness-assessed', 'reaction-coded', 'event-coded', 'event-removed', 'causality-assessed', 'narrative-edited', 'follow-up-requested', 'follow-up-request-answered', 'viewed', 'e2b-downloaded', 'list-exported', 'deletion-due', 'deleted'));