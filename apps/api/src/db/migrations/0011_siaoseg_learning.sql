CREATE TABLE "learning_attempt_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"answer" jsonb NOT NULL,
	"score" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "learning_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" uuid,
	"step_id" uuid,
	"preview" boolean DEFAULT false NOT NULL,
	"number" integer NOT NULL,
	"seed" text NOT NULL,
	"slots" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"closed_by" text,
	"points" real,
	"max_points" real,
	"score_percent" real,
	"passed" boolean
);
--> statement-breakpoint
CREATE TABLE "learning_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"journey_id" uuid NOT NULL,
	"learner_name" text NOT NULL,
	"cpf_masked" text,
	"journey_title" text NOT NULL,
	"workload_hours" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credential_jwt" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" uuid
);
--> statement-breakpoint
CREATE TABLE "learning_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"journey_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "learning_journey_clients" (
	"journey_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	CONSTRAINT "learning_journey_clients_journey_id_client_id_pk" PRIMARY KEY("journey_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "learning_journeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"workload_hours" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"audience" text DEFAULT 'todos_clientes' NOT NULL,
	"due_at" timestamp with time zone,
	"due_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_question_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"type" text NOT NULL,
	"statement" text NOT NULL,
	"options" jsonb NOT NULL,
	"explanation" text,
	"points" integer DEFAULT 1 NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"current_version_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pass_percent" integer NOT NULL,
	"time_limit_minutes" integer,
	"attempts_allowed" integer,
	"grading" text DEFAULT 'maior' NOT NULL,
	"shuffle" boolean DEFAULT false NOT NULL,
	"show_answers" text DEFAULT 'apos_tentativa' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_step_progress" (
	"user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_step_progress_user_id_step_id_pk" PRIMARY KEY("user_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "learning_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trail_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"document_id" uuid,
	"video_url" text,
	"video_minutes" integer,
	"lesson_html" text,
	"quiz_id" uuid
);
--> statement-breakpoint
CREATE TABLE "learning_trails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journey_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learning_attempt_answers" ADD CONSTRAINT "learning_attempt_answers_attempt_id_learning_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."learning_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_attempts" ADD CONSTRAINT "learning_attempts_quiz_id_learning_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."learning_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_attempts" ADD CONSTRAINT "learning_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_attempts" ADD CONSTRAINT "learning_attempts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_attempts" ADD CONSTRAINT "learning_attempts_step_id_learning_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."learning_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_certificates" ADD CONSTRAINT "learning_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_certificates" ADD CONSTRAINT "learning_certificates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_certificates" ADD CONSTRAINT "learning_certificates_journey_id_learning_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."learning_journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_certificates" ADD CONSTRAINT "learning_certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_enrollments" ADD CONSTRAINT "learning_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_enrollments" ADD CONSTRAINT "learning_enrollments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_enrollments" ADD CONSTRAINT "learning_enrollments_journey_id_learning_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."learning_journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_journey_clients" ADD CONSTRAINT "learning_journey_clients_journey_id_learning_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."learning_journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_journey_clients" ADD CONSTRAINT "learning_journey_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_question_versions" ADD CONSTRAINT "learning_question_versions_question_id_learning_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."learning_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_question_versions" ADD CONSTRAINT "learning_question_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_questions" ADD CONSTRAINT "learning_questions_quiz_id_learning_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."learning_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_step_progress" ADD CONSTRAINT "learning_step_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_step_progress" ADD CONSTRAINT "learning_step_progress_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_step_progress" ADD CONSTRAINT "learning_step_progress_step_id_learning_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."learning_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_steps" ADD CONSTRAINT "learning_steps_trail_id_learning_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."learning_trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_steps" ADD CONSTRAINT "learning_steps_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_steps" ADD CONSTRAINT "learning_steps_quiz_id_learning_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."learning_quizzes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_trails" ADD CONSTRAINT "learning_trails_journey_id_learning_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."learning_journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_attempts_user_quiz_idx" ON "learning_attempts" USING btree ("user_id","quiz_id");--> statement-breakpoint
CREATE INDEX "learning_attempts_client_idx" ON "learning_attempts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "learning_attempts_open_idx" ON "learning_attempts" USING btree ("deadline_at") WHERE finished_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_certificates_code_key" ON "learning_certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_certificates_user_journey_key" ON "learning_certificates" USING btree ("user_id","journey_id");--> statement-breakpoint
CREATE INDEX "learning_certificates_client_idx" ON "learning_certificates" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_enrollments_key" ON "learning_enrollments" USING btree ("user_id","journey_id");--> statement-breakpoint
CREATE INDEX "learning_enrollments_client_idx" ON "learning_enrollments" USING btree ("client_id","journey_id");--> statement-breakpoint
CREATE INDEX "learning_journey_clients_client_idx" ON "learning_journey_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "learning_journeys_position_idx" ON "learning_journeys" USING btree ("position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_question_versions_key" ON "learning_question_versions" USING btree ("question_id","version");--> statement-breakpoint
CREATE INDEX "learning_questions_quiz_idx" ON "learning_questions" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE INDEX "learning_quizzes_title_idx" ON "learning_quizzes" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "learning_step_progress_client_idx" ON "learning_step_progress" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "learning_steps_trail_idx" ON "learning_steps" USING btree ("trail_id","position");--> statement-breakpoint
CREATE INDEX "learning_steps_quiz_idx" ON "learning_steps" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "learning_trails_journey_idx" ON "learning_trails" USING btree ("journey_id","position");