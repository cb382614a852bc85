CREATE TABLE "hk_timekeeper_rate" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"rate" numeric(15, 2) NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_worklog_reminder" (
	"user_id" integer NOT NULL,
	"reminded_on" date NOT NULL,
	"missing_days" text[] NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hk_worklog_reminder_user_id_reminded_on_pk" PRIMARY KEY("user_id","reminded_on")
);
--> statement-breakpoint
CREATE TABLE "hk_worklog_score_rule" (
	"rule_set_id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_worklog_submission" (
	"submission_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"instance_id" integer,
	"status" text DEFAULT 'submitted' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_worklog_timer" (
	"timer_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer,
	"narrative" text DEFAULT '' NOT NULL,
	"running_since" timestamp with time zone,
	"elapsed_ms" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_worklog" (
	"worklog_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"hours" numeric(4, 1) NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"activity_code" text DEFAULT '' NOT NULL,
	"task_code" text DEFAULT '' NOT NULL,
	"narrative" text NOT NULL,
	"rate" numeric(15, 2) NOT NULL,
	"currency" text NOT NULL,
	"rate_source" text NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submission_id" integer,
	"score" smallint DEFAULT 100 NOT NULL,
	"score_reasons" text[] DEFAULT '{}' NOT NULL,
	"original_hours" numeric(4, 1),
	"adjust_reason" text DEFAULT '' NOT NULL,
	"bill_id" integer,
	"write_off_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "hk_worklog_submission_project_idx" ON "hk_worklog_submission" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "hk_worklog_submission_user_idx" ON "hk_worklog_submission" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hk_worklog_timer_user_idx" ON "hk_worklog_timer" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hk_worklog_timer_one_running_uq" ON "hk_worklog_timer" USING btree ("user_id") WHERE "hk_worklog_timer"."running_since" is not null;--> statement-breakpoint
CREATE INDEX "hk_worklog_user_date_idx" ON "hk_worklog" USING btree ("user_id","work_date");--> statement-breakpoint
CREATE INDEX "hk_worklog_project_status_idx" ON "hk_worklog" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "hk_worklog_submission_idx" ON "hk_worklog" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "hk_worklog_date_idx" ON "hk_worklog" USING btree ("work_date");