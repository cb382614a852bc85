CREATE TABLE "hk_invoice_ocr_job" (
	"job_id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" text,
	"lease_until" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "hk_invoice_ocr_job_due_idx" ON "hk_invoice_ocr_job" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "hk_invoice_ocr_job_invoice_idx" ON "hk_invoice_ocr_job" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "hk_invoice_project_idx" ON "hk_invoice" USING btree ("project_id","invoice_id");--> statement-breakpoint
CREATE INDEX "hk_receipt_allocation_day_idx" ON "hk_receipt_allocation" USING btree ("allocated_on");--> statement-breakpoint
CREATE INDEX "hk_receipt_allocation_reversed_idx" ON "hk_receipt_allocation" USING btree ("reversed_on") WHERE "hk_receipt_allocation"."reversed_on" is not null;--> statement-breakpoint
CREATE INDEX "hk_project_applicant_idx" ON "hk_project" USING btree ("applicant_id");--> statement-breakpoint
-- Invoices whose OCR was queued in memory before this migration lost it at the restart that applied it: queue it again.
INSERT INTO "hk_invoice_ocr_job" ("invoice_id", "file_id", "requested_by")
SELECT "invoice_id", "file_id", coalesce("updated_by", "requested_by") FROM "hk_invoice"
WHERE "ocr_status" = 'queued' AND "file_id" IS NOT NULL;
