CREATE TABLE "site_builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"publishes" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"build_id" text,
	"error" text,
	CONSTRAINT "site_builds_status_check" CHECK ("site_builds"."status" in ('queued', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "site_builds_one_queued" ON "site_builds" USING btree ("market") WHERE "site_builds"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "site_builds_one_running" ON "site_builds" USING btree ("market") WHERE "site_builds"."status" = 'running';--> statement-breakpoint
CREATE INDEX "site_builds_market_idx" ON "site_builds" USING btree ("market","id");