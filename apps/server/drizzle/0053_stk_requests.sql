CREATE TYPE "public"."stk_status" AS ENUM('Pending', 'Completed', 'Failed');--> statement-breakpoint
CREATE TABLE "stk_requests" (
	"group_id" integer DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer NOT NULL,
	"id" serial NOT NULL,
	"user_id" integer NOT NULL,
	"phone" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"callback_token_hash" text NOT NULL,
	"checkout_request_id" text,
	"merchant_request_id" text,
	"status" "stk_status" DEFAULT 'Pending' NOT NULL,
	"result_code" integer,
	"reason" text,
	"receipt" text,
	"payment_id" integer,
	"settled_by" text,
	"requested_at" timestamp with time zone NOT NULL,
	"queried_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "stk_requests_group_id_id_pk" PRIMARY KEY("group_id","id"),
	CONSTRAINT "stk_requests_amount_positive" CHECK ("stk_requests"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "stk_requests" ADD CONSTRAINT "stk_requests_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stk_requests_checkout_idx" ON "stk_requests" USING btree ("group_id","checkout_request_id");--> statement-breakpoint
CREATE INDEX "stk_requests_token_idx" ON "stk_requests" USING btree ("callback_token_hash");--> statement-breakpoint
CREATE INDEX "stk_requests_user_idx" ON "stk_requests" USING btree ("group_id","user_id","requested_at","id");--> statement-breakpoint
CREATE INDEX "stk_requests_pending_idx" ON "stk_requests" USING btree ("group_id","status","requested_at");--> statement-breakpoint
select links_guard_group_table('stk_requests');
