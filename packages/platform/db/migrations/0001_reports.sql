CREATE TABLE "report_sequences" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "report_sequences_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"market" text NOT NULL,
	"locale" text NOT NULL,
	"schema_version" integer NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "reports_reference_unique" UNIQUE("reference"),
	CONSTRAINT "reports_kind_check" CHECK ("reports"."kind" in ('human', 'veterinary'))
);
--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at");