ALTER TABLE "expenses" ALTER COLUMN "bank_account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "spent_on" date;--> statement-breakpoint
-- An expense was dated the day of its journal entry: that day becomes its date.
UPDATE "expenses" SET "spent_on" = coalesce(
  (SELECT "entry_date" FROM "journal_entries" WHERE "key" = 'expense:' || "expenses"."id"),
  ("expenses"."created_at" AT TIME ZONE 'Africa/Nairobi')::date
);--> statement-breakpoint
ALTER TABLE "expenses" ALTER COLUMN "spent_on" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("spent_on","id");
--> statement-breakpoint
-- Expense requests named the bank account by its bank id: they name it by its money account id now,
-- and carry the day they were asked as the expense's date (docs/decisions/money-accounts.md).
UPDATE "approval_requests" AS r SET "payload" = r."payload"
  || jsonb_build_object('account_id', la."id")
  || jsonb_build_object('date', coalesce(r."payload"->>'date', (r."created_at" AT TIME ZONE 'Africa/Nairobi')::date::text))
FROM "ledger_accounts" AS la
WHERE r."kind" = 'expense' AND la."bank_account_id" = (r."payload"->>'account_id')::int;
