CREATE TABLE "cr_request" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"title" text NOT NULL,
	"items" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"applicant_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"instance_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "cr_form" (
	"form_id" serial PRIMARY KEY NOT NULL,
	"form_key" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "cr_request" ADD CONSTRAINT "cr_request_form_id_cr_form_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."cr_form"("form_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cr_request_applicant_idx" ON "cr_request" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "cr_request_form_idx" ON "cr_request" USING btree ("form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cr_form_key_uq" ON "cr_form" USING btree ("form_key");