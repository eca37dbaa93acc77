-- fatura_resumo follows every change to faturas (app, seed, manual SQL): one statement-level trigger per
-- event, with transition tables, so a statement touching thousands of rows (monthly generation) does one
-- grouped upsert. Rows whose +1/-1 cancel out (an edit of observações) upsert nothing and lock nothing.
-- Upserts go in (tipo, dia) order so two transactions never wait on each other in a cycle.
CREATE FUNCTION fatura_resumo_aplicar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  origem text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    origem := 'SELECT 1 AS sinal, * FROM resumo_novas';
  ELSIF TG_OP = 'UPDATE' THEN
    origem := 'SELECT 1 AS sinal, * FROM resumo_novas UNION ALL SELECT -1, * FROM resumo_antigas';
  ELSE
    origem := 'SELECT -1 AS sinal, * FROM resumo_antigas';
  END IF;
  EXECUTE format($q$
    INSERT INTO fatura_resumo (tipo, dia, quantidade, centavos)
    SELECT tipo, dia, sum(sinal), sum(sinal * total_centavos) FROM (
      SELECT 'aberta' AS tipo, vencimento AS dia, sinal, total_centavos FROM (%1$s) f WHERE status = 'aberta'
      UNION ALL
      SELECT 'paga', pago_em, sinal, total_centavos FROM (%1$s) f WHERE status = 'paga' AND pago_em IS NOT NULL
      UNION ALL
      SELECT 'emitida', (competencia || '-01')::date, sinal, total_centavos FROM (%1$s) f WHERE status <> 'cancelada'
    ) d
    GROUP BY tipo, dia
    HAVING sum(sinal) <> 0 OR sum(sinal * total_centavos) <> 0
    ORDER BY tipo, dia
    ON CONFLICT (tipo, dia) DO UPDATE
      SET quantidade = fatura_resumo.quantidade + excluded.quantidade,
          centavos = fatura_resumo.centavos + excluded.centavos
  $q$, origem);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fatura_resumo_insert AFTER INSERT ON faturas
  REFERENCING NEW TABLE AS resumo_novas
  FOR EACH STATEMENT EXECUTE FUNCTION fatura_resumo_aplicar();
--> statement-breakpoint
CREATE TRIGGER fatura_resumo_update AFTER UPDATE ON faturas
  REFERENCING OLD TABLE AS resumo_antigas NEW TABLE AS resumo_novas
  FOR EACH STATEMENT EXECUTE FUNCTION fatura_resumo_aplicar();
--> statement-breakpoint
CREATE TRIGGER fatura_resumo_delete AFTER DELETE ON faturas
  REFERENCING OLD TABLE AS resumo_antigas
  FOR EACH STATEMENT EXECUTE FUNCTION fatura_resumo_aplicar();
--> statement-breakpoint
-- existing faturas (the migrations run in one transaction; the lock keeps writers out until commit)
LOCK TABLE faturas IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO fatura_resumo (tipo, dia, quantidade, centavos)
SELECT tipo, dia, count(*), sum(total_centavos) FROM (
  SELECT 'aberta' AS tipo, vencimento AS dia, total_centavos FROM faturas WHERE status = 'aberta'
  UNION ALL
  SELECT 'paga', pago_em, total_centavos FROM faturas WHERE status = 'paga' AND pago_em IS NOT NULL
  UNION ALL
  SELECT 'emitida', (competencia || '-01')::date, total_centavos FROM faturas WHERE status <> 'cancelada'
) d
GROUP BY tipo, dia;
