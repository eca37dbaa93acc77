/**
 * PNG pictures of the documents a user files, for a reviewer to look at: a payable fatura's PDF (PIX QR
 * code and copia e cola, bank details, footer) and a SiãoSeg certificate's PDF, both with the demo
 * Configurações. Runs the real app on an in-memory database; needs `pdftoppm` (poppler-utils).
 *
 *   node --import tsx bench/screenshots-documents.ts [out-dir]     # default: ./screenshots
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { learnerJourneySchema } from '@siao/shared';
import { z } from 'zod';
import { seedLearning } from '../apps/api/src/seed/learning';
import { seedSettings } from '../apps/api/src/seed/settings';
import { createTestApp } from '../apps/api/test/helpers/test-app';

const out = resolve(process.argv[2] ?? 'screenshots');

async function main() {
  mkdirSync(out, { recursive: true });
  const t = await createTestApp({ PUBLIC_URL: 'https://siao.example.com.br' });
  try {
    await seedSettings(t.app.deps);
    await seedLearning(t.app.deps, t.fixture.clientA, t.fixture.users.cliente.email);
    const staff = await t.authHeader('operador');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/faturas',
      headers: staff,
      payload: {
        client_id: t.fixture.clientA.id,
        competencia: new Date().toISOString().slice(0, 7),
        vencimento: '2099-12-10',
        itens: [
          { descricao: 'Mensalidade SiãoGPT', quantidade: 1, valor_unitario_centavos: 89_990 },
          { descricao: 'Consultas CNIB avulsas', quantidade: 12, valor_unitario_centavos: 450 },
        ],
        observacoes: 'Referente ao contrato nº 42/2026.',
      },
    });
    const faturaId = (created.json() as { data: { id: string } }).data.id;
    const cliente = await t.authHeader('cliente');
    const fatura = await t.app.inject({ url: `/api/faturas/${faturaId}/pdf`, headers: cliente });
    const journeys = z
      .object({ data: z.array(learnerJourneySchema) })
      .parse((await t.app.inject({ url: '/api/learning/me/journeys', headers: cliente })).json()).data;
    const certId = journeys.find((j) => j.certificate_id)?.certificate_id;
    if (!certId) throw new Error('o seed não emitiu certificado');
    const cert = await t.app.inject({ url: `/api/learning/certificates/${certId}/pdf`, headers: cliente });
    for (const [name, res] of [
      ['fatura', fatura],
      ['certificado', cert],
    ] as const) {
      const pdf = join(out, `${name}.pdf`);
      writeFileSync(pdf, res.rawPayload);
      execFileSync('pdftoppm', ['-png', '-r', '110', '-singlefile', pdf, join(out, name)]);
      console.log(
        `${name}: ${pdf} → ${join(out, `${name}.png`)}  (${res.headers['content-disposition'] ?? 'inline'})`,
      );
    }
  } finally {
    await t.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
