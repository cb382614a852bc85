ALTER TABLE "sys_session" ADD COLUMN "sign_key" text;--> statement-breakpoint
ALTER TABLE "sys_session" ADD COLUMN "encrypt_bodies" boolean DEFAULT false NOT NULL;