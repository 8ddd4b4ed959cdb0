CREATE TABLE "site_builders" (
	"market" text NOT NULL,
	"server" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_builders_market_server_pk" PRIMARY KEY("market","server")
);
--> statement-breakpoint
CREATE TABLE "site_removals" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"collection" text NOT NULL,
	"document_id" integer NOT NULL,
	"title" text NOT NULL,
	"removed_by" text NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_builds" ADD COLUMN "left_out" jsonb;--> statement-breakpoint
CREATE INDEX "site_removals_collection_idx" ON "site_removals" USING btree ("collection","id");