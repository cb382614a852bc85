ALTER TABLE "sys_dict_type" ADD COLUMN "dict_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_config" ADD COLUMN "config_name_en" text DEFAULT '' NOT NULL;