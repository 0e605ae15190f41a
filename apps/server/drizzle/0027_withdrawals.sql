CREATE TYPE "public"."withdrawal_status" AS ENUM('Requested', 'Paid', 'Rejected');--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'withdrawal';--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" "withdrawal_status" DEFAULT 'Requested' NOT NULL,
	"requested_by" integer,
	"requested_on" date NOT NULL,
	"payable_on" date NOT NULL,
	"paid_on" date,
	"entry_id" bigint,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_cents" > 0),
	CONSTRAINT "withdrawals_paid_has_entry" CHECK (("withdrawals"."status" = 'Paid') = ("withdrawals"."entry_id" is not null and "withdrawals"."paid_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "group_settings" ADD COLUMN "withdrawal_notice_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_amount_idx" ON "withdrawals" USING btree ("amount_cents","id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at","id");