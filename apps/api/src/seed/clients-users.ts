import { cnpjCheckDigits, isValidCpf, type Product } from '@siao/shared';
import { eq } from 'drizzle-orm';
import { clients, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { hashPassword } from '../lib/passwords';

type Seed = [legalName: string, tradeName: string | null, city: string, uf: string, cns: string | null];

/** Cartórios (with CNS) and companies across the country; names are fictitious. */
const cartorios: Seed[] = [
  ['2º Tabelionato de Notas de São Paulo', 'Cartório Paulista', 'São Paulo', 'SP', '112233'],
  ['Registro de Imóveis de Campinas', 'RI Campinas', 'Campinas', 'SP', '120045'],
  ['1º Ofício de Notas do Rio de Janeiro', 'Cartório Carioca', 'Rio de Janeiro', 'RJ', '081234'],
  ['Tabelionato de Notas de Niterói', null, 'Niterói', 'RJ', '082210'],
  ['Cartório do 3º Ofício de Belo Horizonte', 'Cartório BH', 'Belo Horizonte', 'MG', '040311'],
  ['Registro Civil de Uberlândia', null, 'Uberlândia', 'MG', '041987'],
  ['Tabelionato Curitibano de Notas', 'Notas Curitiba', 'Curitiba', 'PR', '083456'],
  ['Registro de Imóveis de Londrina', null, 'Londrina', 'PR', '084120'],
  ['1º Tabelionato de Porto Alegre', 'Tabelionato POA', 'Porto Alegre', 'RS', '087654'],
  ['Ofício de Registro Civil de Caxias do Sul', null, 'Caxias do Sul', 'RS', '088001'],
  ['Cartório de Notas de Florianópolis', 'Notas Floripa', 'Florianópolis', 'SC', '089230'],
  ['Tabelionato de Salvador', 'Cartório Soteropolitano', 'Salvador', 'BA', '050123'],
  ['Registro de Imóveis de Recife', 'RI Recife', 'Recife', 'PE', '073310'],
  ['Cartório do 2º Ofício de Fortaleza', null, 'Fortaleza', 'CE', '030987'],
  ['Tabelionato de Notas de Brasília', 'Cartório Candango', 'Brasília', 'DF', '070450'],
  ['Cartório de Registro de Goiânia', null, 'Goiânia', 'GO', '025431'],
  ['Ofício de Notas de Manaus', 'Cartório Amazonense', 'Manaus', 'AM', '040876'],
  ['Tabelionato de Belém', null, 'Belém', 'PA', '067812'],
  ['Registro Civil de São Luís', null, 'São Luís', 'MA', '064321'],
  ['Cartório de Notas de Natal', 'Notas Potiguar', 'Natal', 'RN', '076543'],
  ['Tabelionato de Notas de Palmas', null, 'Palmas', 'TO', '126601'],
  ['Registro Civil de Porto Velho', null, 'Porto Velho', 'RO', '095544'],
];
const companies: Seed[] = [
  ['Construtora Horizonte Ltda', 'Horizonte', 'Vitória', 'ES', null],
  ['Imobiliária Litoral S.A.', 'Litoral Imóveis', 'Santos', 'SP', null],
  ['Advocacia Moreira & Associados', 'Moreira Advogados', 'Campo Grande', 'MS', null],
  ['Incorporadora Cerrado Ltda', null, 'Cuiabá', 'MT', null],
  ['Loteadora Vale Verde Ltda', 'Vale Verde', 'Teresina', 'PI', null],
];
const people: Seed[] = [
  ['Ana Beatriz Carvalho', null, 'João Pessoa', 'PB', null],
  ['Roberto Nogueira Lima', null, 'Maceió', 'AL', null],
  ['Fernanda Rocha Alves', null, 'Aracaju', 'SE', null],
];

/** Valid CPF for a 9-digit base: the check digits are found by asking the shared validator. */
function cpfFrom(base: string): string {
  for (let dv = 0; dv < 100; dv++) {
    const cpf = base + String(dv).padStart(2, '0');
    if (isValidCpf(cpf)) return cpf;
  }
  throw new Error(`sem CPF válido para ${base}`);
}

const productSets: Product[][] = [
  ['siaoseg', 'siaogpt', 'servicos'],
  ['siaogpt'],
  ['siaoseg'],
  ['siaogpt', 'servicos'],
];
const streets = [
  'Rua XV de Novembro',
  'Avenida Brasil',
  'Rua Sete de Setembro',
  'Avenida Paulista',
  'Rua da Matriz',
];

function clientRows() {
  const all = [
    ...cartorios.map((s) => ({ s, kind: 'pj' as const })),
    ...companies.map((s) => ({ s, kind: 'pj' as const })),
    ...people.map((s) => ({ s, kind: 'pf' as const })),
  ];
  return all.map(({ s: [legalName, tradeName, city, uf, cns], kind }, i) => {
    // three CNPJs in the alphanumeric format in force since July 2026
    const base =
      i % 9 === 4
        ? `${'AB1CD2EF3GH4'.slice(0, 8)}${String(i).padStart(4, '0')}`
        : `${String(31_415_926 + i * 7919).padStart(8, '0')}0001`;
    const document =
      kind === 'pf' ? cpfFrom(String(123_450_000 + i * 37).padStart(9, '0')) : base + cnpjCheckDigits(base);
    return {
      personType: kind,
      document,
      legalName,
      tradeName,
      cns,
      email: `contato${i + 1}@cliente-demo.com.br`,
      phone: `${[11, 21, 31, 41, 51][i % 5]}3${String(2000000 + i * 1371).slice(0, 7)}`,
      cep: String(10_000_000 + i * 2_345_678).padStart(8, '0'),
      street: streets[i % streets.length]!,
      number: String(100 + i * 13),
      complement: i % 4 === 0 ? `Sala ${i + 1}` : null,
      district: 'Centro',
      city,
      uf,
      status: i % 11 === 10 ? ('inativo' as const) : ('ativo' as const),
      products: productSets[i % productSets.length]!,
      monthlyFeeCents: kind === 'pf' ? 29_900 : 49_900 + (i % 6) * 25_000,
      dueDay: [5, 10, 15, 20][i % 4]!,
      notes: i % 5 === 0 ? 'Contrato renovado em janeiro; reajuste anual pelo IPCA.' : null,
      widgetOrigins: kind === 'pj' && i % 3 === 0 ? [`https://www.cliente${i + 1}.com.br`] : [],
      createdAt: new Date(Date.now() - (400 - i * 11) * 86_400_000),
    };
  });
}

/**
 * ~30 clients and extra users of every role on top of the foundation's demo client and four logins.
 * Some cliente users are still invited (no password) and one is inactive, so every state shows.
 */
export async function seedClientsUsers(deps: AppDeps, demoClient: { id: string }) {
  const { db } = deps;
  await db
    .update(clients)
    .set({
      cns: '115568',
      email: 'contato@cartorio-demo.com.br',
      phone: '1132101234',
      cep: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      district: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
      monthlyFeeCents: 149_900,
      dueDay: 10,
      widgetOrigins: ['http://localhost:3000', 'http://localhost:5173'],
    })
    .where(eq(clients.id, demoClient.id));
  const inserted = await db
    .insert(clients)
    .values(clientRows())
    .returning({ id: clients.id, name: clients.legalName });

  const passwordHash = await hashPassword(deps.config.DEMO_PASSWORD);
  const staff = [
    { role: 'admin' as const, name: 'Beatriz Almeida', email: 'beatriz.almeida@siao.demo', passwordHash },
    { role: 'operador' as const, name: 'Diego Martins', email: 'diego.martins@siao.demo', passwordHash },
    {
      role: 'operador' as const,
      name: 'Larissa Costa',
      email: 'larissa.costa@siao.demo',
      passwordHash: null,
    },
  ];
  const clientUsers = inserted.slice(0, 12).flatMap((c, i) => [
    {
      role: 'cliente' as const,
      name: `${['Paulo', 'Juliana', 'Marcos', 'Camila', 'Rafael', 'Patrícia'][i % 6]} ${['Souza', 'Oliveira', 'Pereira', 'Ferreira'][i % 4]}`,
      email: `usuario${i + 1}@cliente-demo.com.br`,
      cpf: cpfFrom(String(987_650_000 + i * 53)),
      clientId: c.id,
      // every third one has not accepted the invitation yet; one was deactivated
      passwordHash: i % 3 === 2 ? null : passwordHash,
      active: i !== 7,
      lastLoginAt: i % 3 === 2 ? null : new Date(Date.now() - i * 3_600_000 * 7),
    },
  ]);
  await db.insert(users).values([...staff, ...clientUsers]);
  return { clients: inserted.length + 1 };
}
