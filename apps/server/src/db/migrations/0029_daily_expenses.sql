ALTER TABLE "hk_expense_claim" ADD COLUMN "kind" text DEFAULT 'claim' NOT NULL;--> statement-breakpoint
CREATE INDEX "hk_expense_claim_kind_idx" ON "hk_expense_claim" USING btree ("kind","created_at");--> statement-breakpoint
-- Daily expenses (decision 0038): the applicant's department head, then finance; both steps open
-- the daily expense's page (task code 90002, ifAudit=y).
INSERT INTO "wf_definition" ("business_type", "version", "name", "name_en", "steps")
SELECT 'dailyExpense', 1, '日常报销审批', 'Daily expense approval',
  '[{"key":"head","name":"部门负责人审批","nameEn":"Department head","taskCode":90002,"approvers":{"type":"departmentHead"},"mode":"any"},{"key":"finance","name":"财务审核","nameEn":"Finance","taskCode":90002,"approvers":{"type":"finance"},"mode":"any"}]'::jsonb
WHERE NOT EXISTS (SELECT 1 FROM "wf_definition" WHERE "business_type" = 'dailyExpense');
