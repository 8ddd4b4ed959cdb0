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
ALTER TABLE "job_application_events" DROP CONSTRAINT "job_application_events_action_check";--> statement-breakpoint
ALTER TABLE "case_causality" DROP CONSTRAINT "case_causality_result_check";--> statement-breakpoint
ALTER TABLE "case_events" DROP CONSTRAINT "case_events_type_check";--> statement-breakpoint
ALTER TABLE "site_builds" ADD COLUMN "kind" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_builds" ADD COLUMN "rendered" text;--> statement-breakpoint
ALTER TABLE "follow_up_requests" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "case_coded_events" ADD CONSTRAINT "case_coded_events_report_id_cases_report_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."cases"("report_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_coded_events_report_idx" ON "case_coded_events" USING btree ("report_id","reaction","coded_at");--> statement-breakpoint
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_action_check" CHECK ("job_application_events"."action" in ('viewed', 'downloaded', 'previewed', 'status', 'note', 'mailed'));--> statement-breakpoint
ALTER TABLE "site_builds" ADD CONSTRAINT "site_builds_kind_check" CHECK ("site_builds"."kind" in ('all', 'news') and ("site_builds"."rendered" is null or "site_builds"."rendered" in ('all', 'news')));--> statement-breakpoint
ALTER TABLE "case_causality" ADD CONSTRAINT "case_causality_result_check" CHECK ("case_causality"."result" in ('certain', 'probable', 'possible', 'unlikely', 'conditional', 'unassessable', 'A', 'B', 'O1', 'O', 'N'));--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_type_check" CHECK ("case_events"."type" in ('received', 'status-changed', 'forwarded', 'follow-up-received', 'duplicate-flagged', 'duplicate-confirmed', 'duplicate-dismissed', 'clock-changed', 'assigned', 'seriousness-assessed', 'expectedness-assessed', 'reaction-coded', 'event-coded', 'event-removed', 'causality-assessed', 'narrative-edited', 'follow-up-requested', 'follow-up-request-answered', 'reporter-answered', 'viewed', 'e2b-downloaded', 'list-exported', 'deletion-due', 'deleted'));--> statement-breakpoint
-- hand-written: veterinary cases move to the veterinary clock, 30 days from day 0 serious or not (Regulation (EU) 2019/6,
-- Art. 76(2)); each moved case records the move on its timeline, as a follow-up's clock change does.
WITH "moved" AS (
	UPDATE "cases" SET "due_on" = "cases"."day_zero" + 30
	FROM (SELECT "report_id", "due_on" FROM "cases" WHERE "kind" = 'veterinary' AND "day_zero" IS NOT NULL AND "due_on" IS DISTINCT FROM "day_zero" + 30) AS "before"
	WHERE "cases"."report_id" = "before"."report_id"
	RETURNING "cases"."report_id", "cases"."reference", "cases"."day_zero", "before"."due_on" AS "due_from", "cases"."due_on" AS "due_to"
)
INSERT INTO "case_events" ("report_id", "reference", "actor", "type", "data")
SELECT "report_id", "reference", 'system', 'clock-changed', jsonb_build_object(
	'because', 'veterinary-clock', 'dayZero', jsonb_build_object('from', "day_zero", 'to', "day_zero"), 'dueOn', jsonb_build_object('from', "due_from", 'to', "due_to"))
FROM "moved";
