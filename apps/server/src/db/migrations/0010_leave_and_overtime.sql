CREATE TABLE "hr_leave_entitlement" (
	"user_id" integer NOT NULL,
	"year" integer NOT NULL,
	"annual_days" numeric(4, 1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "hr_leave_entitlement_user_id_year_pk" PRIMARY KEY("user_id","year")
);
--> statement-breakpoint
CREATE TABLE "hr_leave_request" (
	"leave_id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"dept_id" integer,
	"leave_type" text NOT NULL,
	"start" date NOT NULL,
	"start_half" text NOT NULL,
	"end" date NOT NULL,
	"end_half" text NOT NULL,
	"days" numeric(6, 1) NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'approving' NOT NULL,
	"instance_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hr_overtime_request" (
	"overtime_id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"dept_id" integer,
	"work_date" date NOT NULL,
	"hours" numeric(4, 1) NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'approving' NOT NULL,
	"instance_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "hr_leave_request_applicant_idx" ON "hr_leave_request" USING btree ("applicant_id","start");--> statement-breakpoint
CREATE INDEX "hr_leave_request_period_idx" ON "hr_leave_request" USING btree ("start","end");--> statement-breakpoint
CREATE INDEX "hr_overtime_request_applicant_idx" ON "hr_overtime_request" USING btree ("applicant_id","work_date");