ALTER TABLE "hk_receipt_allocation" ADD COLUMN "reversed_on" date;--> statement-breakpoint
ALTER TABLE "hk_receipt_allocation" ADD COLUMN "reversal_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hk_receipt" ADD COLUMN "void_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hk_receipt_allocation" ADD CONSTRAINT "hk_receipt_allocation_amount_ck" CHECK ("hk_receipt_allocation"."amount" > 0);--> statement-breakpoint
ALTER TABLE "hk_receipt" ADD CONSTRAINT "hk_receipt_allocated_ck" CHECK ("hk_receipt"."allocated_total" >= 0 and "hk_receipt"."allocated_total" <= "hk_receipt"."amount");--> statement-breakpoint
ALTER TABLE "hk_receipt" ADD CONSTRAINT "hk_receipt_amount_ck" CHECK ("hk_receipt"."amount" > 0);