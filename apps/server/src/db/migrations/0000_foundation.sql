CREATE TABLE "sys_login_log" (
	"info_id" bigserial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"ipaddr" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"msg" text DEFAULT '' NOT NULL,
	"login_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict_data" (
	"dict_code" serial PRIMARY KEY NOT NULL,
	"dict_type" text NOT NULL,
	"dict_sort" integer DEFAULT 0 NOT NULL,
	"dict_label" text NOT NULL,
	"dict_label_en" text DEFAULT '' NOT NULL,
	"dict_value" text NOT NULL,
	"is_default" text DEFAULT 'N' NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sys_dict_type" (
	"dict_id" serial PRIMARY KEY NOT NULL,
	"dict_name" text NOT NULL,
	"dict_type" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"menu_id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"menu_name" text NOT NULL,
	"menu_name_en" text DEFAULT '' NOT NULL,
	"menu_type" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"component" text DEFAULT '' NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"perms" text DEFAULT '' NOT NULL,
	"icon" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"is_cache" boolean DEFAULT true NOT NULL,
	"is_affix" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sys_dept" (
	"dept_id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"dept_name" text NOT NULL,
	"dept_name_en" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"leader_id" integer,
	"status" text DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "sys_role_menu_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"role_id" serial PRIMARY KEY NOT NULL,
	"role_name" text NOT NULL,
	"role_name_en" text DEFAULT '' NOT NULL,
	"role_key" text NOT NULL,
	"role_sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sys_config" (
	"config_id" serial PRIMARY KEY NOT NULL,
	"config_name" text NOT NULL,
	"config_key" text NOT NULL,
	"config_value" text NOT NULL,
	"config_type" text DEFAULT 'N' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"nick_name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"userno" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phonenumber" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dept_id" integer,
	"office_id" integer,
	"status" text DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sys_audit_log" (
	"audit_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_name" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"session_id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	CONSTRAINT "sys_session_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "sys_login_log_time_idx" ON "sys_login_log" USING btree ("login_time");--> statement-breakpoint
CREATE INDEX "sys_dict_data_type_idx" ON "sys_dict_data" USING btree ("dict_type");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_data_value_uq" ON "sys_dict_data" USING btree ("dict_type","dict_value");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_type_uq" ON "sys_dict_type" USING btree ("dict_type");--> statement-breakpoint
CREATE INDEX "sys_menu_parent_idx" ON "sys_menu" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_dept_parent_idx" ON "sys_dept" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_key_uq" ON "sys_role" USING btree ("role_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_config_key_uq" ON "sys_config" USING btree ("config_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_name_uq" ON "sys_user" USING btree ("user_name");--> statement-breakpoint
CREATE INDEX "sys_audit_log_entity_idx" ON "sys_audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "sys_audit_log_created_idx" ON "sys_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_audit_log_user_idx" ON "sys_audit_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id");