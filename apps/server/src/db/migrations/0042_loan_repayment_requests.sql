CREATE TABLE "hk_expense_loan_repayment_request" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"method" text NOT NULL,
	"planned_date" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'approving' NOT NULL,
	"instance_id" integer,
	"return_comment" text DEFAULT '' NOT NULL,
	"repayment_id" integer,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "hk_expense_loan_repayment_request_loan_idx" ON "hk_expense_loan_repayment_request" USING btree ("loan_id","request_id");--> statement-breakpoint
CREATE INDEX "hk_expense_loan_repayment_request_instance_idx" ON "hk_expense_loan_repayment_request" USING btree ("instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hk_expense_loan_repayment_request_open_uq" ON "hk_expense_loan_repayment_request" USING btree ("loan_id") WHERE status in ('approving', 'sentBack');--> statement-breakpoint
-- Repayment requests (decision 0053): the partner of the loan's case (171000), or the borrower's
-- department head when it is on no case (171002), then finance (171005); all open borrowDetail.
INSERT INTO "wf_definition" ("business_type", "version", "name", "name_en", "steps")
SELECT 'loanRepayment', 1, '还款审批', 'Loan repayment approval',
  '[{"key":"partner","name":"负责合伙人审批","nameEn":"Responsible partner","taskCode":171000,"approvers":{"type":"casePartner"},"mode":"any","when":{"fact":"hasCase","op":"eq","value":1}},{"key":"head","name":"部门负责人审批","nameEn":"Department head","taskCode":171002,"approvers":{"type":"departmentHead"},"mode":"any","when":{"fact":"hasCase","op":"eq","value":0}},{"key":"finance","name":"财务确认还款","nameEn":"Finance confirms the repayment","taskCode":171005,"approvers":{"type":"finance"},"mode":"any"}]'::jsonb
WHERE NOT EXISTS (SELECT 1 FROM "wf_definition" WHERE "business_type" = 'loanRepayment');
