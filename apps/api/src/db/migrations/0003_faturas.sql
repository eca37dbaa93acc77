CREATE TABLE "fatura_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fatura_itens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fatura_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"posicao" integer NOT NULL,
	"descricao" text NOT NULL,
	"quantidade" integer NOT NULL,
	"valor_unitario_centavos" bigint NOT NULL,
	"total_centavos" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faturas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" bigint NOT NULL,
	"client_id" uuid NOT NULL,
	"competencia" text NOT NULL,
	"emissao" date NOT NULL,
	"vencimento" date NOT NULL,
	"status" text DEFAULT 'aberta' NOT NULL,
	"total_centavos" bigint NOT NULL,
	"pago_em" date,
	"forma_pagamento" text,
	"cancelada_em" timestamp with time zone,
	"motivo_cancelamento" text,
	"observacoes" text,
	"origem" text DEFAULT 'manual' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fatura_itens" ADD CONSTRAINT "fatura_itens_fatura_id_faturas_id_fk" FOREIGN KEY ("fatura_id") REFERENCES "public"."faturas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fatura_itens_fatura_idx" ON "fatura_itens" USING btree ("fatura_id","posicao");--> statement-breakpoint
CREATE UNIQUE INDEX "faturas_numero_key" ON "faturas" USING btree ("numero");--> statement-breakpoint
CREATE UNIQUE INDEX "faturas_mensal_key" ON "faturas" USING btree ("client_id","competencia") WHERE origem = 'mensal';--> statement-breakpoint
CREATE INDEX "faturas_client_numero_idx" ON "faturas" USING btree ("client_id","numero");--> statement-breakpoint
CREATE INDEX "faturas_status_venc_idx" ON "faturas" USING btree ("status","vencimento","numero");--> statement-breakpoint
CREATE INDEX "faturas_status_numero_idx" ON "faturas" USING btree ("status","numero");--> statement-breakpoint
CREATE INDEX "faturas_venc_idx" ON "faturas" USING btree ("vencimento","numero");--> statement-breakpoint
CREATE INDEX "faturas_emissao_idx" ON "faturas" USING btree ("emissao","numero");--> statement-breakpoint
CREATE INDEX "faturas_competencia_idx" ON "faturas" USING btree ("competencia","numero");--> statement-breakpoint
CREATE INDEX "faturas_total_idx" ON "faturas" USING btree ("total_centavos","numero");--> statement-breakpoint
CREATE INDEX "faturas_pago_idx" ON "faturas" USING btree ("pago_em","total_centavos") WHERE status = 'paga';