CREATE TABLE "hk_home_layout" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"quick_start" jsonb,
	"workbench" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hk_share" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tos" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hk_share_recipient" (
	"share_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "hk_share_recipient_share_id_user_id_pk" PRIMARY KEY("share_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "hk_shortcut" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"menu_name" text NOT NULL,
	"reserve_int" smallint DEFAULT 0 NOT NULL,
	"reserve" smallint DEFAULT 0 NOT NULL,
	"search_content" text NOT NULL,
	"type" text NOT NULL,
	"define_type" smallint DEFAULT 1 NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hk_visit_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hk_share_recipient" ADD CONSTRAINT "hk_share_recipient_share_id_hk_share_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."hk_share"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hk_home_layout_user_uq" ON "hk_home_layout" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hk_share_sender_idx" ON "hk_share" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "hk_share_recipient_user_idx" ON "hk_share_recipient" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hk_shortcut_user_idx" ON "hk_shortcut" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hk_visit_history_user_visited_idx" ON "hk_visit_history" USING btree ("user_id","visited_at");