CREATE TABLE "audit_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"role" text,
	"address" text,
	"request_id" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" bigint,
	"member_id" integer,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_records_at_idx" ON "audit_records" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_records_entity_idx" ON "audit_records" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_records_user_idx" ON "audit_records" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_records_member_idx" ON "audit_records" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "audit_records_action_idx" ON "audit_records" USING btree ("action","at");--> statement-breakpoint
-- hand-written below
-- The audit trail is append-only, as the journal is: no record is ever changed or removed.
CREATE FUNCTION audit_records_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'the audit trail is append-only: % is not allowed', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_records_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_records
  FOR EACH ROW EXECUTE FUNCTION audit_records_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_records_no_truncate BEFORE TRUNCATE ON audit_records
  FOR EACH STATEMENT EXECUTE FUNCTION audit_records_append_only();
