ALTER TABLE "site_builds" ADD COLUMN "kind" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_builds" ADD COLUMN "rendered" text;--> statement-breakpoint
ALTER TABLE "site_builds" ADD CONSTRAINT "site_builds_kind_check" CHECK ("site_builds"."kind" in ('all', 'news') and ("site_builds"."rendered" is null or "site_builds"."rendered" in ('all', 'news')));