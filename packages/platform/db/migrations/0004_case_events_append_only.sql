-- Case events are the audit trail of pharmacovigilance data: no one changes or removes one,
-- whatever the application or a database user asks.
CREATE FUNCTION case_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'case_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER case_events_no_change BEFORE UPDATE OR DELETE ON case_events
  FOR EACH ROW EXECUTE FUNCTION case_events_append_only();
--> statement-breakpoint
CREATE TRIGGER case_events_no_truncate BEFORE TRUNCATE ON case_events
  FOR EACH STATEMENT EXECUTE FUNCTION case_events_append_only();
