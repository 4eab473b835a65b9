CREATE TABLE "editions" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editions_year_unique" UNIQUE("year")
);
--> statement-breakpoint
-- The edition every statement sees: the one a transaction names in app.edition, else the current one.
CREATE FUNCTION current_edition_id() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('app.edition', true), '')::integer, (SELECT id FROM editions WHERE is_current))
$$;
--> statement-breakpoint
-- What exists today is the 2025 edition, dated by the tournament's configured days where they are set.
INSERT INTO "editions" ("year", "name", "starts_on", "ends_on", "is_current")
SELECT extract(year FROM s)::integer, 'Prague Handball Cup ' || extract(year FROM s)::integer, s, e, true
FROM (
  SELECT
    coalesce((SELECT left(value, 10)::date FROM configurations WHERE key = 'tournament_start_date' AND value ~ '^\d{4}-\d{2}-\d{2}'), date '2025-04-18') AS s,
    coalesce((SELECT left(value, 10)::date FROM configurations WHERE key = 'tournament_end_date' AND value ~ '^\d{4}-\d{2}-\d{2}'), date '2025-04-21') AS e
) AS days;
--> statement-breakpoint
ALTER TABLE "competition_groups" DROP CONSTRAINT "competition_groups_label_unique";--> statement-breakpoint
ALTER TABLE "team_categories" DROP CONSTRAINT "team_categories_code_unique";--> statement-breakpoint
ALTER TABLE "configuration_changes" DROP CONSTRAINT "configuration_changes_key_configurations_key_fk";
--> statement-breakpoint
ALTER TABLE "configurations" DROP CONSTRAINT "configurations_pkey";--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "club_registrations" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_documents" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "extra_persons" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_files" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "club_users" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "team_admins" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "team_participants" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_groups" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_group_standings" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_match_events" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_match_participants" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_match_referees" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "configuration_changes" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "pricelist_items" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "team_categories" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "referee_in_halls" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_messages" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "category_formats" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "match_rosters" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "referee_published_assignments" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "referee_assignments" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "referee_unavailability" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodation_allocations" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodation_published_stays" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodation_withdrawals" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_meal_seats" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "training_requests" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "editions_one_current_idx" ON "editions" USING btree ("is_current") WHERE "editions"."is_current";--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_registrations" ADD CONSTRAINT "club_registrations_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_documents" ADD CONSTRAINT "dashboard_documents_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_persons" ADD CONSTRAINT "extra_persons_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_files" ADD CONSTRAINT "registration_files_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_users" ADD CONSTRAINT "club_users_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_admins" ADD CONSTRAINT "team_admins_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_participants" ADD CONSTRAINT "team_participants_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_groups" ADD CONSTRAINT "competition_groups_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_group_standings" ADD CONSTRAINT "competition_group_standings_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_match_events" ADD CONSTRAINT "competition_match_events_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_match_participants" ADD CONSTRAINT "competition_match_participants_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_match_referees" ADD CONSTRAINT "competition_match_referees_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_matches" ADD CONSTRAINT "competition_matches_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuration_changes" ADD CONSTRAINT "configuration_changes_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricelist_items" ADD CONSTRAINT "pricelist_items_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_categories" ADD CONSTRAINT "team_categories_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_in_halls" ADD CONSTRAINT "referee_in_halls_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_messages" ADD CONSTRAINT "dashboard_messages_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_formats" ADD CONSTRAINT "category_formats_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_rosters" ADD CONSTRAINT "match_rosters_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_published_assignments" ADD CONSTRAINT "referee_published_assignments_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_assignments" ADD CONSTRAINT "referee_assignments_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_unavailability" ADD CONSTRAINT "referee_unavailability_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_allocations" ADD CONSTRAINT "accommodation_allocations_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_published_stays" ADD CONSTRAINT "accommodation_published_stays_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_withdrawals" ADD CONSTRAINT "accommodation_withdrawals_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_meal_seats" ADD CONSTRAINT "restaurant_meal_seats_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_groups" ADD CONSTRAINT "competition_groups_editionId_label_unique" UNIQUE("edition_id","label");--> statement-breakpoint
ALTER TABLE "team_categories" ADD CONSTRAINT "team_categories_editionId_code_unique" UNIQUE("edition_id","code");
--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_edition_id_key_pk" PRIMARY KEY("edition_id","key");
--> statement-breakpoint
ALTER TABLE "configuration_changes" ADD CONSTRAINT "configuration_changes_edition_id_key_configurations_edition_id_key_fk" FOREIGN KEY ("edition_id","key") REFERENCES "public"."configurations"("edition_id","key") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Each edition-owned table x becomes x_all, and x a view of the rows of current_edition_id(): every
-- query of the application sees one edition without naming it, and rows written through the view
-- belong to it. A later migration that changes such a table alters x_all, then calls
-- edition_view('x') again, as the view keeps the columns it was made with.
CREATE FUNCTION edition_view(name text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF to_regclass(name || '_all') IS NULL THEN
    EXECUTE format('ALTER TABLE %I RENAME TO %I', name, name || '_all');
  ELSE
    EXECUTE format('DROP VIEW IF EXISTS %I', name);
  END IF;
  EXECUTE format(
    'CREATE VIEW %I AS SELECT * FROM %I WHERE edition_id = (SELECT current_edition_id()) WITH LOCAL CHECK OPTION',
    name, name || '_all'
  );
END
$$;
--> statement-breakpoint
CREATE INDEX "configuration_changes_edition_idx" ON "configuration_changes" ("edition_id");
--> statement-breakpoint
SELECT edition_view('bank_statements');
--> statement-breakpoint
SELECT edition_view('club_registrations');
--> statement-breakpoint
SELECT edition_view('dashboard_documents');
--> statement-breakpoint
SELECT edition_view('extra_persons');
--> statement-breakpoint
SELECT edition_view('invoice_items');
--> statement-breakpoint
SELECT edition_view('invoices');
--> statement-breakpoint
SELECT edition_view('payments');
--> statement-breakpoint
SELECT edition_view('registration_files');
--> statement-breakpoint
SELECT edition_view('club_users');
--> statement-breakpoint
SELECT edition_view('clubs');
--> statement-breakpoint
SELECT edition_view('competition_teams');
--> statement-breakpoint
SELECT edition_view('participants');
--> statement-breakpoint
SELECT edition_view('team_admins');
--> statement-breakpoint
SELECT edition_view('team_participants');
--> statement-breakpoint
SELECT edition_view('competition_groups');
--> statement-breakpoint
SELECT edition_view('competition_group_standings');
--> statement-breakpoint
SELECT edition_view('competition_match_events');
--> statement-breakpoint
SELECT edition_view('competition_match_participants');
--> statement-breakpoint
SELECT edition_view('competition_match_referees');
--> statement-breakpoint
SELECT edition_view('competition_matches');
--> statement-breakpoint
SELECT edition_view('configuration_changes');
--> statement-breakpoint
SELECT edition_view('configurations');
--> statement-breakpoint
SELECT edition_view('pricelist_items');
--> statement-breakpoint
SELECT edition_view('team_categories');
--> statement-breakpoint
SELECT edition_view('referee_in_halls');
--> statement-breakpoint
SELECT edition_view('referees');
--> statement-breakpoint
SELECT edition_view('dashboard_messages');
--> statement-breakpoint
SELECT edition_view('category_formats');
--> statement-breakpoint
SELECT edition_view('schedule_changes');
--> statement-breakpoint
SELECT edition_view('match_rosters');
--> statement-breakpoint
SELECT edition_view('referee_published_assignments');
--> statement-breakpoint
SELECT edition_view('referee_assignments');
--> statement-breakpoint
SELECT edition_view('referee_unavailability');
--> statement-breakpoint
SELECT edition_view('accommodation_allocations');
--> statement-breakpoint
SELECT edition_view('accommodation_published_stays');
--> statement-breakpoint
SELECT edition_view('accommodation_withdrawals');
--> statement-breakpoint
SELECT edition_view('restaurant_meal_seats');
--> statement-breakpoint
SELECT edition_view('training_requests');
