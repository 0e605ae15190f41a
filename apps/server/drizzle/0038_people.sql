-- docs/decisions/people.md, "People and memberships": whoever signs in is a person of the
-- deployment; each users row is one of their memberships. Every user of today becomes a person,
-- one per email across groups, keeping the password of a membership that has one.
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"last_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_last_group_id_groups_id_fk" FOREIGN KEY ("last_group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "people_email_unique" ON "people" USING btree ("email");--> statement-breakpoint
-- The owner reads every group's users while it moves them: row-level security is forced on the
-- table (docs/decisions/groups.md, "Row-level security"), and forced again once done.
ALTER TABLE "users" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "person_id" integer;--> statement-breakpoint
INSERT INTO "people" ("email", "password_hash", "must_change_password", "last_group_id", "created_at")
  SELECT DISTINCT ON ("email") "email", "password_hash", "must_change_password", "group_id", "created_at"
  FROM "users"
  ORDER BY "email", ("password_hash" IS NULL), "group_id";--> statement-breakpoint
UPDATE "users" SET "person_id" = p."id" FROM "people" p WHERE p."email" = "users"."email";--> statement-breakpoint
-- The update's deferred triggers (the groups' data versions) fire now: the table is altered next.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_person_unique" ON "users" USING btree ("group_id","person_id");--> statement-breakpoint
CREATE INDEX "users_person_idx" ON "users" USING btree ("person_id");--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- docs/decisions/groups.md, "Groups": a group's name is the one its settings give it; the groups
-- table, read across groups (a person's group switcher), keeps a copy written with it.
CREATE OR REPLACE FUNCTION links_group_name_follows() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  update groups set name = new.group_name where id = new.group_id and name is distinct from new.group_name;
  return new;
end $$;--> statement-breakpoint
CREATE TRIGGER group_settings_name AFTER INSERT OR UPDATE OF group_name ON group_settings
  FOR EACH ROW EXECUTE FUNCTION links_group_name_follows();--> statement-breakpoint
ALTER TABLE "group_settings" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE groups g SET name = s.group_name FROM group_settings s WHERE s.group_id = g.id;--> statement-breakpoint
ALTER TABLE "group_settings" FORCE ROW LEVEL SECURITY;
