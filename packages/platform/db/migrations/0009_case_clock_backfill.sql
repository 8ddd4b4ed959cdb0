-- Cases opened before the clocks: the names as reported are unknown (the normalised ones stand in), and day 0 is the day of receipt.
UPDATE "cases" SET "suspect_names" = "suspects" WHERE "suspect_names" = '{}';--> statement-breakpoint
UPDATE "cases" SET "day_zero" = ("received_at" AT TIME ZONE 'Europe/Zagreb')::date WHERE "day_zero" IS NULL;--> statement-breakpoint
UPDATE "cases" SET "due_on" = "day_zero" + CASE WHEN "serious" THEN 15 ELSE 90 END WHERE "due_on" IS NULL;
