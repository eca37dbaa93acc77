import { describe, expect, it } from 'vitest';
import { page, type Row } from '../../../../test/fixtures/word-boxes';
import { parseDateInWords, parseNumericDate } from './dates';
import { detectKind, extractCertidao } from './extract';

const nascimento: Row[] = [
  'CERTIDÃO DE NASCIMENTO',
  [[100, 'NOME']],
  [[100, 'JOÃO DA SILVA ÇAVALCÂNTI']],
  [
    [100, 'CPF'],
    [600, 'MATRÍCULA'],
  ],
  [
    [100, '529.982.247-25'],
    [600, '1O4539 01 55 2013 1 00012 021 0000123 21'],
  ],
  [
    [100, 'DATA DE NASCIMENTO POR EXTENSO'],
    [900, 'DIA MÊS ANO'],
    [1200, 'HORA'],
  ],
  [
    [100, 'quinze de março de dois mil e treze'],
    [900, '15/03/2013'],
    [1200, '14:30'],
  ],
  'Naturalidade: São Paulo - SP',
  'Sexo: Masculino',
  'Filiação: Maria José da Silva e Pedro Álvares',
  'Número da DNV: 12345678901',
];

describe('extractCertidao', () => {
  it('reads a nascimento by labels, to the right and below, with boxes and checked matrícula', () => {
    const words = page(nascimento);
    expect(detectKind(words)).toBe('nascimento');
    const { kind, fields, matricula } = extractCertidao(words);
    const f = Object.fromEntries(fields.map((x) => [x.key, x]));
    expect(kind).toBe('nascimento');
    expect(f.nome?.value).toBe('JOÃO DA SILVA ÇAVALCÂNTI');
    expect(f.nome?.box).toMatchObject({ page: 1, x: 100, y: 180 });
    expect(f.cpf?.value).toBe('529.982.247-25');
    expect(f.cpf?.review).toBe(false);
    expect(matricula).toMatchObject({
      valid: true,
      corrected: true,
      cns: '104539',
      tipo_livro_nome: 'Livro A - Nascimento',
    });
    expect(f.matricula?.value).toBe('104539 01 55 2013 1 00012 021 0000123-21');
    expect(f.data_nascimento_extenso?.value).toBe('quinze de março de dois mil e treze');
    expect(f.data_nascimento?.value).toBe('15/03/2013');
    expect(f.hora_nascimento?.value).toBe('14:30');
    expect(f.naturalidade?.value).toBe('São Paulo - SP');
    expect(f.numero_dnv?.value).toBe('12345678901');
    expect(f.data_nascimento?.review).toBe(false);
    // no label GÊMEO read: blank is not known, it is to be looked at
    expect(f.gemeo).toMatchObject({ value: '', review: true });
    expect(f.avos?.reasons).toEqual(['Campo não encontrado no documento.']);
  });

  it('flags a wrong CPF, a wrong matrícula, an impossible date and a date disagreeing with its words', () => {
    const rows = [...nascimento];
    rows[4] = [
      [100, '529.982.247-24'],
      [600, '104539 01 55 2013 1 00012 021 0000124 21'],
    ];
    rows[6] = [
      [100, 'trinta de fevereiro de dois mil e treze'],
      [900, '31/02/2013'],
      [1200, '25:10'],
    ];
    const f = Object.fromEntries(extractCertidao(page(rows)).fields.map((x) => [x.key, x]));
    expect(f.cpf?.reasons).toContain('CPF com dígitos verificadores inválidos.');
    expect(f.matricula?.reasons).toContain('Matrícula com dígitos verificadores inválidos.');
    expect(f.data_nascimento?.reasons).toContain('Data inexistente.');
    expect(f.data_nascimento_extenso?.reasons).toContain('Data inexistente.');
    expect(f.hora_nascimento?.review).toBe(true);
    rows[6] = [
      [100, 'dezesseis de março de dois mil e treze'],
      [900, '15/03/2013'],
      [1200, '14:30'],
    ];
    const g = Object.fromEntries(extractCertidao(page(rows)).fields.map((x) => [x.key, x]));
    expect(g.data_nascimento?.reasons).toEqual(['A data não confere com a data por extenso.']);
  });

  it('flags a certidão de óbito whose matrícula is from a book of births, and low confidence', () => {
    const words = page(
      [
        'CERTIDÃO DE ÓBITO',
        'Nome: Ana Luíza Conceição',
        'Matrícula: 104539 01 55 2013 1 00012 021 0000123 21',
        'Causa da morte: insuficiência cardíaca',
      ],
      60,
    );
    const { kind, fields } = extractCertidao(words);
    const f = Object.fromEntries(fields.map((x) => [x.key, x]));
    expect(kind).toBe('obito');
    expect(f.matricula?.reasons).toContain(
      'O tipo do livro da matrícula (Livro A - Nascimento) não corresponde a uma certidão de óbito.',
    );
    expect(f.causa_morte?.value).toBe('insuficiência cardíaca');
    expect(f.nome?.reasons).toEqual(['Confiança baixa (60%).']);
  });
});

describe('names: one spelling per page', () => {
  it('gives a surname misread with a cedilla the spelling read elsewhere on the page (bench: seed 1021)', () => {
    const rows: Row[] = [
      'CERTIDÃO DE ÓBITO',
      'Nome: RAQUEL FALCÃO FALÇÃO',
      'Filiação: Ana Assunção Falcão e Pedro Gonçalo Conceição',
      'Declarante: Inês Falcão',
    ];
    const f = Object.fromEntries(extractCertidao(page(rows)).fields.map((x) => [x.key, x]));
    expect(f.nome?.value).toBe('RAQUEL FALCÃO FALCÃO');
    // words read once keep their accents and cedillas; the case of each word is kept
    expect(f.filiacao?.value).toBe('Ana Assunção Falcão e Pedro Gonçalo Conceição');
    expect(f.declarante?.value).toBe('Inês Falcão');
  });

  it('leaves a name alone when its other spelling is the weaker reading', () => {
    const words = page(['CERTIDÃO DE ÓBITO', 'Nome: ANA FALÇÃO', 'Declarante: Ana Calção']);
    for (const w of words) if (w.text === 'FALÇÃO') w.conf = 96;
    words.push({ text: 'FALCÃO', conf: 40, page: 1, x: 900, y: 500, w: 80, h: 20 });
    const f = Object.fromEntries(extractCertidao(words).fields.map((x) => [x.key, x]));
    expect(f.nome?.value).toBe('ANA FALÇÃO');
    expect(f.declarante?.value).toBe('Ana Calção');
  });
});

describe('misreads of poor scans (bench band ruim)', () => {
  it('takes the value below a label when a speck of the scan stands to its right (seeds 1008, 1011)', () => {
    const rows: Row[] = [
      'CERTIDÃO DE ÓBITO',
      [
        [100, 'NOME'],
        [400, '.'],
      ],
      'HELOÍSA GUIMARÃES SIMÕES',
      'Hora do falecimento: 05:47.',
    ];
    const f = Object.fromEntries(extractCertidao(page(rows)).fields.map((x) => [x.key, x]));
    expect(f.nome?.value).toBe('HELOÍSA GUIMARÃES SIMÕES');
    expect(f.hora_falecimento?.value).toBe('05:47');
  });

  it('gives a name word read in small letters the case of the others (seeds 1002, 1005)', () => {
    const rows: Row[] = [
      'CERTIDÃO DE NASCIMENTO',
      'Nome: joão ROMÃO GUIMARÃES',
      'Filiação: inês Guimarães Loureiro e Antônio Assunção dos Santos',
      'Avós: maria de souza e pedro da costa',
    ];
    const f = Object.fromEntries(extractCertidao(page(rows)).fields.map((x) => [x.key, x]));
    expect(f.nome?.value).toBe('JOÃO ROMÃO GUIMARÃES');
    expect(f.filiacao?.value).toBe('Inês Guimarães Loureiro e Antônio Assunção dos Santos');
    expect(f.avos?.value).toBe('maria de souza e pedro da costa'); // all in small letters: left as read
  });

  it('writes `Município - UF` whatever the scan made of the dash, only before a real UF (seeds 1020, 1023, 1026)', () => {
    const rows: Row[] = [
      'CERTIDÃO DE NASCIMENTO',
      'Naturalidade: Cuiabá-MT',
      'Município de registro e UF: Ribeirão Preto + SP',
      'Município de nascimento e UF: Xique-Xique ~ XX',
    ];
    const f = Object.fromEntries(extractCertidao(page(rows)).fields.map((x) => [x.key, x]));
    expect(f.naturalidade?.value).toBe('Cuiabá - MT');
    expect(f.municipio_registro_uf?.value).toBe('Ribeirão Preto - SP');
    expect(f.municipio_nascimento_uf?.value).toBe('Xique-Xique ~ XX');
  });

  it('marks a municipality with a UF after its UF: a word of another cell (seed 1060)', () => {
    const rows: Row[] = [
      'CERTIDÃO DE NASCIMENTO',
      'Naturalidade: Vitória - ES SP',
      'Município de registro e UF: Belém - PA - SP',
      'Município de nascimento e UF: Xique-Xique - BA',
    ];
    const f = Object.fromEntries(extractCertidao(page(rows)).fields.map((x) => [x.key, x]));
    expect(f.naturalidade?.reasons).toContain('Duas UFs no município: confira a leitura.');
    expect(f.municipio_registro_uf?.reasons).toContain('Duas UFs no município: confira a leitura.');
    expect(f.municipio_nascimento_uf?.review).toBe(false);
  });
});

describe('dates', () => {
  it('reads numeric dates and dates in words, and rejects dates that do not exist', () => {
    expect(parseNumericDate('29/02/2024')).toMatchObject({ valid: true });
    expect(parseNumericDate('29/02/2023')).toMatchObject({ valid: false });
    expect(parseDateInWords('Vinte e um de abril de mil novecentos e oitenta e cinco')).toEqual({
      day: 21,
      month: 4,
      year: 1985,
      valid: true,
    });
    expect(parseDateInWords('aos 1º dias do mês de maio de 2020')).toMatchObject({
      day: 1,
      month: 5,
      year: 2020,
    });
    expect(parseDateInWords('sem data')).toBeNull();
  });
});
