CREATE TABLE "job_application_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text NOT NULL,
	"action" text NOT NULL,
	"detail" text,
	CONSTRAINT "job_application_events_action_check" CHECK ("job_application_events"."action" in ('viewed', 'downloaded', 'status', 'note'))
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"market" text NOT NULL,
	"locale" text NOT NULL,
	"opening_id" integer,
	"opening_title" text,
	"closes_on" date NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"cover_letter" text NOT NULL,
	"pool" boolean NOT NULL,
	"cv_file_name" text NOT NULL,
	"cv_kind" text NOT NULL,
	"cv_size" integer NOT NULL,
	"cv" "bytea" NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" in ('received', 'shortlisted', 'interview', 'rejected', 'hired')),
	CONSTRAINT "job_applications_cv_kind_check" CHECK ("job_applications"."cv_kind" in ('pdf', 'docx'))
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";--> statement-breakpoint
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_events_application_idx" ON "job_application_events" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "job_applications_market_idx" ON "job_applications" USING btree ("market","created_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('contact', 'report', 'report-summary', 'follow-up-request', 'staff', 'application'));