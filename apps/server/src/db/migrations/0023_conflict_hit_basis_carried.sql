ALTER TABLE "hk_conflict_hit" ADD COLUMN "basis" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hk_conflict_hit" ADD COLUMN "via" text;--> statement-breakpoint
ALTER TABLE "hk_conflict_hit" ADD COLUMN "previous_hit_id" integer;--> statement-breakpoint
ALTER TABLE "hk_conflict_hit" ADD COLUMN "carried" boolean DEFAULT false NOT NULL;