CREATE TABLE "learning_accommodations" (
	"quiz_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"time_multiplier" real DEFAULT 1 NOT NULL,
	"extra_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_accommodations_quiz_id_user_id_pk" PRIMARY KEY("quiz_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "learning_questions" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "learning_questions" ADD COLUMN "bank_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_quizzes" ADD COLUMN "one_per_page" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_quizzes" ADD COLUMN "review" jsonb;--> statement-breakpoint
ALTER TABLE "learning_quizzes" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "learning_quizzes" ADD COLUMN "random_slots" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_accommodations" ADD CONSTRAINT "learning_accommodations_quiz_id_learning_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."learning_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_accommodations" ADD CONSTRAINT "learning_accommodations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_accommodations_user_idx" ON "learning_accommodations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "learning_questions_category_idx" ON "learning_questions" USING btree ("category") WHERE deleted_at is null;