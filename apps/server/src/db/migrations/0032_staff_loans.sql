CREATE TABLE "hk_expense_loan_repayment" (
	"repayment_id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"repaid_date" date NOT NULL,
	"method" text,
	"reference" text DEFAULT '' NOT NULL,
	"claim_id" integer,
	"recorded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hk_expense_loan" (
	"loan_id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"dept_id" integer,
	"purpose" text NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"expected_repay_date" date NOT NULL,
	"project_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"repaid_total" numeric(15, 2) DEFAULT '0' NOT NULL,
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
ALTER TABLE "hk_expense_claim" ADD COLUMN "loan_offset_total" numeric(15, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "hk_expense_loan_repayment_loan_idx" ON "hk_expense_loan_repayment" USING btree ("loan_id","repayment_id");--> statement-breakpoint
CREATE INDEX "hk_expense_loan_repayment_claim_idx" ON "hk_expense_loan_repayment" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "hk_expense_loan_applicant_idx" ON "hk_expense_loan" USING btree ("applicant_id","status");--> statement-breakpoint
CREATE INDEX "hk_expense_loan_status_idx" ON "hk_expense_loan" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "hk_expense_loan_project_idx" ON "hk_expense_loan" USING btree ("project_id","status");--> statement-breakpoint
-- Staff loans (decision 0041): the partner of the loan's case (161000), or the applicant's
-- department head when it is on no case (161002), then finance (161005); all open borrowDetail.
INSERT INTO "wf_definition" ("business_type", "version", "name", "name_en", "steps")
SELECT 'loan', 1, '借款审批', 'Loan approval',
  '[{"key":"partner","name":"负责合伙人审批","nameEn":"Responsible partner","taskCode":161000,"approvers":{"type":"casePartner"},"mode":"any","when":{"fact":"hasCase","op":"eq","value":1}},{"key":"head","name":"部门负责人审批","nameEn":"Department head","taskCode":161002,"approvers":{"type":"departmentHead"},"mode":"any","when":{"fact":"hasCase","op":"eq","value":0}},{"key":"finance","name":"财务审核","nameEn":"Finance","taskCode":161005,"approvers":{"type":"finance"},"mode":"any"}]'::jsonb
WHERE NOT EXISTS (SELECT 1 FROM "wf_definition" WHERE "business_type" = 'loan');
