ALTER TABLE "cnib_monitoring_runs" ADD COLUMN "in_flight_client_id" uuid;--> statement-breakpoint
ALTER TABLE "cnib_monitoring_runs" ADD COLUMN "in_flight_document" text;