CREATE TABLE "second_factors" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"recovery_hashes" text[] DEFAULT '{}' NOT NULL,
	"last_step" integer
);
--> statement-breakpoint
CREATE TABLE "verified_sessions" (
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verified_sessions_user_id_session_id_pk" PRIMARY KEY("user_id","session_id")
);
