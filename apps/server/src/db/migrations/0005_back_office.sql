CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"supplier_id" integer,
	"imported_by_id" integer,
	"line_count" integer NOT NULL,
	"booked_count" integer NOT NULL,
	"already_booked_count" integer DEFAULT 0 NOT NULL,
	"format" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"entity" text NOT NULL,
	"record_id" integer NOT NULL,
	"action" text NOT NULL,
	"parent_entity" text,
	"parent_id" integer,
	"old_values" jsonb,
	"new_values" jsonb,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_statement_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_transaction_key" text;--> statement-breakpoint
ALTER TABLE "team_categories" ADD COLUMN "max_teams" integer;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_id_users_id_fk" FOREIGN KEY ("imported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_record_id_at_index" ON "audit_log" USING btree ("entity","record_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_parent_entity_parent_id_at_index" ON "audit_log" USING btree ("parent_entity","parent_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_index" ON "audit_log" USING btree ("at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_statement_id_bank_statements_id_fk" FOREIGN KEY ("bank_statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bankTransactionKey_unique" UNIQUE("bank_transaction_key");