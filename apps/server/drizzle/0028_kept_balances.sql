CREATE TABLE "account_balances" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"bank_account_id" integer,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "account_balances_bank_unique" UNIQUE("bank_account_id"),
	CONSTRAINT "bank_balance_not_negative" CHECK ("account_balances"."bank_account_id" is null or "account_balances"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loan_balances" (
	"loan_id" integer PRIMARY KEY NOT NULL,
	"kind" "loan_kind" NOT NULL,
	"principal_outstanding_cents" bigint DEFAULT 0 NOT NULL,
	"interest_outstanding_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "loan_outstanding_not_negative" CHECK ("loan_balances"."principal_outstanding_cents" >= 0 and "loan_balances"."interest_outstanding_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "savings_balances" (
	"savings_account_id" integer PRIMARY KEY NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "savings_balance_not_negative" CHECK ("savings_balances"."balance_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" DROP CONSTRAINT "bank_balance_not_negative";--> statement-breakpoint
ALTER TABLE "loans" DROP CONSTRAINT "loan_outstanding_not_negative";--> statement-breakpoint
ALTER TABLE "savings_accounts" DROP CONSTRAINT "savings_balance_not_negative";--> statement-breakpoint
DROP INDEX "loans_kind_amount_due_idx";--> statement-breakpoint
DROP INDEX "savings_accounts_balance_idx";--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_balances" ADD CONSTRAINT "loan_balances_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_balances" ADD CONSTRAINT "savings_balances_savings_account_id_savings_accounts_id_fk" FOREIGN KEY ("savings_account_id") REFERENCES "public"."savings_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_balances_bank_idx" ON "account_balances" USING btree ("balance_cents","bank_account_id") WHERE "account_balances"."bank_account_id" is not null;--> statement-breakpoint
CREATE INDEX "loan_balances_kind_amount_due_idx" ON "loan_balances" USING btree ("kind",("principal_outstanding_cents" + "interest_outstanding_cents"),"loan_id");--> statement-breakpoint
CREATE INDEX "savings_balances_balance_idx" ON "savings_balances" USING btree ("balance_cents","savings_account_id");--> statement-breakpoint
-- hand-written below (docs/decisions/journal-balances.md, "Balances are kept from the journal")
-- Every existing figure moves to the cent: a bank's balance, a savings account's and a loan's
-- principal and interest from the columns that held them; every other books account's from its
-- daily totals, which is how it was read.
INSERT INTO "account_balances" ("account_id", "bank_account_id", "balance_cents")
SELECT a.id, a.bank_account_id, coalesce(b.balance_cents, (
  SELECT sum(d.debit_cents - d.credit_cents) FROM ledger_daily_totals d WHERE d.account_id = a.id), 0)
FROM ledger_accounts a LEFT JOIN bank_accounts b ON b.id = a.bank_account_id;--> statement-breakpoint
INSERT INTO "savings_balances" ("savings_account_id", "balance_cents")
SELECT id, balance_cents FROM savings_accounts;--> statement-breakpoint
INSERT INTO "loan_balances" ("loan_id", "kind", "principal_outstanding_cents", "interest_outstanding_cents")
SELECT id, kind, principal_outstanding_cents, interest_outstanding_cents FROM loans;--> statement-breakpoint
-- Each books account, savings account and loan gets its balance row, at 0, with its own row, so
-- that every read joins it and every list sorts on its index. A restore loads them as they were
-- (the tables' triggers are off while a backup loads).
CREATE FUNCTION account_balance_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_balances (account_id, bank_account_id) VALUES (NEW.id, NEW.bank_account_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER account_balance_open AFTER INSERT ON ledger_accounts
FOR EACH ROW EXECUTE FUNCTION account_balance_open();--> statement-breakpoint
CREATE FUNCTION savings_balance_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO savings_balances (savings_account_id) VALUES (NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER savings_balance_open AFTER INSERT ON savings_accounts
FOR EACH ROW EXECUTE FUNCTION savings_balance_open();--> statement-breakpoint
CREATE FUNCTION loan_balance_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO loan_balances (loan_id, kind) VALUES (NEW.id, NEW.kind);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER loan_balance_open AFTER INSERT ON loans
FOR EACH ROW EXECUTE FUNCTION loan_balance_open();--> statement-breakpoint
-- Each statement that adds journal lines adds them to the kept balances: every books account's
-- (debit less credit), each loan's principal (its lines on Loans to members) and each savings
-- account's (its member's lines on Members' savings, credit less debit). Accounts, then loans, then
-- savings accounts, each in id order, so that postings touching the same rows take their locks in
-- the same order. The balances' CHECKs (never below zero) then refuse the posting.
CREATE OR REPLACE FUNCTION journal_balances_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF current_setting('links.restoring', true) = 'on' THEN RETURN NULL; END IF;
  FOR r IN
    SELECT account_id AS id, sum(debit_cents - credit_cents) AS net
    FROM added GROUP BY account_id ORDER BY account_id
  LOOP
    UPDATE account_balances SET balance_cents = balance_cents + r.net WHERE account_id = r.id;
  END LOOP;
  FOR r IN
    SELECT l.loan_id AS id, sum(l.debit_cents - l.credit_cents) AS net
    FROM added l JOIN ledger_accounts a ON a.id = l.account_id AND a.system_key = 'loans'
    WHERE l.loan_id IS NOT NULL
    GROUP BY l.loan_id ORDER BY l.loan_id
  LOOP
    UPDATE loan_balances SET principal_outstanding_cents = principal_outstanding_cents + r.net
    WHERE loan_id = r.id;
  END LOOP;
  FOR r IN
    SELECT l.user_id AS member, s.id AS id, sum(l.credit_cents - l.debit_cents) AS net
    FROM added l JOIN ledger_accounts a ON a.id = l.account_id AND a.system_key = 'savings'
    LEFT JOIN savings_accounts s ON s.user_id = l.user_id
    WHERE l.user_id IS NOT NULL
    GROUP BY l.user_id, s.id ORDER BY s.id
  LOOP
    IF r.id IS NULL THEN
      RAISE EXCEPTION 'Member % has no savings account', r.member USING ERRCODE = 'foreign_key_violation';
    END IF;
    UPDATE savings_balances SET balance_cents = balance_cents + r.net WHERE savings_account_id = r.id;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The interest a loan still expects is its installments' (schedule state, on the cash basis not in
-- the journal), kept the same way when an installment is written or paid.
CREATE OR REPLACE FUNCTION loan_interest_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change bigint := NEW.interest_cents - NEW.interest_paid_cents - NEW.interest_waived_cents;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    change := change - (OLD.interest_cents - OLD.interest_paid_cents - OLD.interest_waived_cents);
  END IF;
  IF change <> 0 THEN
    UPDATE loan_balances SET interest_outstanding_cents = interest_outstanding_cents + change
    WHERE loan_id = NEW.loan_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The domain tables keep non-money state only.
ALTER TABLE "bank_accounts" DROP COLUMN "balance_cents";--> statement-breakpoint
ALTER TABLE "loans" DROP COLUMN "principal_outstanding_cents";--> statement-breakpoint
ALTER TABLE "loans" DROP COLUMN "interest_outstanding_cents";--> statement-breakpoint
ALTER TABLE "savings_accounts" DROP COLUMN "balance_cents";