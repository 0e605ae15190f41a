-- docs/decisions/people.md, "People and memberships": the password is the person's, kept once.
ALTER TABLE "users" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "must_change_password";
