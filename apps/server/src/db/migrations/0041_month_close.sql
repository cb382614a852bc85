CREATE TABLE "hk_month_close" (
	"month" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_month_project_data" (
	"row_id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"project_id" integer NOT NULL,
	"client_id" integer,
	"office_id" integer,
	"partner_id" integer,
	"practice_area" text,
	"dept_id" integer,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hk_month_project_data_month_idx" ON "hk_month_project_data" USING btree ("month");--> statement-breakpoint
CREATE INDEX "hk_month_project_data_project_idx" ON "hk_month_project_data" USING btree ("project_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "hk_month_project_data_key_idx" ON "hk_month_project_data" USING btree ("month","project_id","client_id","office_id","partner_id");--> statement-breakpoint
-- The month lock (decision 0054): nothing dated in a closed month, or before it, may enter the
-- income ledger, leave it or change its figures or attribution. The services date their movements
-- today; this is the guarantee for the one movement finance may date (an allocation's day) and for
-- whatever else writes these tables. Each check reads the newest committed close (a volatile
-- function's statements each take a fresh snapshot), and closing takes SHARE locks on these tables,
-- so a movement is either in the close's snapshot or refused after it.
CREATE FUNCTION hk_refuse_closed_day(day date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  last_closed text := (SELECT max("month") FROM "hk_month_close");
BEGIN
  IF day IS NOT NULL AND last_closed IS NOT NULL AND to_char(day, 'YYYY-MM') <= last_closed THEN
    RAISE EXCEPTION 'month % is closed', to_char(day, 'YYYY-MM')
      USING ERRCODE = 'VC001', DETAIL = to_char(day, 'YYYY-MM');
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION hk_bill_month_lock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.number IS NOT NULL AND OLD.status NOT IN ('draft', 'approving'),
      OLD.bill_date, OLD.total, OLD.total_cny, OLD.exchange_rate, OLD.currency,
      OLD.project_id, OLD.client_id, OLD.office_id, OLD.partner_id)
    IS NOT DISTINCT FROM (NEW.number IS NOT NULL AND NEW.status NOT IN ('draft', 'approving'),
      NEW.bill_date, NEW.total, NEW.total_cny, NEW.exchange_rate, NEW.currency,
      NEW.project_id, NEW.client_id, NEW.office_id, NEW.partner_id) THEN
    RETURN NEW;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.number IS NOT NULL AND OLD.status NOT IN ('draft', 'approving') THEN
    PERFORM hk_refuse_closed_day(OLD.bill_date);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.number IS NOT NULL AND NEW.status NOT IN ('draft', 'approving') THEN
    PERFORM hk_refuse_closed_day(NEW.bill_date);
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE FUNCTION hk_credit_note_month_lock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status = 'issued', OLD.credit_date, OLD.amount, OLD.bill_id)
    IS NOT DISTINCT FROM (NEW.status = 'issued', NEW.credit_date, NEW.amount, NEW.bill_id) THEN
    RETURN NEW;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status = 'issued' THEN PERFORM hk_refuse_closed_day(OLD.credit_date); END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'issued' THEN PERFORM hk_refuse_closed_day(NEW.credit_date); END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE FUNCTION hk_write_off_month_lock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status = 'done', OLD.write_off_date, OLD.amount, OLD.bill_id)
    IS NOT DISTINCT FROM (NEW.status = 'done', NEW.write_off_date, NEW.amount, NEW.bill_id) THEN
    RETURN NEW;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status = 'done' THEN PERFORM hk_refuse_closed_day(OLD.write_off_date); END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'done' THEN PERFORM hk_refuse_closed_day(NEW.write_off_date); END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
-- An allocation is two movements: itself (its day) and, once reversed, its reversal (that day).
CREATE FUNCTION hk_allocation_month_lock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.allocated_on, OLD.amount, OLD.fx_difference_cny, OLD.bill_id, OLD.receipt_id)
      IS DISTINCT FROM (NEW.allocated_on, NEW.amount, NEW.fx_difference_cny, NEW.bill_id, NEW.receipt_id) THEN
      PERFORM hk_refuse_closed_day(OLD.allocated_on);
      PERFORM hk_refuse_closed_day(NEW.allocated_on);
      PERFORM hk_refuse_closed_day(OLD.reversed_on);
      PERFORM hk_refuse_closed_day(NEW.reversed_on);
    ELSIF OLD.reversed_on IS DISTINCT FROM NEW.reversed_on THEN
      PERFORM hk_refuse_closed_day(OLD.reversed_on);
      PERFORM hk_refuse_closed_day(NEW.reversed_on);
    END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM hk_refuse_closed_day(OLD.allocated_on);
    PERFORM hk_refuse_closed_day(OLD.reversed_on);
    RETURN OLD;
  END IF;
  PERFORM hk_refuse_closed_day(NEW.allocated_on);
  PERFORM hk_refuse_closed_day(NEW.reversed_on);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A withholding rule's closed months (its part up to the last closed month) are fixed: a rule
-- may still be ended or changed from the first open month on.
CREATE FUNCTION hk_withholding_rule_month_lock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_closed text := (SELECT max("month") FROM "hk_month_close");
  old_part text;
  new_part text;
BEGIN
  IF last_closed IS NULL THEN RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END; END IF;
  IF TG_OP <> 'INSERT' AND OLD.from_month <= last_closed THEN
    old_part := concat_ws('|', OLD.kind, OLD.partner_id, OLD.rate, OLD.from_month,
      least(coalesce(OLD.to_month, '9999-12'), last_closed));
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.from_month <= last_closed THEN
    new_part := concat_ws('|', NEW.kind, NEW.partner_id, NEW.rate, NEW.from_month,
      least(coalesce(NEW.to_month, '9999-12'), last_closed));
  END IF;
  IF old_part IS DISTINCT FROM new_part THEN
    RAISE EXCEPTION 'month % is closed', last_closed USING ERRCODE = 'VC001', DETAIL = last_closed;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER hk_bill_month_lock BEFORE INSERT OR UPDATE OR DELETE ON "hk_bill"
  FOR EACH ROW EXECUTE FUNCTION hk_bill_month_lock();
--> statement-breakpoint
CREATE TRIGGER hk_credit_note_month_lock BEFORE INSERT OR UPDATE OR DELETE ON "hk_credit_note"
  FOR EACH ROW EXECUTE FUNCTION hk_credit_note_month_lock();
--> statement-breakpoint
CREATE TRIGGER hk_write_off_month_lock BEFORE INSERT OR UPDATE OR DELETE ON "hk_bill_write_off"
  FOR EACH ROW EXECUTE FUNCTION hk_write_off_month_lock();
--> statement-breakpoint
CREATE TRIGGER hk_allocation_month_lock BEFORE INSERT OR UPDATE OR DELETE ON "hk_receipt_allocation"
  FOR EACH ROW EXECUTE FUNCTION hk_allocation_month_lock();
--> statement-breakpoint
CREATE TRIGGER hk_withholding_rule_month_lock BEFORE INSERT OR UPDATE OR DELETE ON "hk_withholding_rule"
  FOR EACH ROW EXECUTE FUNCTION hk_withholding_rule_month_lock();
--> statement-breakpoint
-- 报表 › 月度数据 (spec month/list) with 结账 on the menus of a firm seeded before it; a new
-- database gets the same rows from menus.seed.ts and roles.seed.ts after its migrations.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT report."menu_id", '月度数据', 'Monthly data', 'C',
  1 + (SELECT coalesce(max(c."order_num"), 0) FROM "sys_menu" c WHERE c."parent_id" = report."menu_id"),
  'month/list', 'report/month/list/index', 'report:month:list', 58
FROM "sys_menu" report
WHERE report."menu_type" = 'M' AND report."path" = 'report' AND report."parent_id" = 0
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = 'report:month:list');
--> statement-breakpoint
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "perms")
SELECT page."menu_id", '结账', 'Close a month', 'F', 1, 'report:month:close'
FROM "sys_menu" page
WHERE page."perms" = 'report:month:list' AND page."menu_type" = 'C'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = 'report:month:close');
--> statement-breakpoint
WITH grants(role_key, menu) AS (VALUES ('finance', 'report:month:list'), ('finance', 'report:month:close'))
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT r."role_id", m."menu_id"
FROM grants g
JOIN "sys_role" r ON r."role_key" = g.role_key
JOIN "sys_menu" m ON m."perms" = g.menu
ON CONFLICT DO NOTHING;
