CREATE TABLE "configuration_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"user_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"old_value" text,
	"new_value" text
);
--> statement-breakpoint
ALTER TABLE "configuration_changes" ADD CONSTRAINT "configuration_changes_key_configurations_key_fk" FOREIGN KEY ("key") REFERENCES "public"."configurations"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuration_changes" ADD CONSTRAINT "configuration_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "configuration_changes_key_changed_at_index" ON "configuration_changes" USING btree ("key","changed_at");