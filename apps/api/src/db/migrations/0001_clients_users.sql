ALTER TABLE "clients" ADD COLUMN "cns" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "cep" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "complement" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "uf" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "monthly_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "due_day" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "widget_origins" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(legal_name || ' ' || coalesce(trade_name, '') || ' ' || document), 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇáàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuucaaaaaeeeeiiiiooooouuuuc')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ("legal_name","id");--> statement-breakpoint
CREATE INDEX "clients_status_name_idx" ON "clients" USING btree ("status","legal_name","id");--> statement-breakpoint
CREATE INDEX "clients_uf_name_idx" ON "clients" USING btree ("uf","legal_name","id");--> statement-breakpoint
CREATE INDEX "clients_city_idx" ON "clients" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "clients_fee_idx" ON "clients" USING btree ("monthly_fee_cents","id");--> statement-breakpoint
CREATE INDEX "clients_products_idx" ON "clients" USING gin ("products");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_client_name_idx" ON "users" USING btree ("client_id","name","id");--> statement-breakpoint
CREATE INDEX "users_role_name_idx" ON "users" USING btree ("role","name","id");--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_at","id");