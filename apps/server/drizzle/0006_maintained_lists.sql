CREATE TABLE "list_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_collection_totals" (
	"month" date PRIMARY KEY NOT NULL,
	"savings_cents" bigint DEFAULT 0 NOT NULL,
	"repayments_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "transactions_user_idx";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "status" text DEFAULT 'Pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written: number the existing transactions and give them their status before the indexes.
CREATE FUNCTION transaction_overall_status(total bigint, approved bigint, rejected bigint) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  -- docs/spec/states.md, "A transaction's overall status", as packages/domain/src/transactions/status.ts
  -- overallStatus
  SELECT CASE
    WHEN total > 0 AND approved = total THEN 'Approved'
    WHEN rejected > 0 THEN 'Partially Rejected'
    WHEN approved > 0 THEN 'Partially Approved'
    ELSE 'Pending'
  END
$$;--> statement-breakpoint
UPDATE "transactions" t SET "position" = o.rn
FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS rn FROM "transactions") o
WHERE o.id = t.id;--> statement-breakpoint
UPDATE "transactions" t SET "status" = transaction_overall_status(s.total, s.approved, s.rejected)
FROM (
  SELECT transaction_id, count(*) AS total,
    count(*) FILTER (WHERE status = 'Approved') AS approved,
    count(*) FILTER (WHERE status = 'Rejected') AS rejected
  FROM "transaction_items" GROUP BY transaction_id
) s
WHERE s.transaction_id = t.id;--> statement-breakpoint
INSERT INTO "list_counters" ("name", "n")
SELECT 'transactions', coalesce(max("position"), 0) FROM "transactions";--> statement-breakpoint
INSERT INTO "list_counters" ("name", "n")
SELECT 'transactions:' || s.status, count(t.id)
FROM (VALUES ('Pending'), ('Approved'), ('Partially Approved'), ('Partially Rejected')) AS s(status)
LEFT JOIN "transactions" t ON t.status = s.status
GROUP BY s.status;--> statement-breakpoint
CREATE INDEX "transaction_items_extra_idx" ON "transaction_items" USING btree (lower("extra"));--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_position_idx" ON "transactions" USING btree ("position");--> statement-breakpoint
CREATE INDEX "transactions_status_idx" ON "transactions" USING btree ("status","position");--> statement-breakpoint
CREATE INDEX "transactions_date_idx" ON "transactions" USING btree ("transaction_date","position");--> statement-breakpoint
CREATE INDEX "transactions_user_idx" ON "transactions" USING btree ("user_id","position");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transaction_status_known" CHECK ("transactions"."status" in ('Pending', 'Approved', 'Partially Approved', 'Partially Rejected'));--> statement-breakpoint
-- hand-written below
-- Each new transaction takes the next position; the counter's row lock keeps positions gapless,
-- since a rolled-back insert rolls the counter back with it.
CREATE FUNCTION transactions_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_counters (name, n) VALUES ('transactions', 1)
  ON CONFLICT (name) DO UPDATE SET n = list_counters.n + 1
  RETURNING n INTO NEW.position;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER transactions_number BEFORE INSERT ON "transactions"
FOR EACH ROW EXECUTE FUNCTION transactions_number();--> statement-breakpoint
-- The count of transactions in each status, for the lists' totals.
CREATE FUNCTION transactions_count_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE list_counters SET n = n - 1 WHERE name = 'transactions:' || OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO list_counters (name, n) VALUES ('transactions:' || NEW.status, 1)
    ON CONFLICT (name) DO UPDATE SET n = list_counters.n + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER transactions_count_status AFTER INSERT OR DELETE ON "transactions"
FOR EACH ROW EXECUTE FUNCTION transactions_count_status();--> statement-breakpoint
CREATE TRIGGER transactions_count_status_change AFTER UPDATE OF status ON "transactions"
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION transactions_count_status();--> statement-breakpoint
-- A transaction's status follows its items. The transaction row is locked first, so decisions on
-- several items of one transaction at once each see the others' results.
CREATE FUNCTION transactions_keep_status() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_status text;
BEGIN
  PERFORM 1 FROM transactions WHERE id = NEW.transaction_id FOR UPDATE;
  SELECT transaction_overall_status(
      count(*),
      count(*) FILTER (WHERE status = 'Approved'),
      count(*) FILTER (WHERE status = 'Rejected'))
    INTO next_status
    FROM transaction_items WHERE transaction_id = NEW.transaction_id;
  UPDATE transactions SET status = next_status
    WHERE id = NEW.transaction_id AND status IS DISTINCT FROM next_status;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER transaction_items_keep_status AFTER INSERT OR UPDATE OF status ON "transaction_items"
FOR EACH ROW EXECUTE FUNCTION transactions_keep_status();
--> statement-breakpoint
-- The month's collections follow approvals: an item counts in the month of its transaction's date
-- while it is Approved (decisions: reports from kept figures).
CREATE FUNCTION monthly_collections_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP = 'UPDATE' AND OLD.status = 'Approved';
  is_now boolean := NEW.status = 'Approved';
  delta bigint;
  collected_in date;
BEGIN
  IF was = is_now THEN RETURN NULL; END IF;
  delta := CASE WHEN is_now THEN NEW.amount_cents ELSE -NEW.amount_cents END;
  SELECT date_trunc('month', transaction_date)::date INTO collected_in FROM transactions WHERE id = NEW.transaction_id;
  INSERT INTO monthly_collection_totals AS m (month, savings_cents, repayments_cents)
  VALUES (
    collected_in,
    CASE WHEN NEW.type = 'SAVING' THEN delta ELSE 0 END,
    CASE WHEN NEW.type = 'SAVING' THEN 0 ELSE delta END
  )
  ON CONFLICT (month) DO UPDATE SET
    savings_cents = m.savings_cents + excluded.savings_cents,
    repayments_cents = m.repayments_cents + excluded.repayments_cents;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER monthly_collections_keep AFTER INSERT OR UPDATE OF status ON "transaction_items"
FOR EACH ROW EXECUTE FUNCTION monthly_collections_keep();--> statement-breakpoint
INSERT INTO monthly_collection_totals (month, savings_cents, repayments_cents)
SELECT date_trunc('month', t.transaction_date)::date,
  coalesce(sum(i.amount_cents) FILTER (WHERE i.type = 'SAVING'), 0),
  coalesce(sum(i.amount_cents) FILTER (WHERE i.type <> 'SAVING'), 0)
FROM transaction_items i JOIN transactions t ON t.id = i.transaction_id
WHERE i.status = 'Approved'
GROUP BY 1;
