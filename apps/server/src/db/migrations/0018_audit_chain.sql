ALTER TABLE "sys_audit_log" ADD COLUMN "seal_seq" bigint;--> statement-breakpoint
ALTER TABLE "sys_audit_log" ADD COLUMN "seal_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_audit_log_seal_seq_uq" ON "sys_audit_log" USING btree ("seal_seq");--> statement-breakpoint
CREATE INDEX "sys_audit_log_unsealed_idx" ON "sys_audit_log" USING btree ("audit_id") WHERE "sys_audit_log"."seal_seq" is null;--> statement-breakpoint
-- The audit trail is append-only (decision 0027): a row may only be sealed, once; nothing else of
-- it changes, and no row is ever deleted. The hash chain catches whoever disables this trigger.
CREATE FUNCTION sys_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.seal_seq IS NULL AND NEW.seal_seq IS NOT NULL AND NEW.seal_hash IS NOT NULL
     AND (to_jsonb(NEW) - 'seal_seq' - 'seal_hash') = (to_jsonb(OLD) - 'seal_seq' - 'seal_hash') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'sys_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER sys_audit_log_append_only BEFORE UPDATE OR DELETE ON "sys_audit_log"
  FOR EACH ROW EXECUTE FUNCTION sys_audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER sys_audit_log_no_truncate BEFORE TRUNCATE ON "sys_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION sys_audit_log_append_only();
