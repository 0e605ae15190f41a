-- docs/decisions/payments.md, "Member numbers": each group numbers its own members from M001, in
-- order of creation. The deployment-wide identity gives way to the next number of the group,
-- taken under a lock of the group's numbering so that two members added at once differ.
ALTER TABLE "users" ALTER COLUMN "member_no" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "member_no" SET DEFAULT null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION links_member_number() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if new.member_no is null then
    perform pg_advisory_xact_lock(hashtext('links.member_no'), new.group_id);
    select coalesce(max(member_no), 0) + 1 into new.member_no from users where group_id = new.group_id;
  end if;
  return new;
end $$;--> statement-breakpoint
CREATE TRIGGER users_member_number BEFORE INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION links_member_number();
