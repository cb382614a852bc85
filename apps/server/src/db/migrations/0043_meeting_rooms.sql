CREATE TABLE "hk_meeting_booking" (
	"booking_id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"booker_id" integer NOT NULL,
	"attendee_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"series_id" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "hk_meeting_booking_order_ck" CHECK ("hk_meeting_booking"."ends_at" > "hk_meeting_booking"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "hk_meeting_room" (
	"room_id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"name" text NOT NULL,
	"floor" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "hk_meeting_booking" ADD CONSTRAINT "hk_meeting_booking_room_id_hk_meeting_room_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."hk_meeting_room"("room_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hk_meeting_booking_room_idx" ON "hk_meeting_booking" USING btree ("room_id","starts_at");--> statement-breakpoint
CREATE INDEX "hk_meeting_booking_booker_idx" ON "hk_meeting_booking" USING btree ("booker_id","starts_at");--> statement-breakpoint
CREATE INDEX "hk_meeting_booking_attendee_idx" ON "hk_meeting_booking" USING gin ("attendee_ids");--> statement-breakpoint
CREATE INDEX "hk_meeting_booking_series_idx" ON "hk_meeting_booking" USING btree ("series_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hk_meeting_room_office_name_uq" ON "hk_meeting_room" USING btree ("office_id","name");--> statement-breakpoint
-- No two bookings of a room that are not cancelled overlap (decision 0055): the database decides,
-- so two requests for the same slot at the same moment cannot both succeed. `room_id WITH =` in a
-- GiST index needs btree_gist. Ranges are half open: a meeting may start when the last one ends.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "hk_meeting_booking" ADD CONSTRAINT "hk_meeting_booking_no_overlap"
  EXCLUDE USING gist ("room_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" = 'booked');
--> statement-breakpoint
-- Meeting rooms (decision 0055) on the menus of a firm seeded before them. A new database gets the
-- same rows from menus.seed.ts and roles.seed.ts after its migrations; here, on its empty tables,
-- nothing is written.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT 0, '会议室', 'Meeting rooms', 'M',
  1 + (SELECT coalesce(max(c."order_num"), 0) FROM "sys_menu" c WHERE c."parent_id" = 0),
  'meeting', 'Layout', '', 36
WHERE EXISTS (SELECT 1 FROM "sys_menu")
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."menu_type" = 'M' AND m."path" = 'meeting' AND m."parent_id" = 0);
--> statement-breakpoint
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT dir."menu_id", p.menu_name, p.menu_name_en, 'C', p.order_num, p.path, p.component, p.perms, p.icon
FROM (VALUES
  ('会议室预订', 'Room board', 1, 'usemeeting', 'meeting/usemeeting/index', 'meeting:usemeeting:list', 74),
  ('我的预订', 'My bookings', 2, 'myBooking', 'meeting/myBooking/index', 'meeting:myBooking:list', 39),
  ('会议室管理', 'Rooms', 3, 'meetingRoomAdd', 'meeting/meetingRoomAdd/index', 'meeting:meetingRoomAdd:list', 56)
) AS p(menu_name, menu_name_en, order_num, path, component, perms, icon)
JOIN "sys_menu" dir ON dir."menu_type" = 'M' AND dir."path" = 'meeting' AND dir."parent_id" = 0
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = p.perms);
--> statement-breakpoint
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "perms")
SELECT page."menu_id", '管理全部预订', 'Manage all bookings', 'F', 1, 'meeting:booking:manage'
FROM "sys_menu" page
WHERE page."perms" = 'meeting:usemeeting:list' AND page."menu_type" = 'C'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = 'meeting:booking:manage');
--> statement-breakpoint
-- MEETING_GRANTS of roles.seed.ts: everyone books and lists their own; administration keeps the
-- rooms and may change anyone's booking.
WITH grants(role_key, menu) AS (
  SELECT role_key, menu
  FROM (VALUES ('partner'), ('lawyer'), ('secretary'), ('finance'), ('hr'), ('administration')) AS r(role_key)
  CROSS JOIN (VALUES ('meeting:usemeeting:list'), ('meeting:myBooking:list')) AS g(menu)
  UNION ALL
  VALUES ('administration', 'meeting:meetingRoomAdd:list'), ('administration', 'meeting:booking:manage')
)
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT r."role_id", m."menu_id"
FROM grants g
JOIN "sys_role" r ON r."role_key" = g.role_key
JOIN "sys_menu" m ON m."perms" = g.menu
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT r."role_id", m."menu_id"
FROM "sys_role" r
JOIN "sys_menu" m ON m."menu_type" = 'M' AND m."path" = 'meeting' AND m."parent_id" = 0
WHERE r."role_key" IN ('partner', 'lawyer', 'secretary', 'finance', 'hr', 'administration')
ON CONFLICT DO NOTHING;
