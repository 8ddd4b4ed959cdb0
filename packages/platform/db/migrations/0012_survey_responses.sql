CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"received_on" date NOT NULL,
	"market" text NOT NULL,
	"locale" text NOT NULL,
	"respondent" text NOT NULL,
	"background" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"comment" text NOT NULL,
	"receipt_hash" text,
	CONSTRAINT "survey_responses_receipt_hash_unique" UNIQUE("receipt_hash")
);
--> statement-breakpoint
CREATE INDEX "survey_responses_market_idx" ON "survey_responses" USING btree ("market","received_on");