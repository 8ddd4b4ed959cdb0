CREATE TABLE "case_duplicates" (
	"report_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"state" text DEFAULT 'possible' NOT NULL,
	CONSTRAINT "case_duplicates_report_id_candidate_id_pk" PRIMARY KEY("report_id","candidate_id"),
	CONSTRAINT "case_duplicates_state_check" CHECK ("case_duplicates"."state" in ('possible', 'confirmed', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "case_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	CONSTRAINT "case_events_type_check" CHECK ("case_events"."type" in ('received', 'status-changed', 'forwarded', 'follow-up-received', 'duplicate-flagged', 'duplicate-confirmed', 'duplicate-dismissed', 'viewed', 'e2b-downloaded', 'list-exported', 'deletion-due', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"market" text NOT NULL,
	"kind" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"serious" boolean NOT NULL,
	"suspects" text[] NOT NULL,
	"reaction_start" date,
	"patient_initials" text,
	"patient_age" integer,
	"patient_sex" text,
	"reporter_contacts" text[] NOT NULL,
	"follow_up_of" uuid,
	"search_text" text NOT NULL,
	CONSTRAINT "cases_reference_unique" UNIQUE("reference"),
	CONSTRAINT "cases_status_check" CHECK ("cases"."status" in ('received', 'in-assessment', 'forwarded', 'closed', 'nullified'))
);
--> statement-breakpoint
CREATE TABLE "follow_up_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"report_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "case_duplicates" ADD CONSTRAINT "case_duplicates_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_duplicates" ADD CONSTRAINT "case_duplicates_candidate_id_reports_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_tokens" ADD CONSTRAINT "follow_up_tokens_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_events_report_idx" ON "case_events" USING btree ("report_id","at");--> statement-breakpoint
CREATE INDEX "cases_market_received_idx" ON "cases" USING btree ("market","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cases_follow_up_idx" ON "cases" USING btree ("follow_up_of");