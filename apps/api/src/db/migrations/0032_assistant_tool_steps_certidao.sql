ALTER TABLE "ai_assistants" DROP CONSTRAINT "ai_assistants_tools_known";--> statement-breakpoint
ALTER TABLE "ai_messages" ADD COLUMN "tool_steps" jsonb;--> statement-breakpoint
ALTER TABLE "ai_assistants" ADD CONSTRAINT "ai_assistants_tools_known" CHECK ("ai_assistants"."tools" <@ array['consultar_cnib','buscar_base_de_conhecimento','buscar_faturas','situacao_fatura','progresso_treinamentos','resumir_certidao']::text[]);--> statement-breakpoint
-- hand-written: only a reply has steps, and they are a non-empty list of at most 40 calls (the service keeps the first 40)
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_tool_steps_check" CHECK ("tool_steps" is null or ("role" = 'assistant' and jsonb_typeof("tool_steps") = 'array' and jsonb_array_length("tool_steps") between 1 and 40));