CREATE TABLE "hk_fee_agreement_reminder" (
	"agreement_id" integer NOT NULL,
	"expires_on" date NOT NULL,
	"task_code" integer NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hk_fee_agreement" (
	"agreement_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"signed_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"instance_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_fee_arrangement_rate" (
	"arrangement_id" integer NOT NULL,
	"level" text NOT NULL,
	"rate" numeric(15, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hk_fee_arrangement" (
	"arrangement_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"version" integer NOT NULL,
	"effective_from" date NOT NULL,
	"fee_type" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(15, 2),
	"contingency_rate" numeric(5, 2),
	"contingency_basis" text DEFAULT '' NOT NULL,
	"discount_percent" numeric(5, 2),
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_fee_milestone" (
	"milestone_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"due_date" date,
	"order_num" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_level_rate" (
	"level_rate_id" serial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"rate" numeric(15, 2) NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_bill_line" (
	"line_id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"line_date" date,
	"timekeeper_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"task_code" text DEFAULT '' NOT NULL,
	"activity_code" text DEFAULT '' NOT NULL,
	"expense_code" text DEFAULT '' NOT NULL,
	"units" numeric(12, 2) NOT NULL,
	"unit_cost" numeric(15, 2) NOT NULL,
	"adjustment" numeric(15, 2) DEFAULT '0' NOT NULL,
	"adjustment_kind" text,
	"adjustment_reason" text DEFAULT '' NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"tax_rate" numeric(12, 6) NOT NULL,
	"net_amount" numeric(15, 2) NOT NULL,
	"tax_amount" numeric(15, 2) NOT NULL,
	"gross_amount" numeric(15, 2) NOT NULL,
	"worklog_id" integer,
	"expense_line_id" integer,
	"milestone_id" integer,
	"released" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hk_bill_sending" (
	"sending_id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"recipients" text[] NOT NULL,
	"subject" text NOT NULL,
	"file_id" integer,
	"sent_by" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"error" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hk_bill_write_off" (
	"write_off_id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"reason" text NOT NULL,
	"write_off_date" date,
	"status" text DEFAULT 'approving' NOT NULL,
	"instance_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_billing_number_seq" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"office_code" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "hk_billing_number_seq_kind_year_office_code_pk" PRIMARY KEY("kind","year","office_code")
);
--> statement-breakpoint
CREATE TABLE "hk_bill" (
	"bill_id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"project_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"billing_contact_id" integer,
	"billing_contact_name" text DEFAULT '' NOT NULL,
	"billing_contact_email" text DEFAULT '' NOT NULL,
	"invoice_title_id" integer,
	"invoice_title" text DEFAULT '' NOT NULL,
	"period_from" date,
	"period_to" date,
	"bill_date" date NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"due_date" date,
	"language" text DEFAULT 'cn' NOT NULL,
	"tax_mode" text DEFAULT 'exclusive' NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(12, 6) DEFAULT '1' NOT NULL,
	"group_by" text DEFAULT 'none' NOT NULL,
	"narrative" text DEFAULT '' NOT NULL,
	"fee_total" numeric(15, 2) DEFAULT '0' NOT NULL,
	"disbursement_total" numeric(15, 2) DEFAULT '0' NOT NULL,
	"tax_total" numeric(15, 2) DEFAULT '0' NOT NULL,
	"total" numeric(15, 2) DEFAULT '0' NOT NULL,
	"total_cny" numeric(15, 2) DEFAULT '0' NOT NULL,
	"credited_total" numeric(15, 2) DEFAULT '0' NOT NULL,
	"paid_total" numeric(15, 2) DEFAULT '0' NOT NULL,
	"written_off_total" numeric(15, 2) DEFAULT '0' NOT NULL,
	"instance_id" integer,
	"return_comment" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone,
	"first_sent_at" timestamp with time zone,
	"pdf_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_credit_note" (
	"credit_note_id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"bill_id" integer NOT NULL,
	"whole" boolean NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"tax_amount" numeric(15, 2) NOT NULL,
	"reason" text NOT NULL,
	"credit_date" date,
	"status" text DEFAULT 'approving' NOT NULL,
	"instance_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_exchange_rate" (
	"currency" text NOT NULL,
	"rate_date" date NOT NULL,
	"rate_to_cny" numeric(12, 6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "hk_exchange_rate_currency_rate_date_pk" PRIMARY KEY("currency","rate_date")
);
--> statement-breakpoint
CREATE TABLE "hk_invoice" (
	"invoice_id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"invoice_title_id" integer,
	"title" text NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"invoice_type" text NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"tax_rate" numeric(12, 6) NOT NULL,
	"tax_amount" numeric(15, 2) NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"invoice_number" text,
	"invoice_date" date,
	"file_id" integer,
	"ocr_amount" numeric(15, 2),
	"ocr_status" text DEFAULT 'none' NOT NULL,
	"reverses_invoice_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"instance_id" integer,
	"requested_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_receipt_allocation" (
	"allocation_id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"allocated_on" date NOT NULL,
	"fx_difference_cny" numeric(15, 2) DEFAULT '0' NOT NULL,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_receipt" (
	"receipt_id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"client_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"project_id" integer,
	"is_retainer" boolean DEFAULT false NOT NULL,
	"received_on" date NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(12, 6) NOT NULL,
	"payer" text NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"allocated_total" numeric(15, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'recorded' NOT NULL,
	"instance_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "hk_receipt_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "hk_fee_agreement_reminder_uq" ON "hk_fee_agreement_reminder" USING btree ("agreement_id","expires_on","task_code");--> statement-breakpoint
CREATE INDEX "hk_fee_agreement_project_idx" ON "hk_fee_agreement" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "hk_fee_agreement_expiry_idx" ON "hk_fee_agreement" USING btree ("expires_on") WHERE "hk_fee_agreement"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "hk_fee_arrangement_rate_uq" ON "hk_fee_arrangement_rate" USING btree ("arrangement_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "hk_fee_arrangement_version_uq" ON "hk_fee_arrangement" USING btree ("project_id","version");--> statement-breakpoint
CREATE INDEX "hk_fee_arrangement_project_idx" ON "hk_fee_arrangement" USING btree ("project_id","effective_from");--> statement-breakpoint
CREATE INDEX "hk_fee_milestone_project_idx" ON "hk_fee_milestone" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hk_level_rate_uq" ON "hk_level_rate" USING btree ("level","currency","effective_from");--> statement-breakpoint
CREATE INDEX "hk_bill_line_bill_idx" ON "hk_bill_line" USING btree ("bill_id","order_num");--> statement-breakpoint
CREATE UNIQUE INDEX "hk_bill_line_worklog_live_uq" ON "hk_bill_line" USING btree ("worklog_id") WHERE "hk_bill_line"."worklog_id" is not null and "hk_bill_line"."released" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "hk_bill_line_expense_live_uq" ON "hk_bill_line" USING btree ("expense_line_id") WHERE "hk_bill_line"."expense_line_id" is not null and "hk_bill_line"."released" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "hk_bill_line_milestone_live_uq" ON "hk_bill_line" USING btree ("milestone_id") WHERE "hk_bill_line"."milestone_id" is not null and "hk_bill_line"."released" = false;--> statement-breakpoint
CREATE INDEX "hk_bill_sending_bill_idx" ON "hk_bill_sending" USING btree ("bill_id","sent_at");--> statement-breakpoint
CREATE INDEX "hk_bill_write_off_bill_idx" ON "hk_bill_write_off" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hk_bill_number_uq" ON "hk_bill" USING btree ("number");--> statement-breakpoint
CREATE INDEX "hk_bill_project_idx" ON "hk_bill" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "hk_bill_client_idx" ON "hk_bill" USING btree ("client_id","status");--> statement-breakpoint
CREATE INDEX "hk_bill_status_date_idx" ON "hk_bill" USING btree ("status","bill_date");--> statement-breakpoint
CREATE INDEX "hk_bill_partner_idx" ON "hk_bill" USING btree ("partner_id","status");--> statement-breakpoint
CREATE INDEX "hk_bill_office_idx" ON "hk_bill" USING btree ("office_id","bill_date");--> statement-breakpoint
CREATE UNIQUE INDEX "hk_credit_note_number_uq" ON "hk_credit_note" USING btree ("number");--> statement-breakpoint
CREATE INDEX "hk_credit_note_bill_idx" ON "hk_credit_note" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "hk_invoice_bill_idx" ON "hk_invoice" USING btree ("bill_id","status");--> statement-breakpoint
CREATE INDEX "hk_invoice_status_idx" ON "hk_invoice" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hk_invoice_number_uq" ON "hk_invoice" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "hk_invoice_reverses_uq" ON "hk_invoice" USING btree ("reverses_invoice_id");--> statement-breakpoint
CREATE INDEX "hk_receipt_allocation_bill_idx" ON "hk_receipt_allocation" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "hk_receipt_allocation_receipt_idx" ON "hk_receipt_allocation" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "hk_receipt_client_idx" ON "hk_receipt" USING btree ("client_id","received_on");--> statement-breakpoint
CREATE INDEX "hk_receipt_date_idx" ON "hk_receipt" USING btree ("received_on");