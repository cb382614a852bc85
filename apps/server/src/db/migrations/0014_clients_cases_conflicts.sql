CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "hk_client_contact" (
	"contact_id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hk_client_invoice_title" (
	"invoice_title_id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"title" text NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"address_phone" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hk_client_relation" (
	"client_id" integer NOT NULL,
	"related_client_id" integer NOT NULL,
	"relation" text NOT NULL,
	CONSTRAINT "hk_client_relation_client_id_related_client_id_pk" PRIMARY KEY("client_id","related_client_id")
);
--> statement-breakpoint
CREATE TABLE "hk_client" (
	"client_id" serial PRIMARY KEY NOT NULL,
	"client_type" text NOT NULL,
	"name_cn" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"former_names" text[] DEFAULT '{}' NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"country_region" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"originating_partner_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_conflict_check" (
	"check_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer,
	"checked_by" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queries" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hk_conflict_hit" (
	"hit_id" serial PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL,
	"query_name" text NOT NULL,
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"project_id" integer,
	"client_id" integer,
	"matched" text NOT NULL,
	"field" text NOT NULL,
	"reason" text NOT NULL,
	"score" numeric(4, 3) NOT NULL,
	"walled" boolean DEFAULT false NOT NULL,
	"answer" text,
	"note" text DEFAULT '' NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hk_conflict_bigram" (
	"gram" text NOT NULL,
	"name_id" integer NOT NULL,
	CONSTRAINT "hk_conflict_bigram_gram_name_id_pk" PRIMARY KEY("gram","name_id")
);
--> statement-breakpoint
CREATE TABLE "hk_conflict_name" (
	"name_id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"project_id" integer,
	"client_id" integer,
	"field" text NOT NULL,
	"raw" text NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"normalised" text NOT NULL,
	"order_free" text NOT NULL,
	"trade_name" text,
	"pinyin" text[] DEFAULT '{}' NOT NULL,
	"cantonese" text[] DEFAULT '{}' NOT NULL,
	"identity_numbers" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hk_project_event" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" integer,
	"to_status" integer,
	"comment" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"actor_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hk_project_member" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"hourly_rate" numeric(15, 2),
	CONSTRAINT "hk_project_member_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "hk_project_number_seq" (
	"year" integer NOT NULL,
	"office_code" text NOT NULL,
	"type_code" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "hk_project_number_seq_year_office_code_type_code_pk" PRIMARY KEY("year","office_code","type_code")
);
--> statement-breakpoint
CREATE TABLE "hk_project_party" (
	"party_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"former_names" text[] DEFAULT '{}' NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hk_project" (
	"project_id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"name_cn" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"client_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"practice_area" text NOT NULL,
	"project_type" text NOT NULL,
	"category" text DEFAULT '1' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"fee_type" text NOT NULL,
	"fee_amount" numeric(15, 2),
	"contingency_rate" numeric(5, 2),
	"currency" text DEFAULT 'CNY' NOT NULL,
	"budget" numeric(15, 2),
	"restricted" boolean DEFAULT false NOT NULL,
	"special" boolean DEFAULT false NOT NULL,
	"ready_for_settlement" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"bill_remind" text DEFAULT '' NOT NULL,
	"applicant_id" integer NOT NULL,
	"instance_id" integer,
	"applied_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_project_related" (
	"project_id" integer NOT NULL,
	"related_project_id" integer NOT NULL,
	CONSTRAINT "hk_project_related_project_id_related_project_id_pk" PRIMARY KEY("project_id","related_project_id")
);
--> statement-breakpoint
ALTER TABLE "sys_dept" ADD COLUMN "code" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "hk_client_contact_client_idx" ON "hk_client_contact" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "hk_client_invoice_title_client_idx" ON "hk_client_invoice_title" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "hk_client_relation_related_idx" ON "hk_client_relation" USING btree ("related_client_id");--> statement-breakpoint
CREATE INDEX "hk_client_name_idx" ON "hk_client" USING btree ("name_cn");--> statement-breakpoint
CREATE INDEX "hk_client_partner_idx" ON "hk_client" USING btree ("originating_partner_id");--> statement-breakpoint
CREATE INDEX "hk_conflict_check_project_idx" ON "hk_conflict_check" USING btree ("project_id","checked_at");--> statement-breakpoint
CREATE INDEX "hk_conflict_hit_check_idx" ON "hk_conflict_hit" USING btree ("check_id");--> statement-breakpoint
CREATE INDEX "hk_conflict_bigram_name_idx" ON "hk_conflict_bigram" USING btree ("name_id");--> statement-breakpoint
CREATE INDEX "hk_conflict_name_source_idx" ON "hk_conflict_name" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "hk_conflict_name_normalised_idx" ON "hk_conflict_name" USING btree ("normalised");--> statement-breakpoint
CREATE INDEX "hk_conflict_name_order_free_idx" ON "hk_conflict_name" USING btree ("order_free");--> statement-breakpoint
CREATE INDEX "hk_conflict_name_trade_idx" ON "hk_conflict_name" USING btree ("trade_name");--> statement-breakpoint
CREATE INDEX "hk_conflict_name_pinyin_idx" ON "hk_conflict_name" USING gin ("pinyin");--> statement-breakpoint
CREATE INDEX "hk_conflict_name_cantonese_idx" ON "hk_conflict_name" USING gin ("cantonese");--> statement-breakpoint
CREATE INDEX "hk_conflict_name_numbers_idx" ON "hk_conflict_name" USING gin ("identity_numbers");--> statement-breakpoint
CREATE INDEX "hk_conflict_name_trgm_idx" ON "hk_conflict_name" USING gin ("normalised" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hk_project_event_project_idx" ON "hk_project_event" USING btree ("project_id","at");--> statement-breakpoint
CREATE INDEX "hk_project_member_user_idx" ON "hk_project_member" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hk_project_party_project_idx" ON "hk_project_party" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hk_project_number_uq" ON "hk_project" USING btree ("number");--> statement-breakpoint
CREATE INDEX "hk_project_status_idx" ON "hk_project" USING btree ("status");--> statement-breakpoint
CREATE INDEX "hk_project_client_idx" ON "hk_project" USING btree ("client_id");