CREATE TABLE "ai_message_feedback" (
	"message_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	"voter_kind" text NOT NULL,
	"assistant_id" uuid NOT NULL,
	"rating" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_message_feedback_message_id_voter_kind_voter_id_pk" PRIMARY KEY("message_id","voter_kind","voter_id")
);
--> statement-breakpoint
ALTER TABLE "ai_assistants" ADD COLUMN "suggested_questions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_message_feedback" ADD CONSTRAINT "ai_message_feedback_message_id_ai_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."ai_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_message_feedback" ADD CONSTRAINT "ai_message_feedback_assistant_id_ai_assistants_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."ai_assistants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_message_feedback_assistant_idx" ON "ai_message_feedback" USING btree ("assistant_id","updated_at");--> statement-breakpoint
-- hand-written: the vote's values and the list's size live in the database too
ALTER TABLE "ai_message_feedback" ADD CONSTRAINT "ai_message_feedback_rating_check" CHECK ("rating" in ('up', 'down'));--> statement-breakpoint
ALTER TABLE "ai_message_feedback" ADD CONSTRAINT "ai_message_feedback_voter_kind_check" CHECK ("voter_kind" in ('user', 'widget'));--> statement-breakpoint
ALTER TABLE "ai_message_feedback" ADD CONSTRAINT "ai_message_feedback_comment_length" CHECK (char_length("comment") <= 1000);--> statement-breakpoint
ALTER TABLE "ai_assistants" ADD CONSTRAINT "ai_assistants_suggested_questions_max" CHECK (coalesce(array_length("suggested_questions", 1), 0) <= 4);
