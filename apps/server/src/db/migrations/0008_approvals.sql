CREATE TABLE "wf_definition" (
	"definition_id" serial PRIMARY KEY NOT NULL,
	"business_type" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "wf_delegation" (
	"delegation_id" serial PRIMARY KEY NOT NULL,
	"principal_id" integer NOT NULL,
	"delegate_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "wf_event" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"step_index" integer,
	"step_key" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"on_behalf_of_id" integer,
	"target_user_id" integer,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_instance" (
	"instance_id" serial PRIMARY KEY NOT NULL,
	"definition_id" integer NOT NULL,
	"business_type" text NOT NULL,
	"record_id" text NOT NULL,
	"title" text NOT NULL,
	"applicant_id" integer NOT NULL,
	"applicant_dept_id" integer,
	"status" text DEFAULT 'running' NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "wf_task" (
	"task_id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"step_index" integer NOT NULL,
	"step_key" text NOT NULL,
	"round" integer NOT NULL,
	"task_code" integer NOT NULL,
	"assignee_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"acted_by" integer,
	"comment" text DEFAULT '' NOT NULL,
	"acted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wf_definition_type_version_uq" ON "wf_definition" USING btree ("business_type","version");--> statement-breakpoint
CREATE INDEX "wf_delegation_principal_idx" ON "wf_delegation" USING btree ("principal_id");--> statement-breakpoint
CREATE INDEX "wf_delegation_delegate_idx" ON "wf_delegation" USING btree ("delegate_id");--> statement-breakpoint
CREATE INDEX "wf_event_instance_idx" ON "wf_event" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "wf_instance_record_idx" ON "wf_instance" USING btree ("business_type","record_id");--> statement-breakpoint
CREATE INDEX "wf_instance_applicant_idx" ON "wf_instance" USING btree ("applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_instance_one_open_uq" ON "wf_instance" USING btree ("business_type","record_id") WHERE status in ('running', 'sentBack');--> statement-breakpoint
CREATE INDEX "wf_task_assignee_idx" ON "wf_task" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE INDEX "wf_task_instance_idx" ON "wf_task" USING btree ("instance_id");