CREATE TABLE "ledger_daily_totals" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"debit_cents" bigint DEFAULT 0 NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_daily_totals_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
ALTER TABLE "ledger_daily_totals" ADD CONSTRAINT "ledger_daily_totals_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- hand-written below
-- Each statement that adds journal lines adds their sums to their accounts' days, in account order
-- so that postings touching the same accounts take the rows' locks in the same order. A restore
-- loads the table as it was backed up (links.restoring), so it adds nothing then.
CREATE FUNCTION ledger_daily_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('links.restoring', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO ledger_daily_totals AS d (account_id, day, debit_cents, credit_cents)
  SELECT account_id, entry_date, sum(debit_cents), sum(credit_cents)
  FROM added GROUP BY account_id, entry_date ORDER BY account_id, entry_date
  ON CONFLICT (account_id, day) DO UPDATE SET
    debit_cents = d.debit_cents + excluded.debit_cents,
    credit_cents = d.credit_cents + excluded.credit_cents;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_daily_totals_keep AFTER INSERT ON journal_lines
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_daily_totals_keep();--> statement-breakpoint
INSERT INTO ledger_daily_totals (account_id, day, debit_cents, credit_cents)
SELECT account_id, entry_date, sum(debit_cents), sum(credit_cents)
FROM journal_lines GROUP BY account_id, entry_date;
