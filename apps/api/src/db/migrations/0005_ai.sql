CREATE TABLE "ai_assistant_clients" (
	"assistant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	CONSTRAINT "ai_assistant_clients_assistant_id_client_id_pk" PRIMARY KEY("assistant_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "ai_assistants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"provider" text DEFAULT 'auto' NOT NULL,
	"model" text NOT NULL,
	"temperature" double precision DEFAULT 0.3 NOT NULL,
	"max_output_tokens" integer DEFAULT 4096 NOT NULL,
	"interaction_mode" text DEFAULT 'chat' NOT NULL,
	"default_chat" boolean DEFAULT false NOT NULL,
	"window_context" boolean DEFAULT false NOT NULL,
	"presentation" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'todos' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"legacy_openai_assistant_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_client_quotas" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"monthly_tokens" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"client_id" uuid,
	"role" text NOT NULL,
	"content" jsonb NOT NULL,
	"status" text DEFAULT 'complete' NOT NULL,
	"provider" text,
	"model" text,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"usage_estimated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid,
	"owner_id" uuid NOT NULL,
	"owner_kind" text NOT NULL,
	"context" text,
	"assistant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_usage_monthly" (
	"client_key" text NOT NULL,
	"month" text NOT NULL,
	"input_tokens" bigint DEFAULT 0 NOT NULL,
	"output_tokens" bigint DEFAULT 0 NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_usage_monthly_client_key_month_pk" PRIMARY KEY("client_key","month")
);
--> statement-breakpoint
CREATE TABLE "ai_widget_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ai_widget_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"widget_user_id" uuid NOT NULL,
	"api_key_id" uuid,
	"context" text,
	"refresh_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_widget_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"external_user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_assistant_clients" ADD CONSTRAINT "ai_assistant_clients_assistant_id_ai_assistants_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."ai_assistants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_assistant_clients" ADD CONSTRAINT "ai_assistant_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_client_quotas" ADD CONSTRAINT "ai_client_quotas_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_thread_id_ai_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."ai_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_threads" ADD CONSTRAINT "ai_threads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_threads" ADD CONSTRAINT "ai_threads_assistant_id_ai_assistants_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."ai_assistants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_widget_api_keys" ADD CONSTRAINT "ai_widget_api_keys_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_widget_api_keys" ADD CONSTRAINT "ai_widget_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_widget_sessions" ADD CONSTRAINT "ai_widget_sessions_widget_user_id_ai_widget_users_id_fk" FOREIGN KEY ("widget_user_id") REFERENCES "public"."ai_widget_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_widget_sessions" ADD CONSTRAINT "ai_widget_sessions_api_key_id_ai_widget_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."ai_widget_api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_widget_users" ADD CONSTRAINT "ai_widget_users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_assistant_clients_client_idx" ON "ai_assistant_clients" USING btree ("client_id","assistant_id");--> statement-breakpoint
CREATE INDEX "ai_assistants_name_idx" ON "ai_assistants" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "ai_messages_thread_idx" ON "ai_messages" USING btree ("thread_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ai_threads_owner_idx" ON "ai_threads" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ai_threads_owner_context_idx" ON "ai_threads" USING btree ("owner_id","context","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_widget_api_keys_hash_key" ON "ai_widget_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "ai_widget_api_keys_client_idx" ON "ai_widget_api_keys" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_widget_sessions_refresh_key" ON "ai_widget_sessions" USING btree ("refresh_hash");--> statement-breakpoint
CREATE INDEX "ai_widget_sessions_user_idx" ON "ai_widget_sessions" USING btree ("widget_user_id");--> statement-breakpoint
CREATE INDEX "ai_widget_sessions_expires_idx" ON "ai_widget_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_widget_users_key" ON "ai_widget_users" USING btree ("client_id","external_user_id");