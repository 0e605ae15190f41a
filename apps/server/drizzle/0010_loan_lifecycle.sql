CREATE TYPE "public"."loan_application_status" AS ENUM('Pending', 'Approved', 'Rejected');--> statement-breakpoint
CREATE TYPE "public"."fine_kind" AS ENUM('late_installment', 'missed_contribution');--> statement-breakpoint
CREATE TYPE "public"."guarantee_status" AS ENUM('Requested', 'Accepted', 'Declined');--> statement-breakpoint
CREATE TABLE "fines" (
	"id" serial PRIMARY KEY NOT NULL,
	"charge_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"loan_id" integer,
	"kind" "fine_kind" NOT NULL,
	"period" text NOT NULL,
	"charged_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"waived_cents" bigint DEFAULT 0 NOT NULL,
	"waived_by" integer,
	"waive_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fines_charge_key_unique" UNIQUE("charge_key"),
	CONSTRAINT "fine_amounts" CHECK ("fines"."amount_cents" > 0 and "fines"."paid_cents" >= 0 and "fines"."waived_cents" >= 0 and "fines"."paid_cents" + "fines"."waived_cents" <= "fines"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "loan_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "loan_kind" NOT NULL,
	"amount_cents" bigint NOT NULL,
	"months" integer NOT NULL,
	"purpose" text NOT NULL,
	"status" "loan_application_status" DEFAULT 'Pending' NOT NULL,
	"limit_cents" bigint,
	"applied_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	"loan_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_applications_loan_unique" UNIQUE("loan_id"),
	CONSTRAINT "loan_application_amount_positive" CHECK ("loan_applications"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "loan_guarantees" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"guarantor_id" integer NOT NULL,
	"status" "guarantee_status" DEFAULT 'Requested' NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "loan_guarantee_amount_not_negative" CHECK ("loan_guarantees"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "group_settings" ADD COLUMN "loan_multiplier_x100" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_settings" ADD COLUMN "late_fine_kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "group_settings" ADD COLUMN "late_fine_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_settings" ADD COLUMN "late_fine_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_settings" ADD COLUMN "late_fines_from" date;--> statement-breakpoint
ALTER TABLE "group_settings" ADD COLUMN "contribution_fine_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_settings" ADD COLUMN "contribution_due_day" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_settings" ADD COLUMN "contribution_fines_from" date;--> statement-breakpoint
ALTER TABLE "loan_installments" ADD COLUMN "interest_waived_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD COLUMN "fines_paid_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fines" ADD CONSTRAINT "fines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fines" ADD CONSTRAINT "fines_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fines" ADD CONSTRAINT "fines_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_guarantees" ADD CONSTRAINT "loan_guarantees_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_guarantees" ADD CONSTRAINT "loan_guarantees_guarantor_id_users_id_fk" FOREIGN KEY ("guarantor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fines_user_idx" ON "fines" USING btree ("user_id","charged_on");--> statement-breakpoint
CREATE INDEX "fines_loan_idx" ON "fines" USING btree ("loan_id") WHERE "fines"."loan_id" is not null;--> statement-breakpoint
CREATE INDEX "loan_applications_status_idx" ON "loan_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "loan_applications_user_idx" ON "loan_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_applications_one_pending" ON "loan_applications" USING btree ("user_id","kind") WHERE "loan_applications"."status" = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "loan_guarantees_unique" ON "loan_guarantees" USING btree ("application_id","guarantor_id");--> statement-breakpoint
CREATE INDEX "loan_guarantees_guarantor_idx" ON "loan_guarantees" USING btree ("guarantor_id");--> statement-breakpoint
CREATE INDEX "loan_installments_due_idx" ON "loan_installments" USING btree ("due_on","loan_id");