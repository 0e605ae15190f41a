-- docs/decisions/groups.md, "Keys": every group table's rows are group 1's, and every key, unique key
-- and foreign key leads with group_id.
ALTER TABLE "account_balances" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "approval_votes" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_records" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bank_statement_mappings" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "fines" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "group_settings" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "known_devices" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "ledger_daily_totals" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "list_counters" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "loan_balances" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "loan_guarantees" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "loan_installments" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "loan_payments" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "member_accounts" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "monthly_collection_totals" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "period_closings" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reversals" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "savings_accounts" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "savings_balances" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "share_out_lines" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "share_outs" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "statement_lines" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "transaction_items" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "group_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "account_balances" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "approval_requests" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "approval_votes" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "audit_records" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "bank_accounts" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "bank_statement_mappings" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "deliveries" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "disputes" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "expenses" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "fines" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "group_settings" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "incoming_payments" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "journal_lines" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "known_devices" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "ledger_daily_totals" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "list_counters" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "loan_applications" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "loan_balances" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "loan_guarantees" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "loan_installments" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "loan_payments" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "loans" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "member_accounts" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "monthly_collection_totals" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "password_resets" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "period_closings" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "reversals" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "savings_accounts" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "savings_balances" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "share_out_lines" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "share_outs" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "statement_lines" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "transaction_items" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "group_id" SET DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer;
--> statement-breakpoint
-- Every foreign key and primary key of a group table goes first: each comes back leading with group_id.
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT c.conrelid::regclass AS t, c.conname AS name FROM pg_constraint c
    JOIN pg_class k ON k.oid = c.conrelid JOIN pg_namespace n ON n.oid = k.relnamespace
    WHERE n.nspname = 'public' AND c.contype = 'f' AND k.relname = ANY (ARRAY['group_settings', 'users', 'refresh_tokens', 'invitations', 'password_resets', 'outbox', 'deliveries', 'known_devices', 'member_accounts', 'savings_accounts', 'bank_accounts', 'expenses', 'loans', 'loan_installments', 'transactions', 'monthly_collection_totals', 'list_counters', 'transaction_items', 'loan_payments', 'loan_applications', 'loan_guarantees', 'fines', 'ledger_accounts', 'journal_entries', 'journal_lines', 'ledger_daily_totals', 'reversals', 'account_balances', 'savings_balances', 'loan_balances', 'period_closings', 'share_outs', 'share_out_lines', 'audit_records', 'incoming_payments', 'statement_lines', 'bank_statement_mappings', 'approval_requests', 'approval_votes', 'withdrawals', 'disputes'])
  LOOP EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.t, r.name); END LOOP;
  FOR r IN SELECT c.conrelid::regclass AS t, c.conname AS name FROM pg_constraint c
    JOIN pg_class k ON k.oid = c.conrelid JOIN pg_namespace n ON n.oid = k.relnamespace
    WHERE n.nspname = 'public' AND c.contype = 'p' AND k.relname = ANY (ARRAY['group_settings', 'users', 'refresh_tokens', 'invitations', 'password_resets', 'outbox', 'deliveries', 'known_devices', 'member_accounts', 'savings_accounts', 'bank_accounts', 'expenses', 'loans', 'loan_installments', 'transactions', 'monthly_collection_totals', 'list_counters', 'transaction_items', 'loan_payments', 'loan_applications', 'loan_guarantees', 'fines', 'ledger_accounts', 'journal_entries', 'journal_lines', 'ledger_daily_totals', 'reversals', 'account_balances', 'savings_balances', 'loan_balances', 'period_closings', 'share_outs', 'share_out_lines', 'audit_records', 'incoming_payments', 'statement_lines', 'bank_statement_mappings', 'approval_requests', 'approval_votes', 'withdrawals', 'disputes'])
  LOOP EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.t, r.name); END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "account_balances" DROP CONSTRAINT IF EXISTS "account_balances_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "account_balances" DROP CONSTRAINT IF EXISTS "account_balances_bank_account_id_bank_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "approval_requests" DROP CONSTRAINT IF EXISTS "approval_requests_maker_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "approval_requests" DROP CONSTRAINT IF EXISTS "approval_requests_beneficiary_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "approval_votes" DROP CONSTRAINT IF EXISTS "approval_votes_request_id_approval_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "approval_votes" DROP CONSTRAINT IF EXISTS "approval_votes_official_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_statement_mappings" DROP CONSTRAINT IF EXISTS "bank_statement_mappings_ledger_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "deliveries" DROP CONSTRAINT IF EXISTS "deliveries_message_id_outbox_id_fk";
--> statement-breakpoint
ALTER TABLE "disputes" DROP CONSTRAINT IF EXISTS "disputes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "disputes" DROP CONSTRAINT IF EXISTS "disputes_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "disputes" DROP CONSTRAINT IF EXISTS "disputes_journal_entry_id_journal_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "disputes" DROP CONSTRAINT IF EXISTS "disputes_answered_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "expenses" DROP CONSTRAINT IF EXISTS "expenses_bank_account_id_bank_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "expenses" DROP CONSTRAINT IF EXISTS "expenses_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "fines" DROP CONSTRAINT IF EXISTS "fines_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "fines" DROP CONSTRAINT IF EXISTS "fines_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "fines" DROP CONSTRAINT IF EXISTS "fines_waived_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "group_settings" DROP CONSTRAINT IF EXISTS "group_settings_default_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "group_settings" DROP CONSTRAINT IF EXISTS "group_settings_mpesa_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "incoming_payments" DROP CONSTRAINT IF EXISTS "incoming_payments_ledger_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "incoming_payments" DROP CONSTRAINT IF EXISTS "incoming_payments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "incoming_payments" DROP CONSTRAINT IF EXISTS "incoming_payments_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "incoming_payments" DROP CONSTRAINT IF EXISTS "incoming_payments_imported_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "incoming_payments" DROP CONSTRAINT IF EXISTS "incoming_payments_assigned_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "incoming_payments" DROP CONSTRAINT IF EXISTS "incoming_payments_ignored_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT IF EXISTS "invitations_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT IF EXISTS "invitations_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT IF EXISTS "journal_entries_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT IF EXISTS "journal_lines_entry_id_journal_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT IF EXISTS "journal_lines_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT IF EXISTS "journal_lines_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT IF EXISTS "journal_lines_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "known_devices" DROP CONSTRAINT IF EXISTS "known_devices_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT IF EXISTS "ledger_accounts_bank_account_id_bank_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_daily_totals" DROP CONSTRAINT IF EXISTS "ledger_daily_totals_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "loan_applications" DROP CONSTRAINT IF EXISTS "loan_applications_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "loan_applications" DROP CONSTRAINT IF EXISTS "loan_applications_applied_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "loan_applications" DROP CONSTRAINT IF EXISTS "loan_applications_decided_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "loan_applications" DROP CONSTRAINT IF EXISTS "loan_applications_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "loan_balances" DROP CONSTRAINT IF EXISTS "loan_balances_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "loan_guarantees" DROP CONSTRAINT IF EXISTS "loan_guarantees_application_id_loan_applications_id_fk";
--> statement-breakpoint
ALTER TABLE "loan_guarantees" DROP CONSTRAINT IF EXISTS "loan_guarantees_guarantor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "loan_installments" DROP CONSTRAINT IF EXISTS "loan_installments_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "loan_payments" DROP CONSTRAINT IF EXISTS "loan_payments_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "loan_payments" DROP CONSTRAINT IF EXISTS "loan_payments_transaction_item_id_transaction_items_id_fk";
--> statement-breakpoint
ALTER TABLE "loans" DROP CONSTRAINT IF EXISTS "loans_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "loans" DROP CONSTRAINT IF EXISTS "loans_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "member_accounts" DROP CONSTRAINT IF EXISTS "member_accounts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT IF EXISTS "outbox_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT IF EXISTS "password_resets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "period_closings" DROP CONSTRAINT IF EXISTS "period_closings_closing_entry_id_journal_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "period_closings" DROP CONSTRAINT IF EXISTS "period_closings_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP CONSTRAINT IF EXISTS "refresh_tokens_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reversals" DROP CONSTRAINT IF EXISTS "reversals_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "savings_accounts" DROP CONSTRAINT IF EXISTS "savings_accounts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "savings_balances" DROP CONSTRAINT IF EXISTS "savings_balances_savings_account_id_savings_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "share_out_lines" DROP CONSTRAINT IF EXISTS "share_out_lines_share_out_id_share_outs_id_fk";
--> statement-breakpoint
ALTER TABLE "share_out_lines" DROP CONSTRAINT IF EXISTS "share_out_lines_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "share_outs" DROP CONSTRAINT IF EXISTS "share_outs_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "share_outs" DROP CONSTRAINT IF EXISTS "share_outs_entry_id_journal_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "share_outs" DROP CONSTRAINT IF EXISTS "share_outs_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "statement_lines" DROP CONSTRAINT IF EXISTS "statement_lines_ledger_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "statement_lines" DROP CONSTRAINT IF EXISTS "statement_lines_payment_id_incoming_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "statement_lines" DROP CONSTRAINT IF EXISTS "statement_lines_imported_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "transaction_items" DROP CONSTRAINT IF EXISTS "transaction_items_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "transaction_items" DROP CONSTRAINT IF EXISTS "transaction_items_decided_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT IF EXISTS "transactions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT IF EXISTS "transactions_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT IF EXISTS "withdrawals_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT IF EXISTS "withdrawals_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT IF EXISTS "withdrawals_requested_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT IF EXISTS "withdrawals_entry_id_journal_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT IF EXISTS "withdrawals_decided_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "account_balances" DROP CONSTRAINT IF EXISTS "account_balances_bank_unique";
--> statement-breakpoint
ALTER TABLE "fines" DROP CONSTRAINT IF EXISTS "fines_charge_key_unique";
--> statement-breakpoint
ALTER TABLE "incoming_payments" DROP CONSTRAINT IF EXISTS "incoming_payments_receipt_unique";
--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT IF EXISTS "invitations_code_hash_unique";
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT IF EXISTS "journal_entries_key_unique";
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT IF EXISTS "journal_entries_reverses_unique";
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT IF EXISTS "ledger_accounts_code_unique";
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT IF EXISTS "ledger_accounts_system_key_unique";
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT IF EXISTS "ledger_accounts_bank_unique";
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT IF EXISTS "ledger_accounts_expense_category_unique";
--> statement-breakpoint
ALTER TABLE "loan_applications" DROP CONSTRAINT IF EXISTS "loan_applications_loan_unique";
--> statement-breakpoint
ALTER TABLE "loan_payments" DROP CONSTRAINT IF EXISTS "loan_payments_item_unique";
--> statement-breakpoint
ALTER TABLE "member_accounts" DROP CONSTRAINT IF EXISTS "member_accounts_user_unique";
--> statement-breakpoint
ALTER TABLE "period_closings" DROP CONSTRAINT IF EXISTS "period_closings_through_unique";
--> statement-breakpoint
ALTER TABLE "period_closings" DROP CONSTRAINT IF EXISTS "period_closings_entry_unique";
--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP CONSTRAINT IF EXISTS "refresh_tokens_hash_unique";
--> statement-breakpoint
ALTER TABLE "savings_accounts" DROP CONSTRAINT IF EXISTS "savings_accounts_user_unique";
--> statement-breakpoint
ALTER TABLE "share_outs" DROP CONSTRAINT IF EXISTS "share_outs_period_to_unique";
--> statement-breakpoint
ALTER TABLE "share_outs" DROP CONSTRAINT IF EXISTS "share_outs_entry_unique";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_email_unique";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_member_no_unique";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_phone_unique";
--> statement-breakpoint
ALTER TABLE "ledger_daily_totals" DROP CONSTRAINT IF EXISTS "ledger_daily_totals_account_id_day_pk";
--> statement-breakpoint
DROP INDEX IF EXISTS "account_balances_bank_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "approval_requests_status_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "approval_requests_reference_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "approval_requests_one_pending";
--> statement-breakpoint
DROP INDEX IF EXISTS "approval_votes_one_each";
--> statement-breakpoint
DROP INDEX IF EXISTS "audit_records_at_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "audit_records_entity_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "audit_records_user_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "audit_records_member_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "audit_records_action_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "audit_records_payouts_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "bank_accounts_name_unique";
--> statement-breakpoint
DROP INDEX IF EXISTS "deliveries_message_channel_unique";
--> statement-breakpoint
DROP INDEX IF EXISTS "deliveries_due_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "deliveries_status_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "disputes_status_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "disputes_user_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "disputes_open_transaction_unique";
--> statement-breakpoint
DROP INDEX IF EXISTS "disputes_open_entry_unique";
--> statement-breakpoint
DROP INDEX IF EXISTS "expenses_created_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "expenses_date_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "expenses_amount_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "expenses_type_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "expenses_account_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "fines_user_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "fines_charged_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "fines_amount_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "fines_loan_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "incoming_payments_paid_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "incoming_payments_status_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "incoming_payments_source_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "incoming_payments_transaction_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "incoming_payments_amount_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "invitations_open_user_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "journal_entries_date_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "journal_entries_transaction_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "journal_lines_entry_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "journal_lines_account_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "journal_lines_user_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "journal_lines_loan_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "known_devices_user_device_unique";
--> statement-breakpoint
DROP INDEX IF EXISTS "loan_applications_status_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "loan_applications_user_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "loan_applications_created_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "loan_applications_amount_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "loan_applications_one_pending";
--> statement-breakpoint
DROP INDEX IF EXISTS "loan_balances_kind_amount_due_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "loan_guarantees_unique";
--> statement-breakpoint
DROP INDEX IF EXISTS "loan_guarantees_guarantor_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "loan_installments_number_unique";
--> statement-breakpoint
DROP INDEX IF EXISTS "loan_installments_due_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "loan_payments_loan_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "loan_payments_created_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "loan_payments_amount_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "loans_one_uncleared_per_kind";
--> statement-breakpoint
DROP INDEX IF EXISTS "loans_kind_created_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "loans_kind_issued_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "loans_kind_due_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "loans_kind_amount_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "loans_user_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "member_accounts_created_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "outbox_event_user_unique";
--> statement-breakpoint
DROP INDEX IF EXISTS "outbox_user_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "outbox_unread_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "outbox_kind_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "outbox_created_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "password_resets_open_user_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "refresh_tokens_live_family_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "refresh_tokens_live_user_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "reversals_subject_unique";
--> statement-breakpoint
DROP INDEX IF EXISTS "savings_accounts_target_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "savings_balances_balance_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "share_out_lines_member_unique";
--> statement-breakpoint
DROP INDEX IF EXISTS "share_out_lines_user_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "share_outs_paid_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "share_outs_distributable_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "statement_lines_key_unique";
--> statement-breakpoint
DROP INDEX IF EXISTS "statement_lines_account_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "transaction_items_transaction_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "transaction_items_extra_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "transactions_user_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "transactions_created_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "transactions_position_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "transactions_status_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "transactions_date_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_name_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_email_prefix_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_phone_prefix_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_created_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_office_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_status_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "withdrawals_created_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "withdrawals_amount_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "withdrawals_user_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "withdrawals_status_idx";
--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_group_id_account_id_pk" PRIMARY KEY("group_id","account_id");
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "approval_votes" ADD CONSTRAINT "approval_votes_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "audit_records" ADD CONSTRAINT "audit_records_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "bank_statement_mappings" ADD CONSTRAINT "bank_statement_mappings_group_id_ledger_account_id_pk" PRIMARY KEY("group_id","ledger_account_id");
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "fines" ADD CONSTRAINT "fines_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "group_settings" ADD CONSTRAINT "group_settings_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD CONSTRAINT "incoming_payments_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "ledger_daily_totals" ADD CONSTRAINT "ledger_daily_totals_group_id_account_id_day_pk" PRIMARY KEY("group_id","account_id","day");
--> statement-breakpoint
ALTER TABLE "list_counters" ADD CONSTRAINT "list_counters_group_id_name_pk" PRIMARY KEY("group_id","name");
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "loan_balances" ADD CONSTRAINT "loan_balances_group_id_loan_id_pk" PRIMARY KEY("group_id","loan_id");
--> statement-breakpoint
ALTER TABLE "loan_guarantees" ADD CONSTRAINT "loan_guarantees_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "loan_installments" ADD CONSTRAINT "loan_installments_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "member_accounts" ADD CONSTRAINT "member_accounts_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "monthly_collection_totals" ADD CONSTRAINT "monthly_collection_totals_group_id_month_pk" PRIMARY KEY("group_id","month");
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "period_closings" ADD CONSTRAINT "period_closings_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "reversals" ADD CONSTRAINT "reversals_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "savings_accounts" ADD CONSTRAINT "savings_accounts_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "savings_balances" ADD CONSTRAINT "savings_balances_group_id_savings_account_id_pk" PRIMARY KEY("group_id","savings_account_id");
--> statement-breakpoint
ALTER TABLE "share_out_lines" ADD CONSTRAINT "share_out_lines_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "share_outs" ADD CONSTRAINT "share_outs_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_group_id_id_pk" PRIMARY KEY("group_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "account_balances_bank_unique" ON "account_balances" USING btree ("group_id","bank_account_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "fines_charge_key_unique" ON "fines" USING btree ("group_id","charge_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "incoming_payments_receipt_unique" ON "incoming_payments" USING btree ("group_id","receipt_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_code_hash_unique" ON "invitations" USING btree ("group_id","code_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_key_unique" ON "journal_entries" USING btree ("group_id","key");
--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reverses_unique" ON "journal_entries" USING btree ("group_id","reverses_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_unique" ON "ledger_accounts" USING btree ("group_id","code");
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_key_unique" ON "ledger_accounts" USING btree ("group_id","system_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_bank_unique" ON "ledger_accounts" USING btree ("group_id","bank_account_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_expense_category_unique" ON "ledger_accounts" USING btree ("group_id","expense_category");
--> statement-breakpoint
CREATE UNIQUE INDEX "loan_applications_loan_unique" ON "loan_applications" USING btree ("group_id","loan_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "loan_payments_item_unique" ON "loan_payments" USING btree ("group_id","transaction_item_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "member_accounts_user_unique" ON "member_accounts" USING btree ("group_id","user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "period_closings_through_unique" ON "period_closings" USING btree ("group_id","closed_through");
--> statement-breakpoint
CREATE UNIQUE INDEX "period_closings_entry_unique" ON "period_closings" USING btree ("group_id","closing_entry_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_unique" ON "refresh_tokens" USING btree ("group_id","token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "savings_accounts_user_unique" ON "savings_accounts" USING btree ("group_id","user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "share_outs_period_to_unique" ON "share_outs" USING btree ("group_id","period_to");
--> statement-breakpoint
CREATE UNIQUE INDEX "share_outs_entry_unique" ON "share_outs" USING btree ("group_id","entry_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("group_id","email");
--> statement-breakpoint
CREATE UNIQUE INDEX "users_member_no_unique" ON "users" USING btree ("group_id","member_no");
--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("group_id","phone");
--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_pending" ON "approval_requests" USING btree ("group_id","subject") WHERE "approval_requests"."status" = 'Pending';
--> statement-breakpoint
CREATE UNIQUE INDEX "approval_votes_one_each" ON "approval_votes" USING btree ("group_id","request_id","official_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_name_unique" ON "bank_accounts" USING btree ("group_id",lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_message_channel_unique" ON "deliveries" USING btree ("group_id","message_id","channel");
--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_open_transaction_unique" ON "disputes" USING btree ("group_id","transaction_id") WHERE "disputes"."status" = 'Open' and "disputes"."transaction_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_open_entry_unique" ON "disputes" USING btree ("group_id","journal_entry_id") WHERE "disputes"."status" = 'Open' and "disputes"."journal_entry_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "known_devices_user_device_unique" ON "known_devices" USING btree ("group_id","user_id","device_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "loan_applications_one_pending" ON "loan_applications" USING btree ("group_id","user_id","kind") WHERE "loan_applications"."status" = 'Pending';
--> statement-breakpoint
CREATE UNIQUE INDEX "loan_guarantees_unique" ON "loan_guarantees" USING btree ("group_id","application_id","guarantor_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "loan_installments_number_unique" ON "loan_installments" USING btree ("group_id","loan_id","number");
--> statement-breakpoint
CREATE UNIQUE INDEX "loans_one_uncleared_per_kind" ON "loans" USING btree ("group_id","user_id","kind") WHERE "loans"."status" = 'Uncleared';
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_event_user_unique" ON "outbox" USING btree ("group_id","user_id","event_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "reversals_subject_unique" ON "reversals" USING btree ("group_id","subject","subject_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "share_out_lines_member_unique" ON "share_out_lines" USING btree ("group_id","share_out_id","user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_key_unique" ON "statement_lines" USING btree ("group_id","ledger_account_id","line_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_position_idx" ON "transactions" USING btree ("group_id","position");
--> statement-breakpoint
CREATE INDEX "account_balances_bank_idx" ON "account_balances" USING btree ("group_id","balance_cents","bank_account_id") WHERE "account_balances"."bank_account_id" is not null;
--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("group_id","status","id");
--> statement-breakpoint
CREATE INDEX "approval_requests_reference_idx" ON "approval_requests" USING btree ("group_id","reference") WHERE "approval_requests"."status" = 'Approved';
--> statement-breakpoint
CREATE INDEX "audit_records_at_idx" ON "audit_records" USING btree ("group_id","at","id");
--> statement-breakpoint
CREATE INDEX "audit_records_entity_idx" ON "audit_records" USING btree ("group_id","entity","entity_id","at");
--> statement-breakpoint
CREATE INDEX "audit_records_user_idx" ON "audit_records" USING btree ("group_id","user_id","at");
--> statement-breakpoint
CREATE INDEX "audit_records_member_idx" ON "audit_records" USING btree ("group_id","member_id","at");
--> statement-breakpoint
CREATE INDEX "audit_records_action_idx" ON "audit_records" USING btree ("group_id","action","at");
--> statement-breakpoint
CREATE INDEX "audit_records_payouts_idx" ON "audit_records" USING btree ("group_id","at","id") WHERE (entity = 'loan' and action = 'create') or (entity = 'expense' and action = 'create') or (entity = 'transfer' and action = 'create') or (entity = 'fine' and action = 'waive') or (entity = 'share_out' and action = 'commit') or (entity = 'withdrawal' and action = 'pay') or (entity = 'member' and action = 'exit') or (entity in ('transaction', 'expense', 'transfer') and action = 'reverse');
--> statement-breakpoint
CREATE INDEX "deliveries_due_idx" ON "deliveries" USING btree ("group_id","next_attempt_at","id") WHERE "deliveries"."status" = 'queued';
--> statement-breakpoint
CREATE INDEX "deliveries_status_idx" ON "deliveries" USING btree ("group_id","status","id");
--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" USING btree ("group_id","status","created_at","id");
--> statement-breakpoint
CREATE INDEX "disputes_user_idx" ON "disputes" USING btree ("group_id","user_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "expenses_created_idx" ON "expenses" USING btree ("group_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("group_id","spent_on","id");
--> statement-breakpoint
CREATE INDEX "expenses_amount_idx" ON "expenses" USING btree ("group_id","amount_cents","id");
--> statement-breakpoint
CREATE INDEX "expenses_type_idx" ON "expenses" USING btree ("group_id",lower("comment_type"),"created_at","id");
--> statement-breakpoint
CREATE INDEX "expenses_account_idx" ON "expenses" USING btree ("group_id","bank_account_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "fines_user_idx" ON "fines" USING btree ("group_id","user_id","charged_on");
--> statement-breakpoint
CREATE INDEX "fines_charged_idx" ON "fines" USING btree ("group_id","charged_on","id");
--> statement-breakpoint
CREATE INDEX "fines_amount_idx" ON "fines" USING btree ("group_id","amount_cents","id");
--> statement-breakpoint
CREATE INDEX "fines_loan_idx" ON "fines" USING btree ("group_id","loan_id") WHERE "fines"."loan_id" is not null;
--> statement-breakpoint
CREATE INDEX "incoming_payments_paid_idx" ON "incoming_payments" USING btree ("group_id","paid_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "incoming_payments_status_idx" ON "incoming_payments" USING btree ("group_id","status","paid_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "incoming_payments_source_idx" ON "incoming_payments" USING btree ("group_id","source","paid_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "incoming_payments_transaction_idx" ON "incoming_payments" USING btree ("group_id","transaction_id");
--> statement-breakpoint
CREATE INDEX "incoming_payments_amount_idx" ON "incoming_payments" USING btree ("group_id","amount_cents","id");
--> statement-breakpoint
CREATE INDEX "invitations_open_user_idx" ON "invitations" USING btree ("group_id","user_id") WHERE "invitations"."used_at" is null;
--> statement-breakpoint
CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("group_id","entry_date","id");
--> statement-breakpoint
CREATE INDEX "journal_entries_transaction_idx" ON "journal_entries" USING btree ("group_id","transaction_id") WHERE "journal_entries"."transaction_id" is not null;
--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("group_id","entry_id");
--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("group_id","account_id","entry_date","entry_id");
--> statement-breakpoint
CREATE INDEX "journal_lines_user_idx" ON "journal_lines" USING btree ("group_id","user_id","entry_date") WHERE "journal_lines"."user_id" is not null;
--> statement-breakpoint
CREATE INDEX "journal_lines_loan_idx" ON "journal_lines" USING btree ("group_id","loan_id","entry_date") WHERE "journal_lines"."loan_id" is not null;
--> statement-breakpoint
CREATE INDEX "loan_applications_status_idx" ON "loan_applications" USING btree ("group_id","status","created_at");
--> statement-breakpoint
CREATE INDEX "loan_applications_user_idx" ON "loan_applications" USING btree ("group_id","user_id","created_at");
--> statement-breakpoint
CREATE INDEX "loan_applications_created_idx" ON "loan_applications" USING btree ("group_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "loan_applications_amount_idx" ON "loan_applications" USING btree ("group_id","amount_cents","id");
--> statement-breakpoint
CREATE INDEX "loan_balances_kind_amount_due_idx" ON "loan_balances" USING btree ("group_id","kind",("principal_outstanding_cents" + "interest_outstanding_cents"),"loan_id");
--> statement-breakpoint
CREATE INDEX "loan_guarantees_guarantor_idx" ON "loan_guarantees" USING btree ("group_id","guarantor_id");
--> statement-breakpoint
CREATE INDEX "loan_installments_due_idx" ON "loan_installments" USING btree ("group_id","due_on","loan_id");
--> statement-breakpoint
CREATE INDEX "loan_payments_loan_idx" ON "loan_payments" USING btree ("group_id","loan_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "loan_payments_created_idx" ON "loan_payments" USING btree ("group_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "loan_payments_amount_idx" ON "loan_payments" USING btree ("group_id","amount_cents","id");
--> statement-breakpoint
CREATE INDEX "loans_kind_created_idx" ON "loans" USING btree ("group_id","kind","created_at","id");
--> statement-breakpoint
CREATE INDEX "loans_kind_issued_idx" ON "loans" USING btree ("group_id","kind","issued_on","id");
--> statement-breakpoint
CREATE INDEX "loans_kind_due_idx" ON "loans" USING btree ("group_id","kind","due_on","id");
--> statement-breakpoint
CREATE INDEX "loans_kind_amount_idx" ON "loans" USING btree ("group_id","kind","loan_amount_cents","id");
--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("group_id","user_id","kind");
--> statement-breakpoint
CREATE INDEX "member_accounts_created_idx" ON "member_accounts" USING btree ("group_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "outbox_user_idx" ON "outbox" USING btree ("group_id","user_id","id");
--> statement-breakpoint
CREATE INDEX "outbox_unread_idx" ON "outbox" USING btree ("group_id","user_id") WHERE "outbox"."read_at" is null and not "outbox"."secret";
--> statement-breakpoint
CREATE INDEX "outbox_kind_idx" ON "outbox" USING btree ("group_id","kind","id");
--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("group_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "password_resets_open_user_idx" ON "password_resets" USING btree ("group_id","user_id") WHERE "password_resets"."used_at" is null;
--> statement-breakpoint
CREATE INDEX "refresh_tokens_live_family_idx" ON "refresh_tokens" USING btree ("group_id","family_id") WHERE "refresh_tokens"."revoked_at" is null;
--> statement-breakpoint
CREATE INDEX "refresh_tokens_live_user_idx" ON "refresh_tokens" USING btree ("group_id","user_id") WHERE "refresh_tokens"."revoked_at" is null;
--> statement-breakpoint
CREATE INDEX "savings_accounts_target_idx" ON "savings_accounts" USING btree ("group_id","yearly_target_cents","id");
--> statement-breakpoint
CREATE INDEX "savings_balances_balance_idx" ON "savings_balances" USING btree ("group_id","balance_cents","savings_account_id");
--> statement-breakpoint
CREATE INDEX "share_out_lines_user_idx" ON "share_out_lines" USING btree ("group_id","user_id","share_out_id");
--> statement-breakpoint
CREATE INDEX "share_outs_paid_idx" ON "share_outs" USING btree ("group_id","paid_on","id");
--> statement-breakpoint
CREATE INDEX "share_outs_distributable_idx" ON "share_outs" USING btree ("group_id","distributable_cents","id");
--> statement-breakpoint
CREATE INDEX "statement_lines_account_idx" ON "statement_lines" USING btree ("group_id","ledger_account_id","line_date","occurred_at","id");
--> statement-breakpoint
CREATE INDEX "transaction_items_transaction_idx" ON "transaction_items" USING btree ("group_id","transaction_id");
--> statement-breakpoint
CREATE INDEX "transaction_items_extra_idx" ON "transaction_items" USING btree ("group_id",lower("extra"));
--> statement-breakpoint
CREATE INDEX "transactions_user_idx" ON "transactions" USING btree ("group_id","user_id","position");
--> statement-breakpoint
CREATE INDEX "transactions_created_idx" ON "transactions" USING btree ("group_id","created_at");
--> statement-breakpoint
CREATE INDEX "transactions_status_idx" ON "transactions" USING btree ("group_id","status","position");
--> statement-breakpoint
CREATE INDEX "transactions_date_idx" ON "transactions" USING btree ("group_id","transaction_date","position");
--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("group_id",lower("firstname" || ' ' || "lastname"),"id");
--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("group_id","email" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "users_phone_prefix_idx" ON "users" USING btree ("group_id","phone" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("group_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "users_office_idx" ON "users" USING btree ("group_id","office");
--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("group_id","status","id");
--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("group_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "withdrawals_amount_idx" ON "withdrawals" USING btree ("group_id","amount_cents","id");
--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("group_id","user_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("group_id","status","created_at","id");
--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_account_id_fk" FOREIGN KEY ("group_id","account_id") REFERENCES "public"."ledger_accounts"("group_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_bank_account_id_fk" FOREIGN KEY ("group_id","bank_account_id") REFERENCES "public"."bank_accounts"("group_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_maker_id_fk" FOREIGN KEY ("group_id","maker_id") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_beneficiary_id_fk" FOREIGN KEY ("group_id","beneficiary_id") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_votes" ADD CONSTRAINT "approval_votes_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_votes" ADD CONSTRAINT "approval_votes_request_id_fk" FOREIGN KEY ("group_id","request_id") REFERENCES "public"."approval_requests"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_votes" ADD CONSTRAINT "approval_votes_official_id_fk" FOREIGN KEY ("group_id","official_id") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "audit_records" ADD CONSTRAINT "audit_records_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_statement_mappings" ADD CONSTRAINT "bank_statement_mappings_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_statement_mappings" ADD CONSTRAINT "bank_statement_mappings_ledger_account_id_fk" FOREIGN KEY ("group_id","ledger_account_id") REFERENCES "public"."ledger_accounts"("group_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_message_id_fk" FOREIGN KEY ("group_id","message_id") REFERENCES "public"."outbox"("group_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_transaction_id_fk" FOREIGN KEY ("group_id","transaction_id") REFERENCES "public"."transactions"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_journal_entry_id_fk" FOREIGN KEY ("group_id","journal_entry_id") REFERENCES "public"."journal_entries"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_answered_by_fk" FOREIGN KEY ("group_id","answered_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("answered_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_bank_account_id_fk" FOREIGN KEY ("group_id","bank_account_id") REFERENCES "public"."bank_accounts"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_fk" FOREIGN KEY ("group_id","created_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fines" ADD CONSTRAINT "fines_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fines" ADD CONSTRAINT "fines_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fines" ADD CONSTRAINT "fines_loan_id_fk" FOREIGN KEY ("group_id","loan_id") REFERENCES "public"."loans"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fines" ADD CONSTRAINT "fines_waived_by_fk" FOREIGN KEY ("group_id","waived_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("waived_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_settings" ADD CONSTRAINT "group_settings_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_settings" ADD CONSTRAINT "group_settings_default_account_id_fk" FOREIGN KEY ("group_id","default_account_id") REFERENCES "public"."ledger_accounts"("group_id","id") ON DELETE SET NULL ("default_account_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_settings" ADD CONSTRAINT "group_settings_mpesa_account_id_fk" FOREIGN KEY ("group_id","mpesa_account_id") REFERENCES "public"."ledger_accounts"("group_id","id") ON DELETE SET NULL ("mpesa_account_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD CONSTRAINT "incoming_payments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD CONSTRAINT "incoming_payments_ledger_account_id_fk" FOREIGN KEY ("group_id","ledger_account_id") REFERENCES "public"."ledger_accounts"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD CONSTRAINT "incoming_payments_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD CONSTRAINT "incoming_payments_transaction_id_fk" FOREIGN KEY ("group_id","transaction_id") REFERENCES "public"."transactions"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD CONSTRAINT "incoming_payments_imported_by_fk" FOREIGN KEY ("group_id","imported_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("imported_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD CONSTRAINT "incoming_payments_assigned_by_fk" FOREIGN KEY ("group_id","assigned_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("assigned_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD CONSTRAINT "incoming_payments_ignored_by_fk" FOREIGN KEY ("group_id","ignored_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("ignored_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."users"("group_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_created_by_fk" FOREIGN KEY ("group_id","created_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_created_by_fk" FOREIGN KEY ("group_id","created_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_fk" FOREIGN KEY ("group_id","entry_id") REFERENCES "public"."journal_entries"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_fk" FOREIGN KEY ("group_id","account_id") REFERENCES "public"."ledger_accounts"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_loan_id_fk" FOREIGN KEY ("group_id","loan_id") REFERENCES "public"."loans"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."users"("group_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_bank_account_id_fk" FOREIGN KEY ("group_id","bank_account_id") REFERENCES "public"."bank_accounts"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_daily_totals" ADD CONSTRAINT "ledger_daily_totals_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_daily_totals" ADD CONSTRAINT "ledger_daily_totals_account_id_fk" FOREIGN KEY ("group_id","account_id") REFERENCES "public"."ledger_accounts"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "list_counters" ADD CONSTRAINT "list_counters_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_applied_by_fk" FOREIGN KEY ("group_id","applied_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("applied_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_decided_by_fk" FOREIGN KEY ("group_id","decided_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("decided_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_loan_id_fk" FOREIGN KEY ("group_id","loan_id") REFERENCES "public"."loans"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_balances" ADD CONSTRAINT "loan_balances_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_balances" ADD CONSTRAINT "loan_balances_loan_id_fk" FOREIGN KEY ("group_id","loan_id") REFERENCES "public"."loans"("group_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_guarantees" ADD CONSTRAINT "loan_guarantees_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_guarantees" ADD CONSTRAINT "loan_guarantees_application_id_fk" FOREIGN KEY ("group_id","application_id") REFERENCES "public"."loan_applications"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_guarantees" ADD CONSTRAINT "loan_guarantees_guarantor_id_fk" FOREIGN KEY ("group_id","guarantor_id") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_installments" ADD CONSTRAINT "loan_installments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_installments" ADD CONSTRAINT "loan_installments_loan_id_fk" FOREIGN KEY ("group_id","loan_id") REFERENCES "public"."loans"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_loan_id_fk" FOREIGN KEY ("group_id","loan_id") REFERENCES "public"."loans"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_transaction_item_id_fk" FOREIGN KEY ("group_id","transaction_item_id") REFERENCES "public"."transaction_items"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_created_by_fk" FOREIGN KEY ("group_id","created_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_accounts" ADD CONSTRAINT "member_accounts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_accounts" ADD CONSTRAINT "member_accounts_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "monthly_collection_totals" ADD CONSTRAINT "monthly_collection_totals_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."users"("group_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."users"("group_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "period_closings" ADD CONSTRAINT "period_closings_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "period_closings" ADD CONSTRAINT "period_closings_closing_entry_id_fk" FOREIGN KEY ("group_id","closing_entry_id") REFERENCES "public"."journal_entries"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "period_closings" ADD CONSTRAINT "period_closings_created_by_fk" FOREIGN KEY ("group_id","created_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."users"("group_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reversals" ADD CONSTRAINT "reversals_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reversals" ADD CONSTRAINT "reversals_created_by_fk" FOREIGN KEY ("group_id","created_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "savings_accounts" ADD CONSTRAINT "savings_accounts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "savings_accounts" ADD CONSTRAINT "savings_accounts_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "savings_balances" ADD CONSTRAINT "savings_balances_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "savings_balances" ADD CONSTRAINT "savings_balances_savings_account_id_fk" FOREIGN KEY ("group_id","savings_account_id") REFERENCES "public"."savings_accounts"("group_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "share_out_lines" ADD CONSTRAINT "share_out_lines_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "share_out_lines" ADD CONSTRAINT "share_out_lines_share_out_id_fk" FOREIGN KEY ("group_id","share_out_id") REFERENCES "public"."share_outs"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "share_out_lines" ADD CONSTRAINT "share_out_lines_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "share_outs" ADD CONSTRAINT "share_outs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "share_outs" ADD CONSTRAINT "share_outs_account_id_fk" FOREIGN KEY ("group_id","account_id") REFERENCES "public"."ledger_accounts"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "share_outs" ADD CONSTRAINT "share_outs_entry_id_fk" FOREIGN KEY ("group_id","entry_id") REFERENCES "public"."journal_entries"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "share_outs" ADD CONSTRAINT "share_outs_created_by_fk" FOREIGN KEY ("group_id","created_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_ledger_account_id_fk" FOREIGN KEY ("group_id","ledger_account_id") REFERENCES "public"."ledger_accounts"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_payment_id_fk" FOREIGN KEY ("group_id","payment_id") REFERENCES "public"."incoming_payments"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_imported_by_fk" FOREIGN KEY ("group_id","imported_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("imported_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_transaction_id_fk" FOREIGN KEY ("group_id","transaction_id") REFERENCES "public"."transactions"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_decided_by_fk" FOREIGN KEY ("group_id","decided_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("decided_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_fk" FOREIGN KEY ("group_id","created_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."users"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_id_fk" FOREIGN KEY ("group_id","account_id") REFERENCES "public"."ledger_accounts"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_requested_by_fk" FOREIGN KEY ("group_id","requested_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("requested_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_entry_id_fk" FOREIGN KEY ("group_id","entry_id") REFERENCES "public"."journal_entries"("group_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_fk" FOREIGN KEY ("group_id","decided_by") REFERENCES "public"."users"("group_id","id") ON DELETE SET NULL ("decided_by") ON UPDATE no action;
--> statement-breakpoint
-- The kept figures' triggers (docs/decisions/journal-balances.md, "Balances are kept from the journal";
-- docs/decisions/lists.md) keep each group's figures: every row they read or write is the row's group's.
CREATE OR REPLACE FUNCTION journal_entry_balances() RETURNS trigger AS $$
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
    FROM journal_lines WHERE group_id = NEW.group_id AND entry_id = target;
  IF line_count < 2 OR debits <> credits THEN
    RAISE EXCEPTION 'journal entry % does not balance: % line(s), debits %, credits %', target, line_count, debits, credits;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transactions_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_counters (group_id, name, n) VALUES (NEW.group_id, 'transactions', 1)
  ON CONFLICT (group_id, name) DO UPDATE SET n = list_counters.n + 1
  RETURNING n INTO NEW.position;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transactions_count_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE list_counters SET n = n - 1 WHERE group_id = OLD.group_id AND name = 'transactions:' || OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO list_counters (group_id, name, n) VALUES (NEW.group_id, 'transactions:' || NEW.status, 1)
    ON CONFLICT (group_id, name) DO UPDATE SET n = list_counters.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transactions_keep_status() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_status text;
BEGIN
  PERFORM 1 FROM transactions WHERE group_id = NEW.group_id AND id = NEW.transaction_id FOR UPDATE;
  SELECT transaction_overall_status(
      count(*),
      count(*) FILTER (WHERE status = 'Approved'),
      count(*) FILTER (WHERE status = 'Rejected'))
    INTO next_status
    FROM transaction_items WHERE group_id = NEW.group_id AND transaction_id = NEW.transaction_id;
  UPDATE transactions SET status = next_status
    WHERE group_id = NEW.group_id AND id = NEW.transaction_id AND status IS DISTINCT FROM next_status;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION monthly_collections_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP = 'UPDATE' AND OLD.status = 'Approved';
  is_now boolean := NEW.status = 'Approved';
  delta bigint;
  collected_in date;
BEGIN
  IF was = is_now THEN RETURN NULL; END IF;
  delta := CASE WHEN is_now THEN NEW.amount_cents ELSE -NEW.amount_cents END;
  SELECT date_trunc('month', transaction_date)::date INTO collected_in FROM transactions
    WHERE group_id = NEW.group_id AND id = NEW.transaction_id;
  INSERT INTO monthly_collection_totals AS m (group_id, month, savings_cents, repayments_cents)
  VALUES (
    NEW.group_id,
    collected_in,
    CASE WHEN NEW.type = 'SAVING' THEN delta ELSE 0 END,
    CASE WHEN NEW.type = 'SAVING' THEN 0 ELSE delta END
  )
  ON CONFLICT (group_id, month) DO UPDATE SET
    savings_cents = m.savings_cents + excluded.savings_cents,
    repayments_cents = m.repayments_cents + excluded.repayments_cents;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_daily_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('links.restoring', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO ledger_daily_totals AS d (group_id, account_id, day, debit_cents, credit_cents)
  SELECT group_id, account_id, entry_date, sum(debit_cents), sum(credit_cents)
  FROM added GROUP BY group_id, account_id, entry_date ORDER BY group_id, account_id, entry_date
  ON CONFLICT (group_id, account_id, day) DO UPDATE SET
    debit_cents = d.debit_cents + excluded.debit_cents,
    credit_cents = d.credit_cents + excluded.credit_cents;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION account_balance_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_balances (group_id, account_id, bank_account_id) VALUES (NEW.group_id, NEW.id, NEW.bank_account_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION savings_balance_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO savings_balances (group_id, savings_account_id) VALUES (NEW.group_id, NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_balance_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO loan_balances (group_id, loan_id, kind) VALUES (NEW.group_id, NEW.id, NEW.kind);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION journal_balances_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF current_setting('links.restoring', true) = 'on' THEN RETURN NULL; END IF;
  FOR r IN
    SELECT group_id AS g, account_id AS id, sum(debit_cents - credit_cents) AS net
    FROM added GROUP BY group_id, account_id ORDER BY group_id, account_id
  LOOP
    UPDATE account_balances SET balance_cents = balance_cents + r.net WHERE group_id = r.g AND account_id = r.id;
  END LOOP;
  FOR r IN
    SELECT l.group_id AS g, l.loan_id AS id, sum(l.debit_cents - l.credit_cents) AS net
    FROM added l JOIN ledger_accounts a ON a.group_id = l.group_id AND a.id = l.account_id AND a.system_key = 'loans'
    WHERE l.loan_id IS NOT NULL
    GROUP BY l.group_id, l.loan_id ORDER BY l.group_id, l.loan_id
  LOOP
    UPDATE loan_balances SET principal_outstanding_cents = principal_outstanding_cents + r.net
    WHERE group_id = r.g AND loan_id = r.id;
  END LOOP;
  FOR r IN
    SELECT l.group_id AS g, l.user_id AS member, s.id AS id, sum(l.credit_cents - l.debit_cents) AS net
    FROM added l JOIN ledger_accounts a ON a.group_id = l.group_id AND a.id = l.account_id AND a.system_key = 'savings'
    LEFT JOIN savings_accounts s ON s.group_id = l.group_id AND s.user_id = l.user_id
    WHERE l.user_id IS NOT NULL
    GROUP BY l.group_id, l.user_id, s.id ORDER BY l.group_id, s.id
  LOOP
    IF r.id IS NULL THEN
      RAISE EXCEPTION 'Member % has no savings account', r.member USING ERRCODE = 'foreign_key_violation';
    END IF;
    UPDATE savings_balances SET balance_cents = balance_cents + r.net WHERE group_id = r.g AND savings_account_id = r.id;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_interest_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change bigint := NEW.interest_cents - NEW.interest_paid_cents - NEW.interest_waived_cents;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    change := change - (OLD.interest_cents - OLD.interest_paid_cents - OLD.interest_waived_cents);
  END IF;
  IF change <> 0 THEN
    UPDATE loan_balances SET interest_outstanding_cents = interest_outstanding_cents + change
    WHERE group_id = NEW.group_id AND loan_id = NEW.loan_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- docs/decisions/groups.md, "Row-level security": every table with a group_id is guarded.
SELECT links_guard_group_table(c.relname::text)
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'group_id' AND NOT a.attisdropped
WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p');
