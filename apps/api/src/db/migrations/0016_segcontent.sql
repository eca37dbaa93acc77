CREATE TABLE "learning_documents" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_reminders" (
	"recipient" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_reminders_recipient_day_pk" PRIMARY KEY("recipient","day")
);
--> statement-breakpoint
ALTER TABLE "learning_documents" ADD CONSTRAINT "learning_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_documents_created_idx" ON "learning_documents" USING btree ("created_at","document_id");--> statement-breakpoint
CREATE INDEX "learning_enrollments_journey_idx" ON "learning_enrollments" USING btree ("journey_id","completed_at");