CREATE TABLE "hk_receipt_confirmation" (
	"confirmation_id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"instance_id" integer,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "hk_receipt_allocation" ADD COLUMN "reversed_on" date;--> statement-breakpoint
ALTER TABLE "hk_receipt_allocation" ADD COLUMN "reversal_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hk_receipt" ADD COLUMN "void_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "hk_receipt_confirmation_uq" ON "hk_receipt_confirmation" USING btree ("receipt_id","project_id");--> statement-breakpoint
ALTER TABLE "hk_receipt_allocation" ADD CONSTRAINT "hk_receipt_allocation_amount_ck" CHECK ("hk_receipt_allocation"."amount" > 0);--> statement-breakpoint
ALTER TABLE "hk_receipt" ADD CONSTRAINT "hk_receipt_allocated_ck" CHECK ("hk_receipt"."allocated_total" >= 0 and "hk_receipt"."allocated_total" <= "hk_receipt"."amount");--> statement-breakpoint
ALTER TABLE "hk_receipt" ADD CONSTRAINT "hk_receipt_amount_ck" CHECK ("hk_receipt"."amount" > 0);