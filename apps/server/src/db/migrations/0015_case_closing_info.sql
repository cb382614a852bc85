CREATE TABLE "hk_project_closing_info" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"info" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
