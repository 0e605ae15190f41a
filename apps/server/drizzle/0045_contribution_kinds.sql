CREATE TYPE "public"."contribution_kind_kind" AS ENUM('savings', 'fund', 'fee');--> statement-breakpoint
ALTER TYPE "public"."transaction_item_type" ADD VALUE 'CONTRIBUTION';--> statement-breakpoint
CREATE TABLE "contribution_kinds" (
	"group_id" integer DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"kind" "contribution_kind_kind" NOT NULL,
	"is_savings" boolean DEFAULT false NOT NULL,
	"expected_cents" bigint,
	"expected_every" text,
	"account_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contribution_kinds_group_id_id_pk" PRIMARY KEY("group_id","id"),
	CONSTRAINT "contribution_kind_expected" CHECK (("contribution_kinds"."expected_cents" is null) = ("contribution_kinds"."expected_every" is null)),
	CONSTRAINT "contribution_kind_expected_positive" CHECK ("contribution_kinds"."expected_cents" is null or "contribution_kinds"."expected_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "transaction_items" ADD COLUMN "contribution_kind_id" integer;--> statement-breakpoint
ALTER TABLE "contribution_kinds" ADD CONSTRAINT "contribution_kinds_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_kinds" ADD CONSTRAINT "contribution_kinds_account_id_fk" FOREIGN KEY ("group_id","account_id") REFERENCES "public"."ledger_accounts"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contribution_kinds_name_unique" ON "contribution_kinds" USING btree ("group_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contribution_kinds_account_unique" ON "contribution_kinds" USING btree ("group_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contribution_kinds_savings_unique" ON "contribution_kinds" USING btree ("group_id") WHERE "contribution_kinds"."is_savings";--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_contribution_kind_id_fk" FOREIGN KEY ("group_id","contribution_kind_id") REFERENCES "public"."contribution_kinds"("group_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_item_kind_named" CHECK (("transaction_items"."type"::text = 'CONTRIBUTION') = ("transaction_items"."contribution_kind_id" is not null));--> statement-breakpoint
INSERT INTO "contribution_kinds" ("group_id", "name", "kind", "is_savings", "account_id")
SELECT "group_id", 'Savings', 'savings', true, "id" FROM "ledger_accounts" WHERE "system_key" = 'savings';--> statement-breakpoint
CREATE OR REPLACE FUNCTION monthly_collections_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP = 'UPDATE' AND OLD.status = 'Approved';
  is_now boolean := NEW.status = 'Approved';
  delta bigint;
  collected_in date;
  contributed boolean := NEW.type::text IN ('SAVING', 'CONTRIBUTION');
BEGIN
  IF was = is_now THEN RETURN NULL; END IF;
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
select links_guard_group_table('contribution_kinds');
