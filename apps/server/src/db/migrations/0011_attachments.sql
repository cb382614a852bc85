CREATE TABLE "file_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"path" text,
	"source" integer NOT NULL,
	"only_id" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"lineage_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"mime_type" text DEFAULT '' NOT NULL,
	"sha256" text,
	"uploader_id" integer,
	"uploader_name" text DEFAULT '' NOT NULL,
	"pdf_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "file_record_owner_idx" ON "file_record" USING btree ("source","only_id","type","status");--> statement-breakpoint
CREATE INDEX "file_record_lineage_idx" ON "file_record" USING btree ("lineage_id");--> statement-breakpoint
CREATE INDEX "file_record_path_idx" ON "file_record" USING btree ("path");