CREATE TABLE "case_causality" (
	"report_id" uuid NOT NULL,
	"reaction" integer NOT NULL,
	"medicine" integer NOT NULL,
	"result" text NOT NULL,
	CONSTRAINT "case_causality_report_id_reaction_medicine_pk" PRIMARY KEY("report_id","reaction","medicine"),
	CONSTRAINT "case_causality_result_check" CHECK ("case_causality"."result" in ('certain', 'probable', 'possible', 'unlikely', 'conditional', 'unassessable'))
);
--> statement-breakpoint
CREATE TABLE "case_reaction_codes" (
	"report_id" uuid NOT NULL,
	"reaction" integer NOT NULL,
	"meddra_version" text NOT NULL,
	"llt_code" text NOT NULL,
	"llt_term" text NOT NULL,
	CONSTRAINT "case_reaction_codes_report_id_reaction_pk" PRIMARY KEY("report_id","reaction")
);
--> statement-breakpoint
CREATE TABLE "follow_up_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"question" text NOT NULL,
	"asked_by" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";--> statement-breakpoint
ALTER TABLE "case_events" DROP CONSTRAINT "case_events_type_check";--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "suspect_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "day_zero" date;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "assignee" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "expectedness" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "narrative" text;--> statement-breakpoint
ALTER TABLE "case_causality" ADD CONSTRAINT "case_causality_report_id_cases_report_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."cases"("report_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reaction_codes" ADD CONSTRAINT "case_reaction_codes_report_id_cases_report_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."cases"("report_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_requests" ADD CONSTRAINT "follow_up_requests_report_id_cases_report_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."cases"("report_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_requests" ADD CONSTRAINT "follow_up_requests_answered_by_cases_report_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."cases"("report_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_up_requests_report_idx" ON "follow_up_requests" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "cases_market_due_idx" ON "cases" USING btree ("market","due_on");--> statement-breakpoint
CREATE INDEX "cases_assignee_idx" ON "cases" USING btree ("assignee");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('contact', 'report', 'report-summary', 'follow-up-request', 'staff'));--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_type_check" CHECK ("case_events"."type" in ('received', 'status-changed', 'forwarded', 'follow-up-received', 'duplicate-flagged', 'duplicate-confirmed', 'duplicate-dismissed', 'clock-changed', 'assigned', 'seriousness-assessed', 'expectedness-assessed', 'reaction-coded', 'causality-assessed', 'narrative-edited', 'follow-up-requested', 'follow-up-request-answered', 'viewed', 'e2b-downloaded', 'list-exported', 'deletion-due', 'deleted'));--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_expectedness_check" CHECK ("cases"."expectedness" in ('listed', 'unlisted'));