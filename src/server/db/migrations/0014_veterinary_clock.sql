ALTER TABLE "case_causality" DROP CONSTRAINT "case_causality_result_check";--> statement-breakpoint
ALTER TABLE "case_causality" ADD CONSTRAINT "case_causality_result_check" CHECK ("case_causality"."result" in ('certain', 'probable', 'possible', 'unlikely', 'conditional', 'unassessable', 'A', 'B', 'O1', 'O', 'N'));--> statement-breakpoint
-- hand-written: veterinary cases move to the veterinary clock, 30 days from day 0 serious or not (Regulation (EU) 2019/6,
-- Art. 76(2)); each moved case records the move on its timeline, as a follow-up's clock change does.
WITH "moved" AS (
	UPDATE "cases" SET "due_on" = "cases"."day_zero" + 30
	FROM (SELECT "report_id", "due_on" FROM "cases" WHERE "kind" = 'veterinary' AND "day_zero" IS NOT NULL AND "due_on" IS DISTINCT FROM "day_zero" + 30) AS "before"
	WHERE "cases"."report_id" = "before"."report_id"
	RETURNING "cases"."report_id", "cases"."reference", "cases"."day_zero", "before"."due_on" AS "due_from", "cases"."due_on" AS "due_to"
)
INSERT INTO "case_events" ("report_id", "reference", "actor", "type", "data")
SELECT "report_id", "reference", 'system', 'clock-changed', jsonb_build_object(
	'because', 'veterinary-clock', 'dayZero', jsonb_build_object('from', "day_zero", 'to', "day_zero"), 'dueOn', jsonb_build_object('from', "due_from", 'to', "due_to"))
FROM "moved";
