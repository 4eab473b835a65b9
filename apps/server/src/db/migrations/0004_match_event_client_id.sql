ALTER TABLE "competition_match_events" DROP CONSTRAINT "competition_match_events_matchId_createdTimestamp_unique";--> statement-breakpoint
ALTER TABLE "competition_match_events" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE INDEX "competition_match_events_match_id_created_timestamp_index" ON "competition_match_events" USING btree ("match_id","created_timestamp");--> statement-breakpoint
ALTER TABLE "competition_match_events" ADD CONSTRAINT "competition_match_events_matchId_clientId_unique" UNIQUE("match_id","client_id");