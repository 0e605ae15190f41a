CREATE TYPE "public"."member_status" AS ENUM('active', 'inactive');--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'exit';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" "member_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "exited_on" date;--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status","id");