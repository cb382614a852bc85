CREATE TABLE "hk_ack_recipient" (
	"ack_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"confirmed_at" timestamp with time zone,
	"reminded_on" date,
	CONSTRAINT "hk_ack_recipient_ack_id_user_id_pk" PRIMARY KEY("ack_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "hk_ack" (
	"ack_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"audience" text NOT NULL,
	"dept_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"due_on" date,
	"author_id" integer NOT NULL,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_bulletin" (
	"bulletin_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"expires_on" date,
	"author_id" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hk_notice_recipient" (
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "hk_notice_recipient_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "hk_notice" (
	"notice_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"audience" text NOT NULL,
	"dept_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"author_id" integer NOT NULL,
	"published_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "hk_ack_recipient" ADD CONSTRAINT "hk_ack_recipient_ack_id_hk_ack_ack_id_fk" FOREIGN KEY ("ack_id") REFERENCES "public"."hk_ack"("ack_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hk_notice_recipient" ADD CONSTRAINT "hk_notice_recipient_notice_id_hk_notice_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."hk_notice"("notice_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hk_ack_recipient_user_idx" ON "hk_ack_recipient" USING btree ("user_id","confirmed_at");--> statement-breakpoint
CREATE INDEX "hk_ack_author_idx" ON "hk_ack" USING btree ("author_id","status");--> statement-breakpoint
CREATE INDEX "hk_bulletin_board_idx" ON "hk_bulletin" USING btree ("is_pinned","published_at");--> statement-breakpoint
CREATE INDEX "hk_notice_recipient_user_idx" ON "hk_notice_recipient" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE INDEX "hk_notice_author_idx" ON "hk_notice" USING btree ("author_id","status");