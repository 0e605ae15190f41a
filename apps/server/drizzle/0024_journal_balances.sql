CREATE TYPE "public"."journal_entry_kind" AS ENUM('item', 'loan', 'expense', 'bank-opening', 'saving-opening', 'transfer', 'share-out', 'period-close');--> statement-breakpoint
ALTER TABLE "loans" ALTER COLUMN "principal_outstanding_cents" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "loans" ALTER COLUMN "interest_outstanding_cents" SET DEFAULT 0;--> statement-breakpoint
-- hand-written below (docs/decisions/journal-balances.md)
-- Each existing entry's kind is the first part of its key; the journal refuses updates, so its
-- guard is off while the column is filled in.
ALTER TABLE "journal_entries" ADD COLUMN "kind" "journal_entry_kind";--> statement-breakpoint
ALTER TABLE "journal_entries" DISABLE TRIGGER journal_entries_no_update_or_delete;--> statement-breakpoint
UPDATE "journal_entries" SET "kind" = split_part("key", ':', 1)::"journal_entry_kind";--> statement-breakpoint
ALTER TABLE "journal_entries" ENABLE TRIGGER journal_entries_no_update_or_delete;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
-- The money balances a screen shows are the journal's lines (docs/decisions/journal-balances.md,
-- "Balances are kept from the journal"): each statement that adds lines adds them to the bank
-- accounts', the loans' and the savings accounts' balances, each kind in id order so that postings
-- touching the same rows take their locks in the same order. The balances' CHECKs (never below
-- zero) then refuse the posting. A restore loads the balances as they were backed up.
CREATE FUNCTION journal_balances_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF current_setting('links.restoring', true) = 'on' THEN RETURN NULL; END IF;
  FOR r IN
    SELECT a.bank_account_id AS id, sum(l.debit_cents - l.credit_cents) AS net
    FROM added l JOIN ledger_accounts a ON a.id = l.account_id
    WHERE a.bank_account_id IS NOT NULL
    GROUP BY a.bank_account_id ORDER BY a.bank_account_id
  LOOP
    UPDATE bank_accounts SET balance_cents = balance_cents + r.net WHERE id = r.id;
  END LOOP;
  FOR r IN
    SELECT l.loan_id AS id, sum(l.debit_cents - l.credit_cents) AS net
    FROM added l JOIN ledger_accounts a ON a.id = l.account_id AND a.system_key = 'loans'
    WHERE l.loan_id IS NOT NULL
    GROUP BY l.loan_id ORDER BY l.loan_id
  LOOP
    UPDATE loans SET principal_outstanding_cents = principal_outstanding_cents + r.net WHERE id = r.id;
  END LOOP;
  FOR r IN
    SELECT l.user_id AS id, sum(l.credit_cents - l.debit_cents) AS net
    FROM added l JOIN ledger_accounts a ON a.id = l.account_id AND a.system_key = 'savings'
    WHERE l.user_id IS NOT NULL
    GROUP BY l.user_id ORDER BY l.user_id
  LOOP
    UPDATE savings_accounts SET balance_cents = balance_cents + r.net WHERE user_id = r.id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'Member % has no savings account', r.id USING ERRCODE = 'foreign_key_violation';
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER journal_balances_keep AFTER INSERT ON journal_lines
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION journal_balances_keep();--> statement-breakpoint
-- The interest a loan still expects is its installments' (schedule state, on the cash basis not in
-- the journal), kept the same way when an installment is written or paid.
CREATE FUNCTION loan_interest_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change bigint := NEW.interest_cents - NEW.interest_paid_cents - NEW.interest_waived_cents;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    change := change - (OLD.interest_cents - OLD.interest_paid_cents - OLD.interest_waived_cents);
  END IF;
  IF change <> 0 THEN
    UPDATE loans SET interest_outstanding_cents = interest_outstanding_cents + change WHERE id = NEW.loan_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER loan_interest_keep AFTER INSERT OR UPDATE ON loan_installments
FOR EACH ROW EXECUTE FUNCTION loan_interest_keep();--> statement-breakpoint
-- Every existing group's balances, counted afresh from the journal and the schedules: the same
-- figures to the cent when the books agreed with them, as `npm run verify` proved.
UPDATE bank_accounts b SET balance_cents = coalesce((
  SELECT sum(l.debit_cents - l.credit_cents) FROM journal_lines l
  JOIN ledger_accounts a ON a.id = l.account_id WHERE a.bank_account_id = b.id), 0);--> statement-breakpoint
UPDATE loans o SET
  principal_outstanding_cents = coalesce((
    SELECT sum(l.debit_cents - l.credit_cents) FROM journal_lines l
    JOIN ledger_accounts a ON a.id = l.account_id AND a.system_key = 'loans' WHERE l.loan_id = o.id), 0),
  interest_outstanding_cents = coalesce((
    SELECT sum(i.interest_cents - i.interest_paid_cents - i.interest_waived_cents)
    FROM loan_installments i WHERE i.loan_id = o.id), 0);--> statement-breakpoint
UPDATE savings_accounts s SET balance_cents = coalesce((
  SELECT sum(l.credit_cents - l.debit_cents) FROM journal_lines l
  JOIN ledger_accounts a ON a.id = l.account_id AND a.system_key = 'savings' WHERE l.user_id = s.user_id), 0);
