CREATE TABLE "lgpd_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"subject_hash" text NOT NULL,
	"subject_masked" text NOT NULL,
	"opened_by" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'aberta' NOT NULL,
	"outcome" text,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	CONSTRAINT "lgpd_requests_deadline" CHECK ("lgpd_requests"."deadline_at" = "lgpd_requests"."opened_at" + interval '15 days'),
	CONSTRAINT "lgpd_requests_closing" CHECK (("lgpd_requests"."status" = 'aberta') = ("lgpd_requests"."closed_at" is null) and ("lgpd_requests"."closed_at" is null or "lgpd_requests"."outcome" is not null))
);
--> statement-breakpoint
ALTER TABLE "lgpd_requests" ADD CONSTRAINT "lgpd_requests_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lgpd_requests" ADD CONSTRAINT "lgpd_requests_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lgpd_requests_opened_idx" ON "lgpd_requests" USING btree ("opened_at","id");--> statement-breakpoint
CREATE INDEX "lgpd_requests_subject_idx" ON "lgpd_requests" USING btree ("subject_hash");--> statement-breakpoint
ALTER TABLE "lgpd_requests" ADD CONSTRAINT "lgpd_requests_type_check" CHECK ("type" in ('acesso', 'correcao', 'anonimizacao', 'eliminacao', 'portabilidade'));--> statement-breakpoint
ALTER TABLE "lgpd_requests" ADD CONSTRAINT "lgpd_requests_status_check" CHECK ("status" in ('aberta', 'concluida', 'recusada'));
