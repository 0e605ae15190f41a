DROP INDEX "expenses_created_idx";--> statement-breakpoint
DROP INDEX "loan_payments_loan_idx";--> statement-breakpoint
CREATE INDEX "expenses_amount_idx" ON "expenses" USING btree ("amount_cents","id");--> statement-breakpoint
CREATE INDEX "expenses_type_idx" ON "expenses" USING btree (lower("comment_type"),"created_at","id");--> statement-breakpoint
CREATE INDEX "expenses_account_idx" ON "expenses" USING btree ("bank_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "expenses_words_idx" ON "expenses" USING gin (to_tsvector('simple'::regconfig, "comment_type" || ' ' || coalesce("comment", '')));--> statement-breakpoint
CREATE INDEX "loan_payments_created_idx" ON "loan_payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "loan_payments_amount_idx" ON "loan_payments" USING btree ("amount_cents","id");--> statement-breakpoint
CREATE INDEX "loans_kind_created_idx" ON "loans" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "loans_kind_issued_idx" ON "loans" USING btree ("kind","issued_on","id");--> statement-breakpoint
CREATE INDEX "loans_kind_due_idx" ON "loans" USING btree ("kind","due_on","id");--> statement-breakpoint
CREATE INDEX "loans_kind_amount_idx" ON "loans" USING btree ("kind","loan_amount_cents","id");--> statement-breakpoint
CREATE INDEX "loans_kind_amount_due_idx" ON "loans" USING btree ("kind",("principal_outstanding_cents" + "interest_outstanding_cents"),"id");--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "member_accounts_created_idx" ON "member_accounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "savings_accounts_balance_idx" ON "savings_accounts" USING btree ("balance_cents","id");--> statement-breakpoint
CREATE INDEX "savings_accounts_target_idx" ON "savings_accounts" USING btree ("yearly_target_cents","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("firstname" || ' ' || "lastname"),"id");--> statement-breakpoint
CREATE INDEX "users_name_words_idx" ON "users" USING gin (to_tsvector('simple'::regconfig, "firstname" || ' ' || "lastname"));--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_phone_prefix_idx" ON "users" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "expenses_created_idx" ON "expenses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "loan_payments_loan_idx" ON "loan_payments" USING btree ("loan_id","created_at","id");