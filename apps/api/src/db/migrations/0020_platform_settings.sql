CREATE TABLE "platform_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"emitente_nome" text NOT NULL,
	"emitente_cnpj" text,
	"emitente_endereco" text,
	"pix_chave" text,
	"pix_recebedor_nome" text,
	"pix_recebedor_cidade" text,
	"banco_nome" text,
	"banco_agencia" text,
	"banco_conta" text,
	"fatura_rodape" text,
	"certificado_responsavel_nome" text,
	"certificado_responsavel_cargo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "platform_settings_one_row" CHECK ("platform_settings"."id" = 1)
);
