CREATE TABLE "hk_search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_setting" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"setting" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "hk_search_history_user_kind_value_uq" ON "hk_search_history" USING btree ("user_id","kind","value");--> statement-breakpoint
CREATE INDEX "hk_search_history_user_kind_created_idx" ON "hk_search_history" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_setting_user_type_uq" ON "sys_user_setting" USING btree ("user_id","type");