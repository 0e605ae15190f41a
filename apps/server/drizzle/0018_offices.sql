CREATE TYPE "public"."office" AS ENUM('member', 'chair', 'treasurer', 'secretary', 'auditor');--> statement-breakpoint
ALTER TABLE "group_settings" ADD COLUMN "hide_beneficiaries_from_members" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "office" "office" DEFAULT 'member' NOT NULL;