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
ALTER TABLE "restaurant_meal_seats" ADD CONSTRAINT "restaurant_meal_seats_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_training_type_id_training_types_id_fk" FOREIGN KEY ("training_type_id") REFERENCES "public"."training_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_requested_place_id_places_id_fk" FOREIGN KEY ("requested_place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_slot_place_id_places_id_fk" FOREIGN KEY ("slot_place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_requests_club_id_index" ON "training_requests" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "training_requests_state_index" ON "training_requests" USING btree ("state");--> statement-breakpoint
CREATE INDEX "training_requests_slot_place_id_slot_day_index" ON "training_requests" USING btree ("slot_place_id","slot_day");