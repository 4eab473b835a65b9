CREATE TABLE "referee_assignments" (
	"match_id" integer NOT NULL,
	"position" integer NOT NULL,
	"referee_id" integer NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"assigned_by_user_id" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referee_assignments_match_id_position_pk" PRIMARY KEY("match_id","position")
);
--> statement-breakpoint
CREATE TABLE "referee_ranks" (
	"highest_competition" text PRIMARY KEY NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referee_unavailability" (
	"id" serial PRIMARY KEY NOT NULL,
	"referee_id" integer NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accommodation_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer,
	"extra_person_id" integer,
	"referee_id" integer,
	"place_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"beds" integer NOT NULL,
	"nights" date[] NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodation_allocations_one_party" CHECK (num_nonnulls("accommodation_allocations"."team_id", "accommodation_allocations"."extra_person_id", "accommodation_allocations"."referee_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "accommodation_places" (
	"place_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accommodation_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"beds" integer NOT NULL,
	"nights" date[] DEFAULT '{}'::date[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "accommodation_units_placeId_name_unique" UNIQUE("place_id","name"),
	CONSTRAINT "accommodation_units_beds" CHECK ("accommodation_units"."beds" > 0)
);
--> statement-breakpoint
CREATE TABLE "accommodation_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer,
	"extra_person_id" integer,
	"referee_id" integer,
	"party_name" text NOT NULL,
	"club_id" integer,
	"place_id" integer NOT NULL,
	"nights" date[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodation_withdrawals_one_party" CHECK (num_nonnulls("accommodation_withdrawals"."team_id", "accommodation_withdrawals"."extra_person_id", "accommodation_withdrawals"."referee_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "restaurant_meal_seats" (
	"place_id" integer NOT NULL,
	"meal" text NOT NULL,
	"seats" integer NOT NULL,
	CONSTRAINT "restaurant_meal_seats_place_id_meal_pk" PRIMARY KEY("place_id","meal"),
	CONSTRAINT "restaurant_meal_seats_positive" CHECK ("restaurant_meal_seats"."seats" >= 0)
);
--> statement-breakpoint
CREATE TABLE "training_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"training_type_id" integer NOT NULL,
	"requested_place_id" integer NOT NULL,
	"requested_day" date NOT NULL,
	"requested_start" integer NOT NULL,
	"requested_end" integer NOT NULL,
	"note" text,
	"state" text DEFAULT 'requested' NOT NULL,
	"slot_place_id" integer,
	"slot_day" date,
	"slot_start" integer,
	"slot_end" integer,
	"refusal_reason" text,
	"requested_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_match_referees" ADD COLUMN "source" text DEFAULT 'table' NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_match_referees" ADD COLUMN "set_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "pricelist_items" ADD COLUMN "accommodation_kind" text;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "published_assignments" text;--> statement-breakpoint
ALTER TABLE "referee_assignments" ADD CONSTRAINT "referee_assignments_match_id_competition_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."competition_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_assignments" ADD CONSTRAINT "referee_assignments_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_assignments" ADD CONSTRAINT "referee_assignments_assigned_by_user_id_users_id_fk" FOREIGN KEY ("assigned_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_unavailability" ADD CONSTRAINT "referee_unavailability_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_allocations" ADD CONSTRAINT "accommodation_allocations_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_allocations" ADD CONSTRAINT "accommodation_allocations_extra_person_id_extra_persons_id_fk" FOREIGN KEY ("extra_person_id") REFERENCES "public"."extra_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_allocations" ADD CONSTRAINT "accommodation_allocations_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_allocations" ADD CONSTRAINT "accommodation_allocations_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_allocations" ADD CONSTRAINT "accommodation_allocations_unit_id_accommodation_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."accommodation_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_places" ADD CONSTRAINT "accommodation_places_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_units" ADD CONSTRAINT "accommodation_units_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_withdrawals" ADD CONSTRAINT "accommodation_withdrawals_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_withdrawals" ADD CONSTRAINT "accommodation_withdrawals_extra_person_id_extra_persons_id_fk" FOREIGN KEY ("extra_person_id") REFERENCES "public"."extra_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_withdrawals" ADD CONSTRAINT "accommodation_withdrawals_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_withdrawals" ADD CONSTRAINT "accommodation_withdrawals_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_withdrawals" ADD CONSTRAINT "accommodation_withdrawals_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_meal_seats" ADD CONSTRAINT "restaurant_meal_seats_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_training_type_id_training_types_id_fk" FOREIGN KEY ("training_type_id") REFERENCES "public"."training_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_requested_place_id_places_id_fk" FOREIGN KEY ("requested_place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_slot_place_id_places_id_fk" FOREIGN KEY ("slot_place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referee_assignments_referee_id_index" ON "referee_assignments" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "referee_unavailability_referee_id_index" ON "referee_unavailability" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "accommodation_allocations_team_id_index" ON "accommodation_allocations" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "accommodation_allocations_extra_person_id_index" ON "accommodation_allocations" USING btree ("extra_person_id");--> statement-breakpoint
CREATE INDEX "accommodation_allocations_referee_id_index" ON "accommodation_allocations" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "accommodation_allocations_unit_id_index" ON "accommodation_allocations" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "training_requests_club_id_index" ON "training_requests" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "training_requests_state_index" ON "training_requests" USING btree ("state");--> statement-breakpoint
CREATE INDEX "training_requests_slot_place_id_slot_day_index" ON "training_requests" USING btree ("slot_place_id","slot_day");