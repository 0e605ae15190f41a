CREATE TYPE "public"."delivery_channel" AS ENUM('email', 'sms');--> statement-breakpoint
CREATE TYPE "public"."delivery_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"channel" "delivery_channel" NOT NULL,
	"address" text NOT NULL,
	"status" "delivery_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider_id" text,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_attempts_check" CHECK ("deliveries"."attempts" >= 0)
);
--> statement-breakpoint
DROP INDEX "outbox_unsent_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sms" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
-- Messages left before there were channels: each is its own event; those holding a code are secret.
UPDATE "outbox" SET "event_key" = 'message:' || "id", "sms" = left("body", 160),
  "secret" = "kind" in ('invitation', 'password_reset', 'password_reset_by_official');--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "event_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "sms" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "sent_at";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "channels" text[] DEFAULT '{email,sms}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_message_id_outbox_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_message_channel_unique" ON "deliveries" USING btree ("message_id","channel");--> statement-breakpoint
CREATE INDEX "deliveries_due_idx" ON "deliveries" USING btree ("next_attempt_at","id") WHERE "deliveries"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "deliveries_status_idx" ON "deliveries" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_event_user_unique" ON "outbox" USING btree ("user_id","event_key");--> statement-breakpoint
CREATE INDEX "outbox_unread_idx" ON "outbox" USING btree ("user_id") WHERE "outbox"."read_at" is null and not "outbox"."secret";--> statement-breakpoint
CREATE INDEX "outbox_kind_idx" ON "outbox" USING btree ("kind","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'sw'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_channels_check" CHECK ("users"."channels" <@ array['email', 'sms']::text[]);