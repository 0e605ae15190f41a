CREATE TYPE "public"."approval_decision" AS ENUM('Approve', 'Reject');--> statement-breakpoint
CREATE TYPE "public"."approval_status" AS ENUM('Pending', 'Approved', 'Rejected', 'Expired');--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"subject" text,
	"summary" text NOT NULL,
	"amount_cents" bigint,
	"maker_id" integer NOT NULL,
	"beneficiary_id" integer,
	"status" "approval_status" DEFAULT 'Pending' NOT NULL,
	"required_count" integer NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "approval_requests_required" CHECK ("approval_requests"."required_count" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "approval_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"official_id" integer NOT NULL,
	"decision" "approval_decision" NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_settings" ADD COLUMN "approvals_required" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_settings" ADD COLUMN "approval_threshold_cents" bigint DEFAULT 500000 NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_votes" ADD CONSTRAINT "approval_votes_request_id_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_votes" ADD CONSTRAINT "approval_votes_official_id_users_id_fk" FOREIGN KEY ("official_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_pending" ON "approval_requests" USING btree ("subject") WHERE "approval_requests"."status" = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "approval_votes_one_each" ON "approval_votes" USING btree ("request_id","official_id");--> statement-breakpoint
ALTER TABLE "group_settings" ADD CONSTRAINT "group_settings_approvals_required" CHECK ("group_settings"."approvals_required" between 1 and 3);--> statement-breakpoint
ALTER TABLE "group_settings" ADD CONSTRAINT "group_settings_approval_threshold" CHECK ("group_settings"."approval_threshold_cents" >= 0);