CREATE TYPE "public"."group_status" AS ENUM('active', 'suspended');--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" "group_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"suspended_at" timestamp with time zone
);
--> statement-breakpoint
-- docs/decisions/groups.md, "Groups": what was kept before groups existed is group 1's.
INSERT INTO "groups" ("id", "name") VALUES (1, coalesce((SELECT "group_name" FROM "group_settings" WHERE "id" = 1), 'Links'));
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"groups"', 'id'), (SELECT max("id") FROM "groups"));
