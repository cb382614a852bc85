CREATE TABLE "hk_expense_claim" (
	"claim_id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"dept_id" integer,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"total" numeric(15, 2) DEFAULT '0' NOT NULL,
	"tax_total" numeric(15, 2) DEFAULT '0' NOT NULL,
	"billable_total" numeric(15, 2) DEFAULT '0' NOT NULL,
	"instance_id" integer,
	"return_comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"paid_date" date,
	"payment_method" text,
	"payment_reference" text DEFAULT '' NOT NULL,
	"paid_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_expense_line" (
	"line_id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"expense_date" date NOT NULL,
	"expense_type" text NOT NULL,
	"expense_code" text DEFAULT '' NOT NULL,
	"project_id" integer,
	"billable" boolean DEFAULT false NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"exchange_rate" numeric(12, 6) DEFAULT '1' NOT NULL,
	"tax_amount" numeric(15, 2) DEFAULT '0' NOT NULL,
	"amount_cny" numeric(15, 2) NOT NULL,
	"tax_cny" numeric(15, 2) DEFAULT '0' NOT NULL,
	"description" text NOT NULL,
	"receipt_file_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"bill_id" integer
);
--> statement-breakpoint
CREATE INDEX "hk_expense_claim_applicant_idx" ON "hk_expense_claim" USING btree ("applicant_id","status");--> statement-breakpoint
CREATE INDEX "hk_expense_claim_status_idx" ON "hk_expense_claim" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "hk_expense_line_claim_idx" ON "hk_expense_line" USING btree ("claim_id","order_num");--> statement-breakpoint
CREATE INDEX "hk_expense_line_project_idx" ON "hk_expense_line" USING btree ("project_id","expense_date");--> statement-breakpoint
CREATE INDEX "hk_expense_line_unbilled_idx" ON "hk_expense_line" USING btree ("project_id") WHERE "hk_expense_line"."billable" = true and "hk_expense_line"."bill_id" is null;--> statement-breakpoint
-- Expense claims (decision 0032): the partner of the claim's case, the department head above the
-- limit (config expense.approval.headLimit) or for firm overhead, then finance.
INSERT INTO "wf_definition" ("business_type", "version", "name", "name_en", "steps")
SELECT 'expense', 1, '费用报销审批', 'Expense claim approval',
  '[{"key":"partner","name":"负责合伙人审批","nameEn":"Responsible partner","taskCode":90001,"approvers":{"type":"casePartner"},"mode":"any","when":{"fact":"hasCase","op":"eq","value":1}},{"key":"head","name":"部门负责人审批","nameEn":"Department head","taskCode":90012,"approvers":{"type":"departmentHead"},"mode":"any","when":{"fact":"needsHead","op":"eq","value":1}},{"key":"finance","name":"财务审核","nameEn":"Finance","taskCode":90013,"approvers":{"type":"finance"},"mode":"any"}]'::jsonb
WHERE NOT EXISTS (SELECT 1 FROM "wf_definition" WHERE "business_type" = 'expense');
--> statement-breakpoint
UPDATE "sys_dict_data" SET "remark" = CASE "dict_value"
  WHEN '1' THEN 'E109' WHEN '2' THEN 'E110' WHEN '3' THEN 'E111' WHEN '4' THEN 'E107'
  WHEN '5' THEN 'E101' WHEN '6' THEN 'E112' WHEN '7' THEN 'E110' WHEN '8' THEN 'E124' ELSE "remark" END
WHERE "dict_type" = 'hk_expense_type' AND "remark" = '';
