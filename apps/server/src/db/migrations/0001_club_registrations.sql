CREATE TABLE "club_registrations" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"club_admin_id" integer,
	"tournament_contact_first_name" text,
	"tournament_contact_last_name" text,
	"tournament_contact_phone" text,
	"arrival_date" date,
	"departure_date" date,
	"different_billing_address" boolean DEFAULT false NOT NULL,
	"invoice_subject_name" text,
	"invoice_street" text,
	"invoice_city" text,
	"invoice_zip" text,
	"invoice_country_id" integer,
	"tin" text,
	"vatin" text,
	"registration_note" text,
	"internal_note" text,
	"agree_to_terms" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extra_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"bundle_pricelist_item_id" integer,
	"bundle_persons" integer DEFAULT 0 NOT NULL,
	"handball_persons" integer DEFAULT 0 NOT NULL,
	"vip_party_persons" integer DEFAULT 0 NOT NULL,
	"single_room_persons" integer DEFAULT 0 NOT NULL,
	"halls" text[] DEFAULT '{}'::text[] NOT NULL,
	"classrooms" text[] DEFAULT '{}'::text[] NOT NULL,
	"place_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"invoice_id" integer,
	"is_system" boolean DEFAULT false NOT NULL,
	"role" text DEFAULT 'manual' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_type" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"pricelist_item_id" integer,
	"supplier_id" integer,
	"separate_invoice" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"group_key" text NOT NULL,
	"number" text NOT NULL,
	"supplier_id" integer,
	"separate" boolean DEFAULT false NOT NULL,
	"currency" text NOT NULL,
	"variable_symbol" text NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_clubId_groupKey_unique" UNIQUE("club_id","group_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"supplier_id" integer,
	"invoice_id" integer,
	"payment_date" date NOT NULL,
	"order_amount" numeric(12, 2) NOT NULL,
	"order_amount_currency" text NOT NULL,
	"received_amount" numeric(12, 2) NOT NULL,
	"received_amount_currency" text NOT NULL,
	"payment_method" text DEFAULT 'bank_transfer' NOT NULL,
	"cash_received_by_id" integer,
	"note" text,
	"accounting_document_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer,
	"uploaded_by_id" integer,
	"folder" text DEFAULT 'club-registration' NOT NULL,
	"filename" text NOT NULL,
	"extension" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text,
	"city" text,
	"zip" text,
	"country_code" text,
	"company_id" text,
	"vat_id" text,
	"email" text,
	"czk_iban" text,
	"czk_bic" text,
	"eur_iban" text,
	"eur_bic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_teams" ADD COLUMN "bundle_pricelist_item_id" integer;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD COLUMN "bundle_persons" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD COLUMN "handball_persons" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD COLUMN "vip_party_persons" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD COLUMN "single_room_persons" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD COLUMN "halls" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD COLUMN "classrooms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD COLUMN "team_start_service_level_id" integer;--> statement-breakpoint
ALTER TABLE "club_registrations" ADD CONSTRAINT "club_registrations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_registrations" ADD CONSTRAINT "club_registrations_club_admin_id_users_id_fk" FOREIGN KEY ("club_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_registrations" ADD CONSTRAINT "club_registrations_invoice_country_id_countries_id_fk" FOREIGN KEY ("invoice_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_persons" ADD CONSTRAINT "extra_persons_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_persons" ADD CONSTRAINT "extra_persons_bundle_pricelist_item_id_pricelist_items_id_fk" FOREIGN KEY ("bundle_pricelist_item_id") REFERENCES "public"."pricelist_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_persons" ADD CONSTRAINT "extra_persons_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_pricelist_item_id_pricelist_items_id_fk" FOREIGN KEY ("pricelist_item_id") REFERENCES "public"."pricelist_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cash_received_by_id_users_id_fk" FOREIGN KEY ("cash_received_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_files" ADD CONSTRAINT "registration_files_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_files" ADD CONSTRAINT "registration_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extra_persons_club_id_index" ON "extra_persons" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "invoice_items_club_id_index" ON "invoice_items" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_id_index" ON "invoice_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_club_id_index" ON "payments" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "registration_files_club_id_index" ON "registration_files" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "registration_files_uploaded_by_id_index" ON "registration_files" USING btree ("uploaded_by_id");--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_bundle_pricelist_item_id_pricelist_items_id_fk" FOREIGN KEY ("bundle_pricelist_item_id") REFERENCES "public"."pricelist_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_team_start_service_level_id_service_levels_id_fk" FOREIGN KEY ("team_start_service_level_id") REFERENCES "public"."service_levels"("id") ON DELETE no action ON UPDATE no action;