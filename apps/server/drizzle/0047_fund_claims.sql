ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'fund-claim';--> statement-breakpoint
CREATE TABLE "fund_claims" (
	"group_id" integer DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer NOT NULL,
	"id" serial NOT NULL,
	"contribution_kind_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"claim_type" text,
	"reason" text NOT NULL,
	"document" text,
	"amount_cents" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"status" "withdrawal_status" DEFAULT 'Requested' NOT NULL,
	"requested_by" integer,
	"requested_on" date NOT NULL,
	"paid_on" date,
	"entry_id" bigint,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_claims_group_id_id_pk" PRIMARY KEY("group_id","id"),
	CONSTRAINT "fund_claims_amount_positive" CHECK ("fund_claims"."amount_cents" > 0),
	CONSTRAINT "fund_claims_paid_has_entry" CHECK (("fund_claims"."status" = 'Paid') = ("fund_claims"."entry_id" is not null and "fund_claims"."paid_on" is not null))
);
--> statement-breakpoint
DROP INDEX "audit_records_payouts_idx";--> statement-breakpoint
ALTER TABLE "contribution_kinds" ADD COLUMN "claim_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fund_claims" ADD CONSTRAINT "fund_claims_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_claims" ADD CONSTRAINT "fund_claims_kind_fk" FOREIGN KEY ("group_id","contribution_kind_id") REFERENCES "public"."contribution_kinds"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_claims" ADD CONSTRAINT "fund_claims_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_claims" ADD CONSTRAINT "fund_claims_account_id_fk" FOREIGN KEY ("group_id","account_id") REFERENCES "public"."ledger_accounts"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_claims" ADD CONSTRAINT "fund_claims_requested_by_fk" FOREIGN KEY ("group_id","requested_by") REFERENCES "public"."users"("group_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_claims" ADD CONSTRAINT "fund_claims_entry_id_fk" FOREIGN KEY ("group_id","entry_id") REFERENCES "public"."journal_entries"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_claims" ADD CONSTRAINT "fund_claims_decided_by_fk" FOREIGN KEY ("group_id","decided_by") REFERENCES "public"."users"("group_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fund_claims_created_idx" ON "fund_claims" USING btree ("group_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fund_claims_amount_idx" ON "fund_claims" USING btree ("group_id","amount_cents","id");--> statement-breakpoint
CREATE INDEX "fund_claims_kind_idx" ON "fund_claims" USING btree ("group_id","contribution_kind_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fund_claims_user_idx" ON "fund_claims" USING btree ("group_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fund_claims_status_idx" ON "fund_claims" USING btree ("group_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_records_payouts_idx" ON "audit_records" USING btree ("group_id","at","id") WHERE (entity = 'loan' and action = 'create') or (entity = 'expense' and action = 'create') or (entity = 'transfer' and action = 'create') or (entity = 'fine' and action = 'waive') or (entity = 'share_out' and action = 'commit') or (entity = 'withdrawal' and action = 'pay') or (entity = 'member' and action = 'exit') or (entity = 'fund_claim' and action = 'pay') or (entity in ('transaction', 'expense', 'transfer') and action = 'reverse');--> statement-breakpoint
select links_guard_group_table('fund_claims');
