CREATE TYPE "public"."payout_source" AS ENUM('loan', 'withdrawal', 'exit', 'share_out');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('Pending', 'Sent', 'Completed', 'Failed');--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'payout';--> statement-breakpoint
CREATE TABLE "payout_attempts" (
	"group_id" integer DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer NOT NULL,
	"id" serial NOT NULL,
	"payout_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"originator_conversation_id" text NOT NULL,
	"conversation_id" text,
	"callback_token_hash" text NOT NULL,
	"status_token_hash" text,
	"phone" text NOT NULL,
	"outcome" text DEFAULT 'open' NOT NULL,
	"result_code" text,
	"reason" text,
	"receipt" text,
	"sent_at" timestamp with time zone NOT NULL,
	"query_due_at" timestamp with time zone NOT NULL,
	"queried_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payout_attempts_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"group_id" integer DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer NOT NULL,
	"id" serial NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"source" "payout_source" NOT NULL,
	"source_id" integer NOT NULL,
	"description" text NOT NULL,
	"status" "payout_status" DEFAULT 'Pending' NOT NULL,
	"method" text,
	"phone" text,
	"receipt" text,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"account_id" integer,
	"note" text,
	"entry_id" bigint,
	"created_by" integer,
	"completed_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payouts_group_id_id_pk" PRIMARY KEY("group_id","id"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payout_attempts" ADD CONSTRAINT "payout_attempts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_attempts_number_idx" ON "payout_attempts" USING btree ("group_id","payout_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_attempts_originator_idx" ON "payout_attempts" USING btree ("group_id","originator_conversation_id");--> statement-breakpoint
CREATE INDEX "payout_attempts_token_idx" ON "payout_attempts" USING btree ("callback_token_hash");--> statement-breakpoint
CREATE INDEX "payout_attempts_status_token_idx" ON "payout_attempts" USING btree ("status_token_hash");--> statement-breakpoint
CREATE INDEX "payout_attempts_open_idx" ON "payout_attempts" USING btree ("group_id","outcome","query_due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_source_idx" ON "payouts" USING btree ("group_id","source","source_id","user_id");--> statement-breakpoint
CREATE INDEX "payouts_created_idx" ON "payouts" USING btree ("group_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_amount_idx" ON "payouts" USING btree ("group_id","amount_cents","id");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("group_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("group_id","status","created_at","id");--> statement-breakpoint
select links_guard_group_table('payouts');--> statement-breakpoint
select links_guard_group_table('payout_attempts');