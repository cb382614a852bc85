-- Contingency lines keep the outcome, percentage and basis they were computed from (decision 0045).
ALTER TABLE "hk_bill_line" ADD COLUMN "outcome_amount" numeric(15, 2);--> statement-breakpoint
ALTER TABLE "hk_bill_line" ADD COLUMN "contingency_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "hk_bill_line" ADD COLUMN "contingency_basis" text DEFAULT '' NOT NULL;