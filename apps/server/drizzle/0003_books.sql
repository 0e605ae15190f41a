CREATE TYPE "public"."account_type" AS ENUM('asset', 'liability', 'equity', 'income', 'expense');--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"entry_date" date NOT NULL,
	"memo" text NOT NULL,
	"transaction_id" integer,
	"reverses_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_key_unique" UNIQUE("key"),
	CONSTRAINT "journal_entries_reverses_unique" UNIQUE("reverses_id")
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"user_id" integer,
	"loan_id" integer,
	"debit_cents" bigint DEFAULT 0 NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "journal_line_one_sided" CHECK (("journal_lines"."debit_cents" > 0 and "journal_lines"."credit_cents" = 0) or ("journal_lines"."credit_cents" > 0 and "journal_lines"."debit_cents" = 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" "account_type" NOT NULL,
	"system_key" text,
	"bank_account_id" integer,
	"expense_category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "ledger_accounts_system_key_unique" UNIQUE("system_key"),
	CONSTRAINT "ledger_accounts_bank_unique" UNIQUE("bank_account_id"),
	CONSTRAINT "ledger_accounts_expense_category_unique" UNIQUE("expense_category")
);
--> statement-breakpoint
ALTER TABLE "group_settings" ADD COLUMN "default_account_id" integer;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("entry_date","id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account_id","entry_date","entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_user_idx" ON "journal_lines" USING btree ("user_id","entry_date") WHERE "journal_lines"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_lines_loan_idx" ON "journal_lines" USING btree ("loan_id","entry_date") WHERE "journal_lines"."loan_id" is not null;--> statement-breakpoint
ALTER TABLE "group_settings" ADD CONSTRAINT "group_settings_default_account_id_ledger_accounts_id_fk" FOREIGN KEY ("default_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The chart of accounts every group has (packages/domain/src/books/accounts.ts, docs/books.md).
INSERT INTO "ledger_accounts" ("code", "name", "type", "system_key") VALUES
  ('1000', 'Cash on hand', 'asset', 'cash'),
  ('1200', 'Loans to members', 'asset', 'loans'),
  ('2000', 'Members'' savings', 'liability', 'savings'),
  ('2100', 'Withholding tax payable', 'liability', 'withholding'),
  ('3000', 'Opening balances', 'equity', 'opening'),
  ('3100', 'Retained earnings', 'equity', 'retained'),
  ('4000', 'Loan interest', 'income', 'interest'),
  ('4100', 'Fines', 'income', 'fines'),
  ('4200', 'Other income', 'income', 'otherIncome');
--> statement-breakpoint
-- Existing data: one account per bank account and per expense category ...
INSERT INTO "ledger_accounts" ("code", "name", "type", "bank_account_id")
SELECT '11' || lpad((row_number() OVER (ORDER BY "id"))::text, 2, '0'), "name", 'asset', "id"
FROM "bank_accounts";
--> statement-breakpoint
INSERT INTO "ledger_accounts" ("code", "name", "type", "expense_category")
SELECT '5' || lpad((row_number() OVER (ORDER BY "first_id"))::text, 3, '0'), "name", 'expense', "category"
FROM (
  SELECT lower(regexp_replace(trim("comment_type"), '\s+', ' ', 'g')) AS "category",
         min("id") AS "first_id",
         (array_agg(regexp_replace(trim("comment_type"), '\s+', ' ', 'g') ORDER BY "id"))[1] AS "name"
  FROM "expenses" GROUP BY 1
) AS "categories";
--> statement-breakpoint
-- ... and every movement of the one-sided ledger as a balanced journal entry. Money received or paid
-- before the books named no account, so it is Cash on hand's; amounts brought in are Opening balances'.
-- The interest a schedule expects was booked as a receivable; on the cash basis it is not posted.
CREATE TEMPORARY TABLE "migrated_lines" (
  "key" text NOT NULL, "entry_date" date NOT NULL, "memo" text NOT NULL, "transaction_id" integer,
  "created_by" integer, "created_at" timestamptz NOT NULL, "account" text NOT NULL,
  "user_id" integer, "loan_id" integer, "debit" bigint NOT NULL, "credit" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "migrated_lines"
SELECT k."key", k."entry_date", k."memo", k."transaction_id", e."created_by", e."created_at",
       side."account", side."user_id", side."loan_id", side."debit", side."credit"
FROM "ledger_entries" e
LEFT JOIN "transaction_items" i ON i."id" = e."transaction_item_id"
LEFT JOIN "transactions" t ON t."id" = i."transaction_id"
LEFT JOIN "savings_accounts" s ON e."account_type" = 'savings' AND s."id" = e."account_id"
LEFT JOIN "loans" l ON e."account_type" IN ('loan_principal', 'loan_interest') AND l."id" = e."account_id"
LEFT JOIN "expenses" x ON x."id" = e."expense_id"
CROSS JOIN LATERAL (
  SELECT
    CASE
      WHEN e."transaction_item_id" IS NOT NULL THEN 'item:' || e."transaction_item_id"
      WHEN e."kind" = 'opening_balance' AND e."account_type" = 'savings' THEN 'saving-opening:' || e."account_id"
      WHEN e."kind" = 'opening_balance' AND e."account_type" = 'bank' THEN 'bank-opening:' || e."account_id"
      WHEN e."expense_id" IS NOT NULL THEN 'expense:' || e."expense_id"
      WHEN e."kind" = 'loan_issued' THEN 'loan:' || e."account_id"
      ELSE 'ledger:' || e."id"
    END AS "key",
    COALESCE(t."transaction_date", l."issued_on", (e."created_at" AT TIME ZONE 'UTC' + interval '3 hours')::date) AS "entry_date",
    CASE
      WHEN e."transaction_item_id" IS NOT NULL AND e."account_type" = 'savings' THEN 'Saving, transaction TRN-' || t."id"
      WHEN e."transaction_item_id" IS NOT NULL THEN 'Loan repayment, transaction TRN-' || t."id"
      WHEN e."kind" = 'opening_balance' AND e."account_type" = 'savings' THEN 'Opening savings balance'
      WHEN e."kind" = 'opening_balance' THEN 'Opening balance'
      WHEN e."expense_id" IS NOT NULL THEN 'Expense: ' || x."comment_type"
      WHEN e."kind" = 'loan_issued' THEN 'Loan #' || e."account_id" || ' issued'
      ELSE COALESCE(e."memo", 'Correction')
    END AS "memo",
    t."id" AS "transaction_id"
) AS k
CROSS JOIN LATERAL (
  -- The side of the account itself ...
  SELECT CASE e."account_type" WHEN 'savings' THEN 'savings' WHEN 'bank' THEN 'bank:' || e."account_id"
              WHEN 'loan_principal' THEN 'loans' ELSE 'interest' END AS "account",
         COALESCE(s."user_id", l."user_id") AS "user_id",
         l."id" AS "loan_id",
         CASE WHEN (e."account_type" <> 'savings') = (e."amount_cents" > 0) THEN abs(e."amount_cents") ELSE 0 END AS "debit",
         CASE WHEN (e."account_type" <> 'savings') = (e."amount_cents" > 0) THEN 0 ELSE abs(e."amount_cents") END AS "credit"
  UNION ALL
  -- ... and the other side: the money account, the expense category or Opening balances.
  SELECT CASE
           WHEN e."expense_id" IS NOT NULL THEN 'expense:' || lower(regexp_replace(trim(x."comment_type"), '\s+', ' ', 'g'))
           WHEN e."transaction_item_id" IS NOT NULL THEN 'cash'
           WHEN e."kind" = 'loan_issued' AND l."loan_amount_cents" = l."principal_cents" THEN 'cash'
           ELSE 'opening'
         END,
         NULL, NULL,
         CASE WHEN (e."account_type" <> 'savings') = (e."amount_cents" > 0) THEN 0 ELSE abs(e."amount_cents") END,
         CASE WHEN (e."account_type" <> 'savings') = (e."amount_cents" > 0) THEN abs(e."amount_cents") ELSE 0 END
) AS side
WHERE e."kind" <> 'interest_charged' AND NOT (e."account_type" = 'loan_interest' AND e."transaction_item_id" IS NULL)
  AND e."amount_cents" <> 0;
--> statement-breakpoint
INSERT INTO "journal_entries" ("key", "entry_date", "memo", "transaction_id", "created_by", "created_at")
SELECT "key", min("entry_date"), min("memo"), min("transaction_id"), min("created_by"), min("created_at")
FROM "migrated_lines" GROUP BY "key" ORDER BY min("created_at"), "key";
--> statement-breakpoint
INSERT INTO "journal_lines" ("entry_id", "account_id", "entry_date", "user_id", "loan_id", "debit_cents", "credit_cents")
SELECT j."id", a."id", j."entry_date", m."user_id", m."loan_id",
       CASE WHEN sum(m."debit" - m."credit") > 0 THEN sum(m."debit" - m."credit") ELSE 0 END,
       CASE WHEN sum(m."debit" - m."credit") < 0 THEN -sum(m."debit" - m."credit") ELSE 0 END
FROM "migrated_lines" m
JOIN "journal_entries" j ON j."key" = m."key"
JOIN "ledger_accounts" a ON a."system_key" = m."account"
  OR a."bank_account_id" = (CASE WHEN m."account" LIKE 'bank:%' THEN substr(m."account", 6)::integer END)
  OR a."expense_category" = (CASE WHEN m."account" LIKE 'expense:%' THEN substr(m."account", 9) END)
GROUP BY j."id", a."id", j."entry_date", m."user_id", m."loan_id"
HAVING sum(m."debit" - m."credit") <> 0
ORDER BY j."id", a."id";
--> statement-breakpoint
DROP TABLE "migrated_lines";
--> statement-breakpoint
-- docs/decisions/books.md, "Double entry": the journal is append-only, and each entry balances (checked when
-- its transaction commits).
CREATE FUNCTION journal_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'the journal is append-only: % is not allowed', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_update_or_delete BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION journal_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_lines_no_update_or_delete BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION journal_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_lines_no_truncate BEFORE TRUNCATE ON journal_lines
  FOR EACH STATEMENT EXECUTE FUNCTION journal_append_only();
--> statement-breakpoint
CREATE FUNCTION journal_entry_balances() RETURNS trigger AS $$
DECLARE
  target bigint;
  debits bigint;
  credits bigint;
  line_count integer;
BEGIN
  -- Two statements, not one CASE: a CASE naming NEW.entry_id fails on a journal_entries row
  -- ("record "new" has no field "entry_id"") even in the branch it does not take.
  IF TG_TABLE_NAME = 'journal_entries' THEN
    target := NEW.id;
  ELSE
    target := NEW.entry_id;
  END IF;
  SELECT coalesce(sum(debit_cents), 0), coalesce(sum(credit_cents), 0), count(*)
    INTO debits, credits, line_count
    FROM journal_lines WHERE entry_id = target;
  IF line_count < 2 OR debits <> credits THEN
    RAISE EXCEPTION 'journal entry % does not balance: % line(s), debits %, credits %', target, line_count, debits, credits;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balance AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_balances();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balance AFTER INSERT ON journal_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_balances();
