CREATE TABLE "cnib_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"document" text NOT NULL,
	"message" text NOT NULL,
	"consultation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cnib_batch_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"document" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"consultation_id" uuid,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "cnib_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid,
	"finalidade" text,
	"status" text DEFAULT 'pendente' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cnib_consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid,
	"document" text NOT NULL,
	"finalidade" text,
	"status" text NOT NULL,
	"indisponivel" boolean,
	"qtd_ordens" integer,
	"nome_razao" text,
	"hash" text,
	"recheck_of" uuid,
	"verification_code" text NOT NULL,
	"error" text,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cnib_credentials" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"secret" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cnib_watch_states" (
	"client_id" uuid NOT NULL,
	"document" text NOT NULL,
	"indisponivel" boolean NOT NULL,
	"qtd_ordens" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cnib_watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"document" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid,
	"service" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cnib_alerts" ADD CONSTRAINT "cnib_alerts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnib_alerts" ADD CONSTRAINT "cnib_alerts_consultation_id_cnib_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."cnib_consultations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnib_batch_items" ADD CONSTRAINT "cnib_batch_items_batch_id_cnib_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cnib_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnib_batch_items" ADD CONSTRAINT "cnib_batch_items_consultation_id_cnib_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."cnib_consultations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnib_batches" ADD CONSTRAINT "cnib_batches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnib_batches" ADD CONSTRAINT "cnib_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnib_consultations" ADD CONSTRAINT "cnib_consultations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnib_consultations" ADD CONSTRAINT "cnib_consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnib_credentials" ADD CONSTRAINT "cnib_credentials_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnib_credentials" ADD CONSTRAINT "cnib_credentials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnib_watch_states" ADD CONSTRAINT "cnib_watch_states_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnib_watches" ADD CONSTRAINT "cnib_watches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnib_watches" ADD CONSTRAINT "cnib_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_usage" ADD CONSTRAINT "service_usage_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_usage" ADD CONSTRAINT "service_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cnib_alerts_client_created_idx" ON "cnib_alerts" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cnib_batch_items_position_key" ON "cnib_batch_items" USING btree ("batch_id","position");--> statement-breakpoint
CREATE INDEX "cnib_batches_client_created_idx" ON "cnib_batches" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "cnib_consultations_client_created_idx" ON "cnib_consultations" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cnib_consultations_created_idx" ON "cnib_consultations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "cnib_consultations_document_idx" ON "cnib_consultations" USING btree ("document","created_at");--> statement-breakpoint
CREATE INDEX "cnib_consultations_client_document_idx" ON "cnib_consultations" USING btree ("client_id","document","created_at");--> statement-breakpoint
CREATE INDEX "cnib_consultations_client_user_idx" ON "cnib_consultations" USING btree ("client_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "cnib_consultations_client_result_idx" ON "cnib_consultations" USING btree ("client_id","indisponivel","created_at");--> statement-breakpoint
CREATE INDEX "cnib_consultations_hash_idx" ON "cnib_consultations" USING btree ("hash") WHERE hash is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cnib_consultations_verification_key" ON "cnib_consultations" USING btree ("verification_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cnib_watch_states_key" ON "cnib_watch_states" USING btree ("client_id","document");--> statement-breakpoint
CREATE UNIQUE INDEX "cnib_watches_key" ON "cnib_watches" USING btree ("client_id","document","user_id");--> statement-breakpoint
CREATE INDEX "cnib_watches_document_idx" ON "cnib_watches" USING btree ("document");--> statement-breakpoint
CREATE INDEX "service_usage_client_created_idx" ON "service_usage" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "service_usage_service_created_idx" ON "service_usage" USING btree ("service","created_at");