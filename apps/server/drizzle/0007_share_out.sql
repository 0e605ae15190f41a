CREATE TYPE "public"."share_out_method" AS ENUM('proportional', 'time_weighted');--> statement-breakpoint
CREATE TYPE "public"."share_out_payout" AS ENUM('to_savings', 'cash');--> statement-breakpoint
CREATE TABLE "period_closings" (
	"id" serial PRIMARY KEY NOT NULL,
	"closed_through" date NOT NULL,
	"closing_entry_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "period_closings_through_unique" UNIQUE("closed_through"),
	CONSTRAINT "period_closings_entry_unique" UNIQUE("closing_entry_id")
);
--> statement-breakpoint
CREATE TABLE "share_out_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_out_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"basis_cents" bigint NOT NULL,
	"share_cents" bigint NOT NULL,
	"withholding_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	CONSTRAINT "share_out_lines_amounts" CHECK ("share_out_lines"."basis_cents" >= 0 and "share_out_lines"."withholding_cents" >= 0 and "share_out_lines"."net_cents" >= 0 and "share_out_lines"."share_cents" = "share_out_lines"."withholding_cents" + "share_out_lines"."net_cents")
);
--> statement-breakpoint
CREATE TABLE "share_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"method" "share_out_method" NOT NULL,
	"withholding_rate_bp" integer NOT NULL,
	"payout" "share_out_payout" NOT NULL,
	"account_id" integer,
	"distributable_cents" bigint NOT NULL,
	"total_basis_cents" bigint NOT NULL,
	"total_withholding_cents" bigint NOT NULL,
	"total_net_cents" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_outs_period_to_unique" UNIQUE("period_to"),
	CONSTRAINT "share_outs_entry_unique" UNIQUE("entry_id"),
	CONSTRAINT "share_outs_period" CHECK ("share_outs"."period_from" <= "share_outs"."period_to"),
	CONSTRAINT "share_outs_rate" CHECK ("share_outs"."withholding_rate_bp" between 0 and 10000),
	CONSTRAINT "share_outs_positive" CHECK ("share_outs"."distributable_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "period_closings" ADD CONSTRAINT "period_closings_closing_entry_id_journal_entries_id_fk" FOREIGN KEY ("closing_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_closings" ADD CONSTRAINT "period_closings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_out_lines" ADD CONSTRAINT "share_out_lines_share_out_id_share_outs_id_fk" FOREIGN KEY ("share_out_id") REFERENCES "public"."share_outs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_out_lines" ADD CONSTRAINT "share_out_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_outs" ADD CONSTRAINT "share_outs_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_outs" ADD CONSTRAINT "share_outs_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_outs" ADD CONSTRAINT "share_outs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_out_lines_member_unique" ON "share_out_lines" USING btree ("share_out_id","user_id");--> statement-breakpoint
CREATE INDEX "share_out_lines_user_idx" ON "share_out_lines" USING btree ("user_id","share_out_id");--> statement-breakpoint
-- hand-written below
-- A share-out and the closing of its period are final: their rows are never updated or deleted.
CREATE FUNCTION share_outs_final() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'a share-out and its closed period are final: % is not allowed', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER period_closings_final BEFORE UPDATE OR DELETE ON period_closings
  FOR EACH ROW EXECUTE FUNCTION share_outs_final();
--> statement-breakpoint
CREATE TRIGGER period_closings_no_truncate BEFORE TRUNCATE ON period_closings
  FOR EACH STATEMENT EXECUTE FUNCTION share_outs_final();
--> statement-breakpoint
CREATE TRIGGER share_outs_final BEFORE UPDATE OR DELETE ON share_outs
  FOR EACH ROW EXECUTE FUNCTION share_outs_final();
--> statement-breakpoint
CREATE TRIGGER share_outs_no_truncate BEFORE TRUNCATE ON share_outs
  FOR EACH STATEMENT EXECUTE FUNCTION share_outs_final();
--> statement-breakpoint
CREATE TRIGGER share_out_lines_final BEFORE UPDATE OR DELETE ON share_out_lines
  FOR EACH ROW EXECUTE FUNCTION share_outs_final();
--> statement-breakpoint
CREATE TRIGGER share_out_lines_no_truncate BEFORE TRUNCATE ON share_out_lines
  FOR EACH STATEMENT EXECUTE FUNCTION share_outs_final();
