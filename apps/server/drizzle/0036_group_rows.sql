CREATE TABLE "group_versions" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_versions" ADD CONSTRAINT "group_versions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "group_versions" ("group_id") SELECT "id" FROM "groups";
--> statement-breakpoint
-- docs/decisions/groups.md, "Kept answers per group": raised once per transaction and group, at its
-- commit, after every other lock the transaction takes.
CREATE OR REPLACE FUNCTION links_bump_group_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  g integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.group_id ELSE NEW.group_id END;
  flag text := 'links.group_version_' || g;
BEGIN
  IF current_setting(flag, true) IS DISTINCT FROM 'raised' THEN
    INSERT INTO group_versions (group_id, version) VALUES (g, 1)
      ON CONFLICT (group_id) DO UPDATE SET version = group_versions.version + 1;
    PERFORM set_config(flag, 'raised', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- docs/decisions/groups.md, "Row-level security": the server's role for one group's work when the role
-- it signs in as would see past row-level security, and the platform role, the only one that sees
-- every group's rows. A migration role that may not make roles leaves them to the administrator.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'links_app') THEN
    CREATE ROLE links_app NOLOGIN NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation OR insufficient_privilege THEN NULL;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'links_platform') THEN
    CREATE ROLE links_platform NOLOGIN NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation OR insufficient_privilege THEN NULL;
END $$;
--> statement-breakpoint
-- Every table with a group_id sees, changes and adds only the rows of the connection's group
-- (`app.group_id`), the table's owner included; the platform role sees every group's.
CREATE OR REPLACE FUNCTION links_guard_group_table(name text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
  EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
  EXECUTE format('DROP POLICY IF EXISTS group_rows ON %I', name);
  EXECUTE format(
    'CREATE POLICY group_rows ON %I USING (group_id = nullif(current_setting(''app.group_id'', true), '''')::integer) '
    'WITH CHECK (group_id = nullif(current_setting(''app.group_id'', true), '''')::integer)',
    name);
  EXECUTE format('DROP POLICY IF EXISTS platform_rows ON %I', name);
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'links_platform') THEN
    EXECUTE format('CREATE POLICY platform_rows ON %I TO links_platform USING (true) WITH CHECK (true)', name);
  END IF;
  IF name <> 'group_versions' THEN
    EXECUTE format('DROP TRIGGER IF EXISTS group_version ON %I', name);
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER group_version AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION links_bump_group_version()',
      name);
  END IF;
END $$;
--> statement-breakpoint
SELECT links_guard_group_table(c.relname::text)
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'group_id' AND NOT a.attisdropped
WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p');
