ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'rotation-release';--> statement-breakpoint
ALTER TYPE "public"."transaction_item_type" ADD VALUE 'ROTATION';--> statement-breakpoint
CREATE TABLE "rotation_payments" (
	"group_id" integer DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer NOT NULL,
	"transaction_item_id" integer NOT NULL,
	"rotation_id" integer NOT NULL,
	"round" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "rotation_payments_group_id_transaction_item_id_round_pk" PRIMARY KEY("group_id","transaction_item_id","round"),
	CONSTRAINT "rotation_payments_positive" CHECK ("rotation_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "rotation_rounds" (
	"group_id" integer DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer NOT NULL,
	"rotation_id" integer NOT NULL,
	"number" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"released_on" date,
	"released_cents" bigint DEFAULT 0 NOT NULL,
	"shortfall_cents" bigint DEFAULT 0 NOT NULL,
	"entry_id" bigint,
	CONSTRAINT "rotation_rounds_group_id_rotation_id_number_pk" PRIMARY KEY("group_id","rotation_id","number")
);
--> statement-breakpoint
CREATE TABLE "rotation_swaps" (
	"group_id" integer DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer NOT NULL,
	"id" serial NOT NULL,
	"rotation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"with_user_id" integer NOT NULL,
	"asked_by" integer NOT NULL,
	"consented" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'Asked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rotation_swaps_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "rotations" (
	"group_id" integer DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"every" text NOT NULL,
	"start_date" date NOT NULL,
	"seed" text,
	"account_id" integer NOT NULL,
	"clearing_account_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rotations_group_id_id_pk" PRIMARY KEY("group_id","id"),
	CONSTRAINT "rotations_amount_positive" CHECK ("rotations"."amount_cents" > 0)
);
--> statement-breakpoint
DROP INDEX "audit_records_payouts_idx";--> statement-breakpoint
ALTER TABLE "transaction_items" ADD COLUMN "rotation_id" integer;--> statement-breakpoint
ALTER TABLE "rotation_payments" ADD CONSTRAINT "rotation_payments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_payments" ADD CONSTRAINT "rotation_payments_item_fk" FOREIGN KEY ("group_id","transaction_item_id") REFERENCES "public"."transaction_items"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_payments" ADD CONSTRAINT "rotation_payments_round_fk" FOREIGN KEY ("group_id","rotation_id","round") REFERENCES "public"."rotation_rounds"("group_id","rotation_id","number") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_rounds" ADD CONSTRAINT "rotation_rounds_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_rounds" ADD CONSTRAINT "rotation_rounds_rotation_id_fk" FOREIGN KEY ("group_id","rotation_id") REFERENCES "public"."rotations"("group_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_rounds" ADD CONSTRAINT "rotation_rounds_recipient_id_fk" FOREIGN KEY ("group_id","recipient_id") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_swaps" ADD CONSTRAINT "rotation_swaps_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_swaps" ADD CONSTRAINT "rotation_swaps_rotation_id_fk" FOREIGN KEY ("group_id","rotation_id") REFERENCES "public"."rotations"("group_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotations" ADD CONSTRAINT "rotations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotations" ADD CONSTRAINT "rotations_account_id_fk" FOREIGN KEY ("group_id","account_id") REFERENCES "public"."ledger_accounts"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotations" ADD CONSTRAINT "rotations_clearing_account_id_fk" FOREIGN KEY ("group_id","clearing_account_id") REFERENCES "public"."ledger_accounts"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rotation_payments_round_idx" ON "rotation_payments" USING btree ("group_id","rotation_id","round","user_id");--> statement-breakpoint
CREATE INDEX "rotation_rounds_recipient_idx" ON "rotation_rounds" USING btree ("group_id","rotation_id","recipient_id");--> statement-breakpoint
CREATE INDEX "rotation_swaps_rotation_idx" ON "rotation_swaps" USING btree ("group_id","rotation_id","id");--> statement-breakpoint
CREATE INDEX "rotations_created_idx" ON "rotations" USING btree ("group_id","created_at","id");--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_rotation_id_fk" FOREIGN KEY ("group_id","rotation_id") REFERENCES "public"."rotations"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_records_payouts_idx" ON "audit_records" USING btree ("group_id","at","id") WHERE (entity = 'loan' and action = 'create') or (entity = 'expense' and action = 'create') or (entity = 'transfer' and action = 'create') or (entity = 'fine' and action = 'waive') or (entity = 'share_out' and action = 'commit') or (entity = 'withdrawal' and action = 'pay') or (entity = 'member' and action = 'exit') or (entity = 'fund_claim' and action = 'pay') or (entity = 'rotation' and action = 'release') or (entity in ('transaction', 'expense', 'transfer') and action = 'reverse');--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_item_rotation_named" CHECK (("transaction_items"."type"::text = 'ROTATION') = ("transaction_items"."rotation_id" is not null));--> statement-breakpoint
CREATE OR REPLACE FUNCTION monthly_collections_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP = 'UPDATE' AND OLD.status = 'Approved';
  is_now boolean := NEW.status = 'Approved';
  delta bigint;
  collected_in date;
  contributed boolean := NEW.type::text IN ('SAVING', 'CONTRIBUTION');
BEGIN
  IF was = is_now THEN RETURN NULL; END IF;
  -- A merry-go-round's money passes through to the round's recipient: it is not a collection.
  IF NEW.type::text = 'ROTATION' THEN RETURN NULL; END IF;
  delta := CASE WHEN is_now THEN NEW.amount_cents ELSE -NEW.amount_cents END;
  SELECT date_trunc('month', transaction_date)::date INTO collected_in FROM transactions
    WHERE group_id = NEW.group_id AND id = NEW.transaction_id;
  INSERT INTO monthly_collection_totals AS m (group_id, month, savings_cents, repayments_cents)
  VALUES (
    NEW.group_id,
    collected_in,
    CASE WHEN contributed THEN delta ELSE 0 END,
    CASE WHEN contributed THEN 0 ELSE delta END
  )
  ON CONFLICT (group_id, month) DO UPDATE SET
    savings_cents = m.savings_cents + excluded.savings_cents,
    repayments_cents = m.repayments_cents + excluded.repayments_cents;
  RETURN NULL;
END
$$;--> statement-breakpoint
select links_guard_group_table('rotations');--> statement-breakpoint
select links_guard_group_table('rotation_rounds');--> statement-breakpoint
select links_guard_group_table('rotation_payments');--> statement-breakpoint
select links_guard_group_table('rotation_swaps');
