CREATE TABLE "hk_seal_document" (
	"document_id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"copies" integer NOT NULL,
	"stamped_copies" integer,
	"scan_file_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hk_seal_request" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"seal_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"dept_id" integer,
	"purpose" text NOT NULL,
	"project_id" integer,
	"tender_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"instance_id" integer,
	"return_comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"stamped_by" integer,
	"stamped_at" timestamp with time zone,
	"stamp_remark" text DEFAULT '' NOT NULL,
	"expected_return_date" date,
	"lent_at" timestamp with time zone,
	"lent_by" integer,
	"returned_at" timestamp with time zone,
	"received_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_seal" (
	"seal_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"office_id" integer NOT NULL,
	"custodian_id" integer NOT NULL,
	"status" text DEFAULT 'inOffice' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "hk_seal_document_request_idx" ON "hk_seal_document" USING btree ("request_id","sort_order");--> statement-breakpoint
CREATE INDEX "hk_seal_request_applicant_idx" ON "hk_seal_request" USING btree ("applicant_id","status");--> statement-breakpoint
CREATE INDEX "hk_seal_request_seal_idx" ON "hk_seal_request" USING btree ("seal_id","status");--> statement-breakpoint
CREATE INDEX "hk_seal_request_project_idx" ON "hk_seal_request" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hk_seal_request_lent_uq" ON "hk_seal_request" USING btree ("seal_id") WHERE status = 'lentOut';--> statement-breakpoint
CREATE UNIQUE INDEX "hk_seal_office_name_uq" ON "hk_seal" USING btree ("office_id","name");--> statement-breakpoint
CREATE INDEX "hk_seal_custodian_idx" ON "hk_seal" USING btree ("custodian_id");