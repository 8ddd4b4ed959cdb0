CREATE TABLE "site_media_files" (
	"url" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_snapshots" (
	"market" text PRIMARY KEY NOT NULL,
	"taken_at" timestamp(6) with time zone NOT NULL,
	"content" text NOT NULL
);
