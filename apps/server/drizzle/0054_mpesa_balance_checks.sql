CREATE TABLE "mpesa_balance_checks" (
	"group_id" integer DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer NOT NULL,
	"id" serial NOT NULL,
	"callback_token_hash" text NOT NULL,
	"conversation_id" text,
	"status" "stk_status" DEFAULT 'Pending' NOT NULL,
	"accounts" jsonb,
	"reason" text,
	"requested_by" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "mpesa_balance_checks_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
ALTER TABLE "mpesa_balance_checks" ADD CONSTRAINT "mpesa_balance_checks_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mpesa_balance_checks_token_idx" ON "mpesa_balance_checks" USING btree ("callback_token_hash");--> statement-breakpoint
CREATE INDEX "mpesa_balance_checks_requested_idx" ON "mpesa_balance_checks" USING btree ("group_id","requested_at","id");--> statement-breakpoint
select links_guard_group_table('mpesa_balance_checks');
