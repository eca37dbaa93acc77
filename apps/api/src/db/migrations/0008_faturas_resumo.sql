CREATE TABLE "fatura_resumo" (
	"tipo" text NOT NULL,
	"dia" date NOT NULL,
	"quantidade" bigint NOT NULL,
	"centavos" bigint NOT NULL,
	CONSTRAINT "fatura_resumo_tipo_dia_pk" PRIMARY KEY("tipo","dia")
);
--> statement-breakpoint
CREATE INDEX "faturas_status_comp_total_idx" ON "faturas" USING btree ("status","competencia","total_centavos","numero");