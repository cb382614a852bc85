CREATE TABLE "hk_staff_correction" (
	"correction_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"before" jsonb NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_staff_group" (
	"group_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_staff_level" (
	"level_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"level" text NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "hk_staff_level_order_ck" CHECK ("hk_staff_level"."effective_to" is null or "hk_staff_level"."effective_to" >= "hk_staff_level"."effective_from")
);
--> statement-breakpoint
CREATE TABLE "hk_staff_record" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"personal_phone" text DEFAULT '' NOT NULL,
	"personal_email" text DEFAULT '' NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bar_licence_no" text DEFAULT '' NOT NULL,
	"bar_licence_date" date,
	"hire_date" date,
	"contracts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_type_id" integer,
	"group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"identity_type" text DEFAULT 'prcId' NOT NULL,
	"identity_number" text DEFAULT '' NOT NULL,
	"home_address" text DEFAULT '' NOT NULL,
	"emergency_contact" jsonb DEFAULT '{"name":"","relation":"","phone":""}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_user_type" (
	"user_type_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"is_fee_earner" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "hk_staff_correction_user_idx" ON "hk_staff_correction" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "hk_staff_level_user_idx" ON "hk_staff_level" USING btree ("user_id","effective_from");