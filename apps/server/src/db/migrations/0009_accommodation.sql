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
ALTER TABLE "pricelist_items" ADD COLUMN "accommodation_kind" text;--> statement-breakpoint
ALTER TABLE "accommodation_allocations" ADD CONSTRAINT "accommodation_allocations_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_allocations" ADD CONSTRAINT "accommodation_allocations_extra_person_id_extra_persons_id_fk" FOREIGN KEY ("extra_person_id") REFERENCES "public"."extra_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_allocations" ADD CONSTRAINT "accommodation_allocations_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_allocations" ADD CONSTRAINT "accommodation_allocations_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_allocations" ADD CONSTRAINT "accommodation_allocations_unit_id_accommodation_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."accommodation_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_places" ADD CONSTRAINT "accommodation_places_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_units" ADD CONSTRAINT "accommodation_units_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodation_allocations_team_id_index" ON "accommodation_allocations" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "accommodation_allocations_extra_person_id_index" ON "accommodation_allocations" USING btree ("extra_person_id");--> statement-breakpoint
CREATE INDEX "accommodation_allocations_referee_id_index" ON "accommodation_allocations" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "accommodation_allocations_unit_id_index" ON "accommodation_allocations" USING btree ("unit_id");