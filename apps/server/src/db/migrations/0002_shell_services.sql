CREATE TABLE "sys_i18n" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"i18n_json" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_timeout_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"url" text NOT NULL,
	"method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_version" (
	"version_id" serial PRIMARY KEY NOT NULL,
	"ver" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_i18n_key_uq" ON "sys_i18n" USING btree ("key");--> statement-breakpoint
CREATE INDEX "hk_timeout_log_created_idx" ON "hk_timeout_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_version_status_idx" ON "sys_version" USING btree ("status","version_id");