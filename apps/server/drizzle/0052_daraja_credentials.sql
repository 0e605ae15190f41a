CREATE TABLE "daraja_credentials" (
	"group_id" integer DEFAULT (nullif(current_setting('app.group_id', true), ''))::integer NOT NULL,
	"consumer_key" text,
	"consumer_secret" text,
	"passkey" text,
	"initiator_name" text,
	"security_credential" text,
	"b2c_shortcode" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daraja_credentials_group_id_pk" PRIMARY KEY("group_id")
);
--> statement-breakpoint
ALTER TABLE "daraja_credentials" ADD CONSTRAINT "daraja_credentials_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
select links_guard_group_table('daraja_credentials');

