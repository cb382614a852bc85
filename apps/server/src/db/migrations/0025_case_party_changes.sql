CREATE TABLE "hk_project_party_change" (
	"change_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"parties" jsonb NOT NULL,
	"reason" text NOT NULL,
	"check_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"instance_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "hk_project_party_change_project_idx" ON "hk_project_party_change" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hk_project_party_change_pending_uq" ON "hk_project_party_change" USING btree ("project_id") WHERE status = 'pending';--> statement-breakpoint
-- The workflow a party change with conflict hits goes through (issue 27 item 9): the responsible
-- partner reviews it. Written here, not by the demo seed, so that a firm already running Venus
-- has it too; administrators change it in the designer, which adds versions.
INSERT INTO "wf_definition" ("business_type", "version", "name", "name_en", "steps")
SELECT 'case-parties', 1, '当事人变更利冲复核', 'Party change conflict review',
  '[{"key":"partner","name":"负责合伙人复核利冲","nameEn":"Responsible partner reviews the conflicts","taskCode":1208,"approvers":{"type":"casePartner"},"mode":"any"}]'::jsonb
WHERE NOT EXISTS (SELECT 1 FROM "wf_definition" WHERE "business_type" = 'case-parties');
