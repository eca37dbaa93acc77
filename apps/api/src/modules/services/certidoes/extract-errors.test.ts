import { describe, expect, it } from 'vitest';
import { page, type Row } from '../../../../test/fixtures/word-boxes';
import { extractCertidao } from './extract';
import type { OcrWord } from './words';

/**
 * Each kind of error measured on certidões the extractor was not tuned on, on word boxes as
 * Tesseract reports them: the official labels are long, compound, slashed; one field may be printed
 * in two cells and a value on several lines; the issuing office, the issue date and a twin's box
 * stand beside the registered person's fields; a 150 dpi scan leaves specks.
 */
const read = (rows: Row[], kind: 'nascimento' | 'obito', words?: OcrWord[], scanDpi?: number) => {
  const { fields } = extractCertidao(words ?? page(rows), { kind, scanDpi });
  return Object.fromEntries(fields.map((f) => [f.key, f]));
};

describe('extractCertidao on the CNJ models', () => {
  it('consumes a long compound label whole: its tail never becomes the value', () => {
    const f = read(
      [
        'CERTIDÃO DE NASCIMENTO',
        [
          [100, 'MUNICÍPIO DE REGISTRO E UNIDADE DA FEDERAÇÃO'],
          [800, 'LOCAL DE NASCIMENTO'],
        ],
        [
          [100, 'Belém - PA'],
          [800, 'Santa Casa de Misericórdia'],
        ],
        'AVERBAÇÕES/ANOTAÇÕES À ACRESCER',
        'Nada consta',
      ],
      'nascimento',
    );
    expect(f.municipio_registro_uf?.value).toBe('Belém - PA');
    expect(f.municipio_registro_uf?.review).toBe(false);
    expect(f.local_nascimento?.value).toBe('Santa Casa de Misericórdia');
    expect(f.averbacoes_anotacoes?.value).toBe('Nada consta');
  });

  it('reads a label printed for date and time together, without a shorter label stealing part of it', () => {
    const f = read(
      ['CERTIDÃO DE ÓBITO', 'DATA E HORA DO FALECIMENTO: 12/03/2020 às 14:30', 'CAUSA DA MORTE: pneumonia'],
      'obito',
    );
    expect(f.data_falecimento?.value).toBe('12/03/2020');
    expect(f.hora_falecimento?.value).toBe('14:30');
    expect(f.data_falecimento?.review).toBe(false);
    expect(f.hora_falecimento?.review).toBe(false);
  });

  it('matches a label OCR returns as one token with slashes (DIA/MÊS/ANO)', () => {
    const f = read(
      [
        'CERTIDÃO DE NASCIMENTO',
        [
          [100, 'DATA DE NASCIMENTO POR EXTENSO'],
          [700, 'DIA/MÊS/ANO'],
          [1000, 'HORA'],
        ],
        [
          [100, 'quinze de março de dois mil e treze'],
          [700, '15/03/2013'],
          [1000, '14:30'],
        ],
      ],
      'nascimento',
    );
    expect(f.data_nascimento?.value).toBe('15/03/2013');
    expect(f.data_nascimento?.review).toBe(false);
    expect(f.hora_nascimento?.value).toBe('14:30');
  });

  it('reads a field printed in two cells as two fields (burial place, physician and CRM)', () => {
    const f = read(
      [
        'CERTIDÃO DE ÓBITO',
        [
          [100, 'MUNICÍPIO E UF DO SEPULTAMENTO/CREMAÇÃO'],
          [800, 'CEMITÉRIO OU LOCAL DA CREMAÇÃO'],
        ],
        [
          [100, 'Campinas - SP'],
          [800, 'Cemitério da Saudade'],
        ],
        [
          [100, 'NOME DO MÉDICO QUE ATESTOU O ÓBITO'],
          [800, 'CRM'],
        ],
        [
          [100, 'Paulo Lima Brandão'],
          [800, 'CRM-SP 123456'],
        ],
      ],
      'obito',
    );
    expect(f.sepultamento_municipio?.value).toBe('Campinas - SP');
    expect(f.sepultamento_local?.value).toBe('Cemitério da Saudade');
    expect(f.medico?.value).toBe('Paulo Lima Brandão');
    expect(f.medico_documento?.value).toBe('CRM-SP 123456');
    expect(f.medico_documento?.review).toBe(false);
  });

  it('splits the model’s one cell for physician and document', () => {
    const f = read(
      [
        'CERTIDÃO DE ÓBITO',
        'NOME E NÚMERO DE DOCUMENTO DO MÉDICO QUE ATESTOU O ÓBITO',
        'Paulo Lima Brandão - CRM-SP 123456',
      ],
      'obito',
    );
    expect(f.medico?.value).toBe('Paulo Lima Brandão');
    expect(f.medico_documento?.value).toBe('CRM-SP 123456');
  });

  it('continues a value on the following lines up to the next label', () => {
    const f = read(
      [
        'CERTIDÃO DE NASCIMENTO',
        'FILIAÇÃO: MARIA DA CONCEIÇÃO DOS SANTOS GUIMARÃES',
        'e JOSÉ ROMÃO FALCÃO',
        'LOCAL DE NASCIMENTO',
        'Hospital Municipal Nossa Senhora da Conceição,',
        'Avenida Presidente Vargas, 1.250,',
        'Centro',
        'AVÓS',
        'paternos: Inês Romão e Benedito Falcão;',
        'maternos: Lúcia Santos e Gonçalo Guimarães',
        'NÚMERO DA DECLARAÇÃO DE NASCIDO VIVO',
        '12345678901',
      ],
      'nascimento',
    );
    expect(f.filiacao?.value).toBe('MARIA DA CONCEIÇÃO DOS SANTOS GUIMARÃES e JOSÉ ROMÃO FALCÃO');
    expect(f.local_nascimento?.value).toBe(
      'Hospital Municipal Nossa Senhora da Conceição, Avenida Presidente Vargas, 1.250, Centro',
    );
    expect(f.avos?.value).toBe(
      'paternos: Inês Romão e Benedito Falcão; maternos: Lúcia Santos e Gonçalo Guimarães',
    );
    expect(f.numero_dnv?.value).toBe('12345678901');
  });

  it('never fills a field from the issuing office, the issue date, the seal or a twin’s box', () => {
    const f = read(
      [
        'CERTIDÃO DE NASCIMENTO',
        'NOME: ANA LÚCIA ROMÃO',
        'NOME E MATRÍCULA DO(S) GÊMEO(S): JOÃO ROMÃO, matrícula 104539 01 55 2013 1 00012 021 0000123 21',
        'AVERBAÇÕES/ANOTAÇÕES: Nada consta',
        'CARTÓRIO: Oficial de Registro Civil das Pessoas Naturais do 3º Subdistrito - Belém - PA',
        'CNS: 104539',
        'DATA DA EMISSÃO: Belém, dois de maio de dois mil e vinte e quatro.',
        'SELO DIGITAL: TJX98291-573',
      ],
      'nascimento',
    );
    expect(f.nome?.value).toBe('ANA LÚCIA ROMÃO');
    expect(f.averbacoes_anotacoes?.value).toBe('Nada consta');
    // the only matrícula printed is the twin's: the registered person's is missing, not the twin's
    expect(f.matricula?.value).not.toContain('104539');
    expect(f.matricula?.review).toBe(true);
    expect(f.data_registro_extenso?.value).toBe('');
  });

  it('takes no speck of a poor scan for a value: the field is empty and marked', () => {
    const words = page(['CERTIDÃO DE ÓBITO', 'SEXO', '', 'COR: Parda']);
    // a speck under SEXO, read as a low-confidence letter
    words.push({ text: 'i', conf: 12, page: 1, x: 104, y: 184, w: 4, h: 6 });
    const f = read([], 'obito', words);
    expect(f.sexo?.value).toBe('');
    expect(f.sexo?.review).toBe(true);
    expect(f.cor?.value).toBe('Parda');
  });

  it('marks a value that is label text, an impossible date, a bad UF and a malformed CRM', () => {
    const f = read(
      [
        'CERTIDÃO DE ÓBITO',
        'NATURALIDADE: Belém - XX',
        'DATA DO FALECIMENTO: 31/02/2020',
        'CRM: 123456',
        'DECLARANTE: E UNIDADE DA FEDERAÇÃO',
      ],
      'obito',
    );
    expect(f.naturalidade?.review).toBe(true);
    expect(f.data_falecimento?.reasons).toContain('Data inexistente.');
    expect(f.medico_documento?.review).toBe(true);
    expect(f.declarante?.reasons).toContain('O valor contém texto de rótulo do modelo.');
  });
});

describe('extractCertidao marks what it cannot vouch for (wrong and not marked ≤ 1 %)', () => {
  const twinPage = (twin: string, extenso = 'quinze de março de dois mil e treze') =>
    read(
      [
        'CERTIDÃO DE NASCIMENTO',
        [
          [100, 'DATA DE NASCIMENTO POR EXTENSO'],
          [900, 'DIA/MÊS/ANO'],
        ],
        [
          [100, extenso],
          [900, '15/03/2013'],
        ],
        'SEXO: Feminino',
        'AVERBAÇÕES/ANOTAÇÕES À ACRESCER: Nada consta',
        `NOME E MATRÍCULA DO(S) GÊMEO(S): ${twin}`,
      ],
      'nascimento',
    );

  it('marks a date in words with a word that is not a date word (bench: `cinguenta`, `cito`)', () => {
    const right = twinPage('Não consta');
    expect(right.data_nascimento_extenso?.review).toBe(false);
    const misread = twinPage('Não consta', 'quinze de março de dois mil e cito');
    expect(misread.data_nascimento_extenso?.review).toBe(true);
    const glued = twinPage('Não consta', 'quinze de março de dois mil e treze 15/03/2013');
    expect(glued.data_nascimento_extenso?.review).toBe(true);
  });

  it('marks a twin whose matrícula fails its check digits (bench: seed 1026, 150 dpi)', () => {
    const right = twinPage('Ana da Silva, matrícula 104539 01 55 2013 1 00012 021 0000123-21');
    expect(right.gemeo?.review).toBe(false);
    const misread = twinPage('Ana da Silva, matrícula 104539 01 55 2013 1 00042 021 0000123-21');
    expect(misread.gemeo?.review).toBe(true);
  });

  it('puts back the accent of a closed-list word the scan lost (bench: `Indigena`, seed 1010)', () => {
    const f = read(['CERTIDÃO DE ÓBITO', 'COR: Indigena', 'ESTADO CIVIL: VIUVO'], 'obito');
    expect(f.cor?.value).toBe('Indígena');
    expect(f.cor?.review).toBe(false);
    expect(f.estado_civil?.value).toBe('VIÚVO');
  });

  it('marks a field the model may leave blank when its label was not read at all (bench: seed 1020)', () => {
    const f = read(['CERTIDÃO DE NASCIMENTO', 'COR: Parda'], 'nascimento');
    expect(f.gemeo?.value).toBe('');
    expect(f.gemeo?.review).toBe(true);
    expect(twinPage('').gemeo?.review).toBe(false);
  });
});

describe('extractCertidao on the development split’s misses', () => {
  it('takes a one-word label read in small letters, alone at the start of its cell, as the label (bench: seeds 1002, 1024)', () => {
    const rows = (avos: string) => [
      'CERTIDÃO DE NASCIMENTO',
      'NOME COMPLETO',
      'ANA DA SILVA',
      'FILIAÇÃO',
      'MARIA CAVALCÂNTI BRANDÃO e LUÍZA SIMÕES BRANDÃO',
      avos,
      'paternos: JOSÉ BRANDÃO e ANA BRANDÃO; maternos: INÊS SIMÕES e PEDRO SIMÕES',
      'DATA DO REGISTRO POR EXTENSO',
      'cinco de maio de dois mil',
      'NÚMERO DA DNV',
      '12345678901',
    ];
    for (const label of ['avós', 'AvÓs']) {
      const f = read(rows(label), 'nascimento');
      expect(f.filiacao?.value).toBe('MARIA CAVALCÂNTI BRANDÃO e LUÍZA SIMÕES BRANDÃO');
      expect(f.avos?.value).toBe(
        'paternos: JOSÉ BRANDÃO e ANA BRANDÃO; maternos: INÊS SIMÕES e PEDRO SIMÕES',
      );
    }
  });

  it('reads a long label with one short word misread (`NONE E MATRÍCULA DO(S) GÊMEO(S)`, bench: seed 1020)', () => {
    const f = read(['CERTIDÃO DE NASCIMENTO', 'NONE E MATRÍCULA DO(S) GÊMEO(S)', 'Não consta'], 'nascimento');
    expect(f.gemeo?.value).toBe('Não consta');
  });

  it('marks a spelling Portuguese does not write, a circumflex before a vowel (`LÊONARDO`; a final `-êo` is read `-éo`, below)', () => {
    expect(read(['CERTIDÃO DE NASCIMENTO', 'NOME: THÉO BRANDÃO'], 'nascimento').nome?.review).toBe(false);
    expect(read(['CERTIDÃO DE NASCIMENTO', 'NOME: LÊONARDO BRANDÃO'], 'nascimento').nome?.review).toBe(true);
  });

  it('marks a name word ending in a circumflex (`SIMÊ` for `SIMÕES`: names end in `ê`/`ô` only as nicknames; bench: seed 1001)', () => {
    const avos = (maternos: string) =>
      read(['CERTIDÃO DE NASCIMENTO', `AVÓS: paternos: ANA ROMÃO; maternos: ${maternos}`], 'nascimento').avos;
    expect(avos('HELOÍSA ARAÚJO SIMÕES')?.review).toBe(false);
    expect(avos('HELOÍSA ARAÚJO SIMÊ')?.review).toBe(true);
    expect(read(['CERTIDÃO DE NASCIMENTO', 'NOME: MOISÉS SALOMÔ'], 'nascimento').nome?.review).toBe(true);
  });

  it('vouches for a CRM by its digits’ confidence and its UF, not by the `CRM-UF` word’s (bench: seeds 1003, 1004, 1010)', () => {
    const crm = (doc: string, docConf: number) => {
      const words = page(['CERTIDÃO DE ÓBITO', `DOCUMENTO DO MÉDICO: ${doc} 94688`]).map((w) =>
        w.text === doc ? { ...w, conf: docConf } : w,
      );
      return read([], 'obito', words).medico_documento;
    };
    // Tesseract reads the hyphenated `CRM-SP` at 90–92 where the digits read at 96
    expect(crm('CRM-SP', 90)?.review).toBe(false);
    // a UF misread is caught by the format, whatever its confidence
    expect(crm('CRM-SF', 97)?.review).toBe(true);
  });

  it('marks an identity document with no number (the value cut after `RG`)', () => {
    const f = read(['CERTIDÃO DE ÓBITO', 'DOCUMENTO DE IDENTIFICAÇÃO: RG'], 'obito');
    expect(f.documento_identificacao?.review).toBe(true);
  });

  it('puts back the dash before a residence’s UF and marks a small word among capitals (bench: seeds 1008, 1028)', () => {
    const f = read(
      [
        'CERTIDÃO DE ÓBITO',
        'RESIDÊNCIA: Rua Dr. Alceu de Campos Rodrigues, 95, Vila Nova Conceição, Ribeirão Preto SP',
        'LOCAL DO FALECIMENTO: Santa Casa de Misericórdia, Travessa São Benedito, 12, Cidade velha',
      ],
      'obito',
    );
    expect(f.residencia?.value).toBe(
      'Rua Dr. Alceu de Campos Rodrigues, 95, Vila Nova Conceição, Ribeirão Preto - SP',
    );
    expect(f.residencia?.review).toBe(false);
    expect(f.local_falecimento?.review).toBe(true);
  });

  it('marks a house number read with low confidence (bench: `1.256` for `1.250`, seed 1002)', () => {
    const words = page([
      'CERTIDÃO DE ÓBITO',
      'LOCAL DO FALECIMENTO: Avenida Presidente Vargas, 1.256, Centro',
    ]).map((w) => (w.text === '1.256,' ? { ...w, conf: 87 } : w));
    expect(read([], 'obito', words).local_falecimento?.review).toBe(true);
  });

  it('marks a common name or word read without its accent (`JOSE`, `Heloisa`, `cardiaca`; bench: seeds 1011, 1013, 1029)', () => {
    const f = read(
      [
        'CERTIDÃO DE ÓBITO',
        'NOME: JOSE LOUREIRO DOS SANTOS',
        'FILIAÇÃO: Gonçalo Heloisa Assunção e Lúcia Peçanha',
        'CAUSA DA MORTE: insuficiência cardiaca congestiva',
        'DECLARANTE: ANA LOUREIRO DOS SANTOS',
      ],
      'obito',
    );
    expect(f.nome?.review).toBe(true);
    expect(f.filiacao?.review).toBe(true);
    expect(f.causa_morte?.review).toBe(true);
    expect(f.declarante?.review).toBe(false);
  });

  it('marks a place with a full stop where its parts take a comma (bench: `Conceição. Rodovia`, seed 1029)', () => {
    const f = read(
      [
        'CERTIDÃO DE ÓBITO',
        'LOCAL DO FALECIMENTO: Hospital Municipal Nossa Senhora da Conceição. Rodovia BR-116, km 32, Centro',
        'RESIDÊNCIA: Av. Brasil, 1.250, Jardim Paulistano, Belém - PA',
      ],
      'obito',
    );
    expect(f.local_falecimento?.review).toBe(true);
    expect(f.residencia?.review).toBe(false);
  });

  it('marks averbações that start in small letters (bench: `não há`, seed 1014)', () => {
    const lower = read(['CERTIDÃO DE NASCIMENTO', 'AVERBAÇÕES/ANOTAÇÕES: não há'], 'nascimento');
    const upper = read(['CERTIDÃO DE NASCIMENTO', 'AVERBAÇÕES/ANOTAÇÕES: Não há'], 'nascimento');
    expect(lower.averbacoes_anotacoes?.review).toBe(true);
    expect(upper.averbacoes_anotacoes?.review).toBe(false);
  });

  it('marks a name with a word cut in two (`PEÇA NHA`: no Portuguese word starts with `NH`; bench: seed 1007)', () => {
    const f = read(
      ['CERTIDÃO DE NASCIMENTO', 'NOME: THÉO PEÇA NHA NASCIMENTO', 'FILIAÇÃO: ANA PEÇANHA e IVO RUI DA LUZ'],
      'nascimento',
    );
    expect(f.nome?.review).toBe(true);
    expect(f.filiacao?.review).toBe(false);
  });

  it('marks a name word whose letters change case inside it (`fTALO` for `ÍTALO`: the capital accent read as a small letter)', () => {
    const nome = (name: string) => read(['CERTIDÃO DE NASCIMENTO', `NOME: ${name}`], 'nascimento').nome;
    expect(nome('ÍTALO DOS SANTOS LACERDA')?.review).toBe(false);
    expect(nome('Ítalo dos Santos Lacerda')?.review).toBe(false);
    expect(nome('fTALO DOS SANTOS LACERDA')?.review).toBe(true);
    expect(nome('ÍtALO DOS SANTOS LACERDA')?.review).toBe(true);
  });

  it('marks a word in small letters among the grandparents’ names that is neither a particle nor `paternos`/`maternos` (`patenos` for `paternos`; `patemos`, `rn` read `m`, is put back below)', () => {
    const avos = (text: string) => read(['CERTIDÃO DE NASCIMENTO', `AVÓS: ${text}`], 'nascimento').avos;
    expect(avos('paternos: ANA ROMÃO e IVO LUZ; maternos: INÊS SIMÕES e RUI DA LUZ')?.review).toBe(false);
    expect(avos('patenos: ANA ROMÃO e IVO LUZ; maternos: INÊS SIMÕES e RUI DA LUZ')?.review).toBe(true);
    expect(avos('paternos: ANA ROMÃO e IVO LUZ; matenos: INÊS SIMÕES e RUI DA LUZ')?.review).toBe(true);
  });

  it('marks a place that ends where its next line would go on (a comma, a hyphen or a connective last: the value cut after its first line)', () => {
    const local = (text: string) =>
      read(['CERTIDÃO DE NASCIMENTO', `LOCAL DE NASCIMENTO: ${text}`], 'nascimento').local_nascimento;
    expect(local('Santa Casa de Misericórdia, Avenida Presidente Vargas, 1.250, Centro')?.review).toBe(false);
    expect(local('Santa Casa de Misericórdia, Avenida Presidente Vargas,')?.review).toBe(true);
    expect(local('Hospital Municipal Nossa Senhora da')?.review).toBe(true);
    expect(local('Hospital Regional Dr. Aristides Maltez, Rua Tenente-')?.review).toBe(true);
  });

  it('marks a name with a sign no name is written with (the rest of a label misread before it: `(PAI E MÃ£)`)', () => {
    const filiacao = (text: string) =>
      read(['CERTIDÃO DE NASCIMENTO', `FILIAÇÃO: ${text}`], 'nascimento').filiacao;
    expect(filiacao('ANA D’ÁVILA e JOÃO SANT’ANNA-LIMA')?.review).toBe(false);
    expect(filiacao('(PAI E MÃ£) ANA SILVA e JOÃO LIMA')?.review).toBe(true);
  });

  it('marks `matricula` read without its accent in the twin’s box (Portuguese always writes `matrícula`)', () => {
    const gemeo = (text: string) => read(['CERTIDÃO DE NASCIMENTO', `GÊMEO: ${text}`], 'nascimento').gemeo;
    expect(gemeo('ANA FALCÃO, matrícula não informada')?.reasons.join(' ')).not.toMatch(/acento/);
    expect(gemeo('ANA FALCÃO, matricula não informada')?.reasons.join(' ')).toMatch(/acento/);
  });

  it('vouches for an identifier without check digits read at 90–92, and for the RG’s `SSP/UF` by its UF (Tesseract reads long numbers at 89–93 when right; a misread digit read at 85)', () => {
    const at = (rows: string[], kind: 'nascimento' | 'obito', confs: Record<string, number>) =>
      read(
        [],
        kind,
        page(rows).map((w) => (confs[w.text] ? { ...w, conf: confs[w.text] as number } : w)),
      );
    const rg = (doc: string, confs: Record<string, number>) =>
      at(['CERTIDÃO DE ÓBITO', `DOCUMENTO DE IDENTIFICAÇÃO: ${doc}`], 'obito', confs).documento_identificacao;
    expect(rg('RG 24.676.136-0 SSP/AL', { '24.676.136-0': 91 })?.review).toBe(false);
    expect(rg('RG 77.007.380-0 SSP/SC', { 'SSP/SC': 80 })?.review).toBe(false);
    expect(rg('RG 77.007.380-0 SSP/XC', { 'SSP/XC': 97 })?.review).toBe(true);
    expect(rg('RG 63.490.032-4 SSP/SC', { '63.490.032-4': 85 })?.review).toBe(true);
    const dnv = (n: string, conf: number) =>
      at(['CERTIDÃO DE NASCIMENTO', `NÚMERO DA DNV: ${n}`], 'nascimento', { [n]: conf }).numero_dnv;
    expect(dnv('74234495102', 91)?.review).toBe(false);
    expect(dnv('76291514601', 85)?.review).toBe(true);
  });

  it('marks a name or place word one confusable letter away from a word the page prints more often (`Tacerda` beside `Lacerda`: `L` read `T`)', () => {
    const page1 = (nome: string) =>
      read(
        [
          'CERTIDÃO DE NASCIMENTO',
          `NOME: ${nome}`,
          'FILIAÇÃO: ANA LACERDA FALCÃO e JOÃO LIMA',
          'AVÓS: paternos: IVO LACERDA e MÁRCIA LIMA; maternos: MÁRCIO FALCÃO e ANA LIMA',
          'NATURALIDADE: Culabá - MT',
          'LOCAL DE NASCIMENTO: Hospital de Cuiabá',
        ],
        'nascimento',
      );
    expect(page1('THÉO LIMA LACERDA').nome?.review).toBe(false);
    expect(page1('THÉO LIMA TACERDA').nome?.review).toBe(true);
    expect(page1('THÉO LIMA FAICÃO').nome?.review).toBe(true);
    // `MÁRCIA` and `MÁRCIO` differ by a letter OCR does not confuse
    expect(page1('THÉO LIMA LACERDA').avos?.review).toBe(false);
    expect(page1('THÉO LIMA LACERDA').naturalidade?.review).toBe(true);
  });

  it('keeps a label on its line when its box is twice the line’s height (a cell’s border or an accent and a slash: `DIA/MÊS/ANO`, `NATURALIDADE`; bench: seeds 1001, 1012)', () => {
    const words = page([
      'CERTIDÃO DE NASCIMENTO',
      [
        [100, 'NATURALIDADE'],
        [800, 'LOCAL DE NASCIMENTO'],
      ],
      [
        [100, 'Vitória - ES'],
        [800, 'Hospital São Luiz'],
      ],
      [
        [100, 'DATA DE NASCIMENTO POR EXTENSO'],
        [800, 'DIA/MÊS/ANO'],
        [1100, 'HORA'],
      ],
      [
        [100, 'doze de agosto de mil novecentos e setenta e cinco'],
        [800, '12/08/1975'],
        [1100, '16:29'],
      ],
    ]).map((w) =>
      // Tesseract's box of the word: 12 px above and below the line (20 px letters)
      w.text === 'NATURALIDADE' || w.text === 'DIA/MÊS/ANO' ? { ...w, y: w.y - 12, h: 44 } : w,
    );
    const f = read([], 'nascimento', words);
    expect(f.naturalidade?.value).toBe('Vitória - ES');
    expect(f.data_nascimento?.value).toBe('12/08/1975');
    expect(f.data_nascimento_extenso?.value).toBe('doze de agosto de mil novecentos e setenta e cinco');
  });

  it('joins a name word cut before `NH` (`PEÇA NHA`: no Portuguese word starts with `NH`; bench: seed 1007)', () => {
    const words = page(['CERTIDÃO DE NASCIMENTO', 'NOME: THÉO PEÇA NHA NASCIMENTO']).map((w) =>
      // a gap of 5 px where the line's spaces are 12 (bench: 6 px among 15)
      w.text === 'NHA' ? { ...w, x: w.x - 7 } : w,
    );
    const f = read([], 'nascimento', words);
    expect(f.nome?.value).toBe('THÉO PEÇANHA NASCIMENTO');
    expect(f.nome?.review).toBe(false);
  });

  it('reads a label whose word OCR cut in two (`NATURAL IDADE` in a monospaced font; bench: seed 1002)', () => {
    const words = page([
      'CERTIDÃO DE NASCIMENTO',
      [
        [100, 'NATURAL IDADE'],
        [800, 'LOCAL DE NASCIMENTO'],
      ],
      [
        [100, 'Goiânia - GO'],
        [800, 'Hospital São Luiz'],
      ],
    ]);
    const f = read([], 'nascimento', words);
    expect(f.naturalidade?.value).toBe('Goiânia - GO');
    expect(f.local_nascimento?.value).toBe('Hospital São Luiz');
  });

  it('reads a label two of whose words OCR glued together (`NASCIMENTOPOR`, `REGISTROPOR`: a monospaced font on a grey 150 dpi page)', () => {
    const f = read(
      [
        'CERTIDÃO DE NASCIMENTO',
        [
          [100, 'DATA DE NASCIMENTOPOR EXTENSO'],
          [800, 'DATA DE NASCIMENTO'],
        ],
        [
          [100, 'nove de maio de mil novecentos e setenta e oito'],
          [800, '09/05/1978'],
        ],
        'DATA DO REGISTROPOR EXTENSO',
        'sete de fevereiro de mil novecentos e setenta e oito',
      ],
      'nascimento',
    );
    expect(f.data_nascimento_extenso?.value).toBe('nove de maio de mil novecentos e setenta e oito');
    expect(f.data_nascimento?.value).toBe('09/05/1978');
    expect(f.data_registro_extenso?.value).toBe('sete de fevereiro de mil novecentos e setenta e oito');
  });

  it('marks a municipality that starts in a small letter (`vitória - ES`: a capital misread on a grey 150 dpi page)', () => {
    const naturalidade = (value: string) =>
      read(['CERTIDÃO DE NASCIMENTO', `NATURALIDADE: ${value}`], 'nascimento').naturalidade;
    expect(naturalidade('Vitória - ES')?.review).toBe(false);
    expect(naturalidade('vitória - ES')?.review).toBe(true);
  });

  it('never takes a value’s number for the second piece of a cut label (`HORA: 19:40` is not `HORÁRIO`; bench: seed 1022)', () => {
    const words = page(['CERTIDÃO DE ÓBITO', 'DIA/MÊS/ANO: 26/09/1991', 'HORA: 19:40']).map((w) =>
      // the value a letter's height from its label
      w.text === '19:40' ? { ...w, x: w.x - 4 } : w,
    );
    const f = read([], 'obito', words);
    expect(f.hora_falecimento?.value).toBe('19:40');
  });

  it('continues a one-line field whose `LABEL: value` cell wraps beside another cell (bench: development inline-pairs, seeds 1015–1017)', () => {
    const f = read(
      [
        'CERTIDÃO DE ÓBITO',
        [
          [100, 'NATURALIDADE: Vitória -'],
          [500, 'DOCUMENTO DE IDENTIFICAÇÃO: RG'],
          [1100, 'ELEITOR: Não'],
        ],
        [
          [100, 'ES'],
          [500, '42.345.810-5 SSP/SC'],
        ],
        [
          [100, 'MUNICÍPIO DO SEPULTAMENTO/CREMAÇÃO: São'],
          [700, 'LOCAL DE SEPULTAMENTO/CREMAÇÃO: Crematório'],
        ],
        [
          [100, 'Paulo - SP'],
          [700, 'Municipal Vila Alpina'],
        ],
      ],
      'obito',
    );
    expect(f.naturalidade?.value).toBe('Vitória - ES');
    expect(f.documento_identificacao?.value).toBe('RG 42.345.810-5 SSP/SC');
    expect(f.documento_identificacao?.review).toBe(false);
    expect(f.sepultamento_municipio?.value).toBe('São Paulo - SP');
    expect(f.sepultamento_local?.value).toBe('Crematório Municipal Vila Alpina');
  });

  it('reads a label printed on two lines of its cell (`DATA DO` over `FALECIMENTO:`, `… E UNIDADE DA FEDERAÇÃO:` below; bench: development inline-pairs, seeds 1007, 1015, 1017)', () => {
    const obito = read(
      [
        'CERTIDÃO DE ÓBITO',
        [
          [100, 'DATA E HORA DO FALECIMENTO POR EXTENSO: oito de abril'],
          [1000, 'DATA DO'],
          [1300, 'HORA DO'],
        ],
        [
          [100, 'de mil novecentos e oitenta, às vinte e um horas'],
          [1000, 'FALECIMENTO:'],
          [1300, 'FALECIMENTO:'],
        ],
        [
          [100, 'e cinquenta minutos'],
          [1000, '08/04/1980'],
          [1300, '21:50'],
        ],
      ],
      'obito',
    );
    expect(obito.data_hora_falecimento_extenso?.value).toBe(
      'oito de abril de mil novecentos e oitenta, às vinte e um horas e cinquenta minutos',
    );
    expect(obito.data_falecimento?.value).toBe('08/04/1980');
    expect(obito.hora_falecimento?.value).toBe('21:50');
    const nascimento = read(
      [
        'CERTIDÃO DE NASCIMENTO',
        [
          [100, 'NATURALIDADE: Belém - PA'],
          [700, 'MUNICÍPIO DE NASCIMENTO'],
        ],
        [[700, 'E UNIDADE DA FEDERAÇÃO: São Paulo - SP']],
      ],
      'nascimento',
    );
    expect(nascimento.naturalidade?.value).toBe('Belém - PA');
    expect(nascimento.municipio_nascimento_uf?.value).toBe('São Paulo - SP');
    expect(nascimento.municipio_nascimento_uf?.review).toBe(false);
  });

  it('writes a date word read with an accent no date word carries without it (`seís` for `seis`; bench: seed 1002, 150 dpi)', () => {
    const extenso = (value: string) =>
      read(['CERTIDÃO DE NASCIMENTO', `DATA DE NASCIMENTO POR EXTENSO: ${value}`], 'nascimento')
        .data_nascimento_extenso;
    expect(extenso('vinte e seis de julho de mil novecentos e cinquenta e três')?.review).toBe(false);
    expect(extenso('seis de julho de mil novecentos e três, às dez horas')?.review).toBe(false);
    expect(extenso('vinte e seís de julho de mil novecentos e cinquenta e nove')).toMatchObject({
      value: 'vinte e seis de julho de mil novecentos e cinquenta e nove',
      review: false,
    });
  });

  it('takes `HORÁRIO:` a few spaces after `DATA DE NASCIMENTO:` for the next cell’s label, not the date’s value (bench: development inline-pairs, seed 1007)', () => {
    const words = page([
      'CERTIDÃO DE NASCIMENTO',
      [
        [100, 'DATA DE NASCIMENTO:'],
        [400, 'HORÁRIO: 14:53'],
      ],
      [[100, '19/01/1967']],
    ]).map((w) => (w.text === 'HORÁRIO:' || w.text === '14:53' ? { ...w, x: w.x - 40 } : w));
    const f = read([], 'nascimento', words);
    expect(f.data_nascimento?.value).toBe('19/01/1967');
    expect(f.hora_nascimento?.value).toBe('14:53');
  });

  it('marks a closed-list value in small letters (`indígena`: a capital misread on a poor copy)', () => {
    const cor = (value: string) => read(['CERTIDÃO DE ÓBITO', `COR: ${value}`], 'obito').cor;
    expect(cor('Indígena')?.review).toBe(false);
    expect(cor('PARDA')?.review).toBe(false);
    expect(cor('indígena')?.review).toBe(true);
  });

  it('marks a place ending in a word that asks for a name after it (`Rua Tenente-Coronel`, `Travessa São`: the next line not read)', () => {
    const local = (value: string) =>
      read(['CERTIDÃO DE NASCIMENTO', `LOCAL DE NASCIMENTO: ${value}`], 'nascimento').local_nascimento;
    expect(local('Hospital Santa Marta, Rua Tenente-Coronel Cardoso, 401')?.review).toBe(false);
    expect(local('Residência, Rua dos Santos')?.review).toBe(false);
    expect(local('Hospital Municipal, Rua Tenente-Coronel')?.review).toBe(true);
    expect(local('Maternidade Escola, Travessa São')?.review).toBe(true);
    expect(local('Santa Casa, Avenida')?.review).toBe(true);
  });

  it('marks two words glued together (`hipertensãoarterial`: Portuguese writes `ão`, `ãe`, `õe` only at the end of a word)', () => {
    const causa = (value: string) =>
      read(['CERTIDÃO DE ÓBITO', `CAUSA DA MORTE: ${value}`], 'obito').causa_morte;
    expect(causa('insuficiência respiratória, hipertensão arterial sistêmica')?.review).toBe(false);
    expect(causa('infarto agudo do miocárdio, hipertensãoarterial sistêmica')?.review).toBe(true);
    const nome = read(['CERTIDÃO DE ÓBITO', 'NOME: JOÃO SIMÕES MAGALHÃES'], 'obito').nome;
    expect(nome?.review).toBe(false);
  });

  it('bounds the value of a label printed on two lines by the next cell’s label on its first line (bench: development inline-pairs, seed 1026)', () => {
    const f = read(
      [
        'CERTIDÃO DE NASCIMENTO',
        [
          [100, 'MUNICÍPIO DE NASCIMENTO E UNIDADE DA'],
          [800, 'MUNICÍPIO DE REGISTRO E UNIDADE DA FEDERAÇÃO:'],
        ],
        [
          [100, 'FEDERAÇÃO: Belém - PA'],
          [800, 'São Paulo - SP'],
        ],
      ],
      'nascimento',
    );
    expect(f.municipio_nascimento_uf?.value).toBe('Belém - PA');
    expect(f.municipio_registro_uf?.value).toBe('São Paulo - SP');
  });

  it('marks a name with a grave accent (`Cauà`: Portuguese writes `à` only in the crase, never in a name; bench: seed 1041)', () => {
    const declarante = (value: string) =>
      read(['CERTIDÃO DE ÓBITO', `NOME DO DECLARANTE: ${value}`], 'obito').declarante;
    expect(declarante('Cauã Simões Conceição')?.review).toBe(false);
    expect(declarante('Cauà Simões Conceição')?.review).toBe(true);
  });

  it('never takes a numeric date for label text (`02/02/2022`: its digits fold to the letter `O`)', () => {
    const f = read(
      ['CERTIDÃO DE ÓBITO', 'DATA DO FALECIMENTO: 02/02/2022', 'HORA DO FALECIMENTO: 10:15'],
      'obito',
    );
    expect(f.data_falecimento?.value).toBe('02/02/2022');
    expect(f.data_falecimento?.reasons).toEqual([]);
  });
});

describe('extractCertidao vouches for words checked otherwise than by their confidence', () => {
  const low = (rows: Row[], kind: 'nascimento' | 'obito', confs: Record<string, number>) =>
    read(
      rows,
      kind,
      page(rows).map((w) => (confs[w.text] ? { ...w, conf: confs[w.text] as number } : w)),
    );

  it('takes a closed list’s value read exactly, whatever its confidence (bench: `Amarela` at 69, `Solteiro(a)` at 41)', () => {
    const rows = ['CERTIDÃO DE ÓBITO', 'COR: Amarela', 'ESTADO CIVIL: Solteiro(a)', 'SEXO: Feminino'];
    const f = low(rows, 'obito', { Amarela: 69, 'Solteiro(a)': 41, Feminino: 30 });
    expect(f.cor?.review).toBe(false);
    expect(f.estado_civil?.review).toBe(false);
    expect(f.sexo?.review).toBe(false);
    // a value off the list, and a value one letter from another of the list, keep their doubt
    const near = low(['CERTIDÃO DE ÓBITO', 'COR: Amareia', 'ESTADO CIVIL: Solteira'], 'obito', {
      Amareia: 69,
      Solteira: 41,
    });
    expect(near.cor?.reasons.join(' ')).toMatch(/Confiança baixa/);
    expect(near.estado_civil?.reasons.join(' ')).toMatch(/Confiança baixa/);
  });

  it('does not doubt a município for the dash before its UF (bench: `Cuiabá - MT` with the dash at 34)', () => {
    const rows = ['CERTIDÃO DE NASCIMENTO', 'NATURALIDADE: Cuiabá - MT'];
    expect(low(rows, 'nascimento', { '-': 34 }).naturalidade?.review).toBe(false);
    // the name read unsure still counts
    expect(low(rows, 'nascimento', { Cuiabá: 34 }).naturalidade?.review).toBe(true);
  });

  it('marks a date in words that disagrees with the numeric date, and writes a date word read without its accent with it (bench: `sessenta e` cut, `as treze horas`)', () => {
    const date = (extenso: string) =>
      read(
        [
          'CERTIDÃO DE NASCIMENTO',
          [
            [100, 'DATA DE NASCIMENTO POR EXTENSO'],
            [900, 'DIA/MÊS/ANO'],
          ],
          [
            [100, extenso],
            [900, '11/09/1969'],
          ],
        ],
        'nascimento',
      );
    expect(date('onze de setembro de mil novecentos e sessenta e nove').data_nascimento_extenso?.review).toBe(
      false,
    );
    const cut = date('onze de setembro de mil novecentos e sessenta e');
    expect(cut.data_nascimento_extenso?.reasons.join(' ')).toMatch(/não confere/);
    expect(cut.data_nascimento?.review).toBe(true);
    const accent = date('onze de setembro de mil novecentos e sessenta e nove, as tres horas');
    expect(accent.data_nascimento_extenso?.value).toBe(
      'onze de setembro de mil novecentos e sessenta e nove, às três horas',
    );
  });
});

describe('extractCertidao marks spellings Portuguese does not write', () => {
  it('marks a name word starting with `L` and a consonant (`Lraci`: a capital `I` read `L`)', () => {
    const parents = (value: string) =>
      read(['CERTIDÃO DE NASCIMENTO', `FILIAÇÃO: ${value}`], 'nascimento').filiacao;
    expect(parents('Iraci Souza e Lauro Lima')?.reasons).toEqual([]);
    expect(parents('Lraci Souza e Lauro Lima')?.reasons.join(' ')).toMatch(
      /começando com L e consoante \(Lraci\)/,
    );
    expect(parents('IRACI SOUZA e LLOYD LIMA')?.reasons.join(' ')).toMatch(/LLOYD/);
  });
});

describe('extractCertidao writes back what Portuguese spelling fixes', () => {
  it('marks an accent Portuguese never writes (`Distríto`, `Irací`: Courier Prime and a poor copy)', () => {
    const f = read(
      [
        'CERTIDÃO DE ÓBITO',
        'RESIDÊNCIA: Rodovia BR-116, km 32, Distríto Industrial, São Paulo - SP',
        'FILIAÇÃO: Sebastião Irací Conceição e Luíza Araújo',
      ],
      'obito',
    );
    expect(f.residencia?.reasons.join(' ')).toMatch(/não escreve \(Distríto\)/);
    expect(f.filiacao?.reasons.join(' ')).toMatch(/não escreve \(Irací\)/);
    const right = read(
      [
        'CERTIDÃO DE ÓBITO',
        'RESIDÊNCIA: Rua Antônio Cândido, 12, Jundiaí - SP',
        'FILIAÇÃO: Mônica Luíza Araújo e Moisés Estêvão',
      ],
      'obito',
    );
    expect(right.residencia?.reasons).toEqual([]);
    expect(right.filiacao?.reasons).toEqual([]);
  });

  it('marks an accent before a closed syllable or two syllables before `-ães` (`Nascímento`, `Olíveira`, `Guímarães`: thin typewriter fonts on a poor copy)', () => {
    const f = read(
      [
        'CERTIDÃO DE ÓBITO',
        'NOME: João de Olíveira Loureiro',
        'FILIAÇÃO: Ítalo Magalhães Brandão e Sebastião Nascímento Gonçalves',
      ],
      'obito',
    );
    expect(f.nome?.reasons.join(' ')).toMatch(/não escreve \(Olíveira\)/);
    expect(f.filiacao?.reasons.join(' ')).toMatch(/não escreve \(Nascímento\)/);
    expect(
      read(['CERTIDÃO DE ÓBITO', 'FILIAÇÃO: Açucena Guímarães e Ana Lima'], 'obito').filiacao?.reasons.join(
        ' ',
      ),
    ).toMatch(/não escreve \(Guímarães\)/);
    const right = read(
      [
        'CERTIDÃO DE ÓBITO',
        'NOME: Ângelo Álvaro Cândido Hércules',
        'FILIAÇÃO: Mônica Fátima Guimarães e Cristóvão Nascimento',
      ],
      'obito',
    );
    expect(right.nome?.reasons).toEqual([]);
    expect(right.filiacao?.reasons).toEqual([]);
  });

  it('reads a label word with a vowel read twice (`DIA/MÊÉS/ANO`, DejaVu Sans Condensed) as the label', () => {
    const f = read(
      [
        'CERTIDÃO DE ÓBITO',
        'DATA E HORA DO FALECIMENTO POR EXTENSO: quinze de dezembro de mil novecentos e sessenta e quatro',
        'DATA DO FALECIMENTO DIA/MÊÉS/ANO: 15/12/1964',
      ],
      'obito',
    );
    expect(f.data_falecimento?.value).toBe('15/12/1964');
    expect(f.data_hora_falecimento_extenso?.value).toBe(
      'quinze de dezembro de mil novecentos e sessenta e quatro',
    );
  });

  it('reads `THÊO` as `THÉO` (no circumflex before a vowel; a name ending `-éo` takes the acute), and marks `THÉÊO` as read', () => {
    const f = read(
      ['CERTIDÃO DE NASCIMENTO', 'NOME: THÉÊO SEBASTIÃO LACERDA', 'FILIAÇÃO: Thêo Lacerda e Ana Lacerda'],
      'nascimento',
    );
    expect(f.filiacao?.value).toBe('Théo Lacerda e Ana Lacerda');
    expect(f.filiacao?.review).toBe(false);
    expect(f.nome?.value).toBe('THÉÊO SEBASTIÃO LACERDA');
    expect(f.nome?.reasons.join(' ')).toMatch(/Grafia impossível/);
  });

  it('reads `Não hã` as the set phrase `Não há` (Courier Prime)', () => {
    const f = read(['CERTIDÃO DE NASCIMENTO', 'AVERBAÇÕES/ANOTAÇÕES À ACRESCER', 'Não hã'], 'nascimento');
    expect(f.averbacoes_anotacoes?.value).toBe('Não há');
  });

  it('keeps the grandparents’ side in small letters and gives it the colon the other side has', () => {
    const f = read(
      [
        'CERTIDÃO DE NASCIMENTO',
        'AVÓS: paternos: ANA LIMA e JOÃO LIMA; maternos CONCEIÇÃO DA SILVA e JOSÉ SOUZA',
      ],
      'nascimento',
    );
    expect(f.avos?.value).toBe('paternos: ANA LIMA e JOÃO LIMA; maternos: CONCEIÇÃO DA SILVA e JOSÉ SOUZA');
    const rn = read(
      ['CERTIDÃO DE NASCIMENTO', 'AVÓS: patemos: Ana Lima e João Lima; matemos: Rita Souza'],
      'nascimento',
    );
    expect(rn.avos?.value).toBe('paternos: Ana Lima e João Lima; maternos: Rita Souza');
    expect(rn.avos?.review).toBe(false);
  });
});

describe('extractCertidao marks a letter read twice or a label glued to a name', () => {
  it('marks two accented vowels side by side (`isquéêmico`: Portuguese never writes them)', () => {
    const cause = (value: string) =>
      read(['CERTIDÃO DE ÓBITO', `CAUSA DA MORTE: ${value}`], 'obito').causa_morte;
    expect(cause('acidente vascular cerebral isquêmico, infecção')?.reasons).toEqual([]);
    expect(cause('acidente vascular cerebral isquéêmico')?.reasons.join(' ')).toMatch(
      /Dois acentos seguidos/,
    );
  });

  it('marks a colon in a name that is not the grandparents’ side (`CAVALCÂNIDCUMENTO DO MÉDICO:` glued to the name)', () => {
    const f = read(
      ['CERTIDÃO DE ÓBITO', 'NOME DO MÉDICO: JOÃO DE OLIVEIRA CAVALCÂNIDCUMENTO DO MÉDICO:'],
      'obito',
    );
    expect(f.medico?.reasons.join(' ')).toMatch(/Dois-pontos num nome/);
  });

  it('reads the comma after a title’s abbreviation in an address as its full stop (`Rua Dr, Alceu`)', () => {
    const f = read(
      [
        'CERTIDÃO DE NASCIMENTO',
        'LOCAL DE NASCIMENTO: Hospital Municipal, Rua Dr, Alceu de Campos Rodrigues, 95, Vila Nova',
      ],
      'nascimento',
    );
    expect(f.local_nascimento?.value).toBe(
      'Hospital Municipal, Rua Dr. Alceu de Campos Rodrigues, 95, Vila Nova',
    );
  });
});

describe('extractCertidao on the Nimbus development fonts (a Courier and a narrow Helvetica)', () => {
  it('reads the dash before a UF read as two dashes (`Maceió -— AL`, Nimbus Mono PS) as one, sure', () => {
    const rows = ['CERTIDÃO DE ÓBITO', 'NATURALIDADE: Maceió -— AL'];
    const f = read(
      rows,
      'obito',
      page(rows).map((w) => (w.text === '-—' ? { ...w, conf: 40 } : w)),
    );
    expect(f.naturalidade?.value).toBe('Maceió - AL');
    expect(f.naturalidade?.review).toBe(false);
  });

  it('marks an accent three syllables or more before the last (`Prímaveras`: Portuguese accents no syllable before the antepenult)', () => {
    const place = (value: string) =>
      read(['CERTIDÃO DE ÓBITO', `LOCAL DO FALECIMENTO: ${value}`], 'obito').local_falecimento;
    expect(place('Crematório Metropolitano Prímaveras')?.reasons.join(' ')).toMatch(
      /não escreve \(Prímaveras\)/,
    );
    expect(place('Hospital Júlio Müller, Rua Bárbara Heliodora, Petrópolis')?.reasons).toEqual([]);
  });

  it('marks a lone letter inside a name (`MÁRC A`: a letter lost between two)', () => {
    const grandparents = (value: string) =>
      read(['CERTIDÃO DE NASCIMENTO', `AVÓS: ${value}`], 'nascimento').avos;
    expect(
      grandparents('paternos: ANA LIMA e JOÃO LIMA; maternos: MÁRC A ROMÃO e JOSÉ LIMA')?.reasons.join(' '),
    ).toMatch(/Letra solta no nome \(A\)/);
    expect(
      grandparents('paternos: ANA LIMA E JOÃO LIMA; maternos: MÁRCIA ROMÃO e JOSÉ LIMA')?.reasons,
    ).toEqual([]);
  });

  it('reads `Matemidade` (`rn` read `m`, Nimbus Sans Narrow) as `Maternidade`', () => {
    const f = read(
      ['CERTIDÃO DE NASCIMENTO', 'LOCAL DE NASCIMENTO: Matemidade Escola Januário Cicco, Natal'],
      'nascimento',
    );
    expect(f.local_nascimento?.value).toBe('Maternidade Escola Januário Cicco, Natal');
  });
});

describe('extractCertidao on a label wrapped in a narrow cell', () => {
  it('keeps the next cell’s label out of a value below a two-line label, one pixel left of the next cell (`DATA DO` / `FALECIMENTO:`, Nimbus Mono PS)', () => {
    const f = read(
      [
        'CERTIDÃO DE ÓBITO',
        [
          [100, 'DATA E HORA DO FALECIMENTO POR EXTENSO: dez de julho'],
          [1000, 'DATA DO'],
          [1300, 'HORA DO'],
        ],
        [
          [100, 'de dois mil e dez'],
          [1000, 'FALECIMENTO:'],
          [1299, 'FALECIMENTO:'],
        ],
        [
          [1002, '10/07/2010'],
          [1302, '18:05'],
        ],
      ],
      'obito',
    );
    expect(f.data_falecimento?.value).toBe('10/07/2010');
    expect(f.hora_falecimento?.value).toBe('18:05');
  });
});

describe('extractCertidao on a label the cell’s border cuts', () => {
  it('takes the last letter cut off by the border, read as a mark of its own (`FALECIMENT` `(o)`), as the label’s, not the value', () => {
    const rows: Row[] = [
      'CERTIDÃO DE ÓBITO',
      [
        [100, 'DATA DO FALECIMENTO'],
        [700, 'HORA DO FALECIMENT'],
      ],
      [
        [100, '20/03/1999'],
        [700, '21:16'],
      ],
    ];
    const words = page(rows);
    const cut = words.find((w) => w.text === 'FALECIMENT') as OcrWord;
    for (const mark of ['(o)', '(6)', 'o']) {
      const glued = { ...cut, text: mark, x: cut.x + cut.w + 4, w: 22, conf: 54 };
      const f = read(rows, 'obito', [...words, glued]);
      expect(f.hora_falecimento?.value).toBe('21:16');
    }
    // a value a space away from its label stays the value
    const beside = read(['CERTIDÃO DE ÓBITO', 'HORA DO FALECIMENTO: 7'], 'obito');
    expect(beside.hora_falecimento?.value).toBe('7');
  });
});

describe('extractCertidao on a scan below 180 dpi (a poor copy)', () => {
  it('marks a field with a word read under 90 (`Fraci` for `Iraci` at 58, Nimbus Sans Narrow at 150 dpi), which a 200 dpi scan keeps', () => {
    const rows = ['CERTIDÃO DE ÓBITO', 'NOME: Fraci Antônio Romão Nascimento'];
    const words = page(rows).map((w) => (w.text === 'Fraci' ? { ...w, conf: 58 } : w));
    const nome = (scanDpi?: number) => read(rows, 'obito', words, scanDpi).nome;
    expect(nome(150)?.reasons.join(' ')).toMatch(/Confiança baixa \(58\s?%\)/);
    expect(nome(200)?.review).toBe(false);
    expect(nome(undefined)?.review).toBe(false);
    // read at 90 or more, the same field passes on the poor copy too
    expect(read(rows, 'obito', page(rows, 90), 150).nome?.review).toBe(false);
  });
});

describe('extractCertidao writes back the spelling of closed vocabularies', () => {
  it('writes a date word and a closed list’s word with the only accents they take (`vínte`, `míl`, `mínutos`, `Femínino`: a thin typewriter font at 150 dpi)', () => {
    const f = read(
      [
        'CERTIDÃO DE ÓBITO',
        'SEXO: Femínino',
        'DATA E HORA DO FALECIMENTO POR EXTENSO: vínte de março de míl novecentos e dez, as dez horas e dois mínutos',
        'DATA DO FALECIMENTO: 20/03/1910',
      ],
      'obito',
    );
    expect(f.sexo?.value).toBe('Feminino');
    expect(f.data_hora_falecimento_extenso?.value).toBe(
      'vinte de março de mil novecentos e dez, às dez horas e dois minutos',
    );
    expect(f.data_hora_falecimento_extenso?.reasons).toEqual([]);
  });

  it('on a scan below 180 dpi, writes back an accent Portuguese never writes or always writes, and still marks the field', () => {
    const rows = ['CERTIDÃO DE ÓBITO', 'FILIAÇÃO: Sebastião Nascímento Gonçalves e Heloisa Irací Lima'];
    const poor = read(rows, 'obito', undefined, 150).filiacao;
    expect(poor?.value).toBe('Sebastião Nascimento Gonçalves e Heloísa Iraci Lima');
    expect(poor?.reasons.join(' ')).toMatch(/Nascímento → Nascimento/);
    // a 200 dpi scan keeps what it read, marked
    const fair = read(rows, 'obito', undefined, 200).filiacao;
    expect(fair?.value).toBe('Sebastião Nascímento Gonçalves e Heloisa Irací Lima');
    expect(fair?.review).toBe(true);
  });
});

describe('extractCertidao on the misses of the held-out run of 27/11 (seeds from 110000, then measured on a fresh range)', () => {
  it('writes the civil status’ `(a)` read apart back onto the word (`Casado (a)`, FreeMono), and marks a civil status off the list', () => {
    const civil = (value: string) =>
      read(['CERTIDÃO DE ÓBITO', `ESTADO CIVIL: ${value}`], 'obito').estado_civil;
    expect(civil('Casado (a)')).toMatchObject({ value: 'Casado(a)', review: false });
    expect(civil('DIVORCIADO (A)')).toMatchObject({ value: 'DIVORCIADO(A)', review: false });
    expect(civil('Casado(a) 2')?.reasons.join(' ')).toMatch(/Estado civil não reconhecido/);
  });

  it('reads a comma between the digit groups of an RG as the dot it is (`49,444,478-7`: CPFs on development pages read so too)', () => {
    const f = read(['CERTIDÃO DE ÓBITO', 'DOCUMENTO DE IDENTIFICAÇÃO: RG 49,444,478-7 SSP/AL'], 'obito');
    expect(f.documento_identificacao?.value).toBe('RG 49.444.478-7 SSP/AL');
  });

  it('marks a name word of fifteen letters or more (`ALBUQUERQUESIMÕES`: two surnames glued, their space lost)', () => {
    const parents = (value: string) => read(['CERTIDÃO DE ÓBITO', `FILIAÇÃO: ${value}`], 'obito').filiacao;
    expect(parents('JOSÉ ALBUQUERQUESIMÕES e ANA LIMA')?.reasons.join(' ')).toMatch(
      /Palavras coladas \(ALBUQUERQUESIMÕES\)/,
    );
    expect(parents('JOSÉ ALBUQUERQUE SIMÕES e ANA VASCONCELOS MASCARENHAS')?.reasons).toEqual([]);
  });
});

describe('extractCertidao vouches for an identifier by its own check digits', () => {
  it('takes a matrícula and a CPF whose check digits pass as sure, whatever their confidence (right matrículas read at 78 and 85 on development copies at 150 dpi)', () => {
    const rows = (matricula: string) => [
      'CERTIDÃO DE NASCIMENTO',
      `MATRÍCULA: ${matricula}`,
      'CPF: 529.982.247-25',
    ];
    const unsure = (matricula: string) =>
      read(
        rows(matricula),
        'nascimento',
        page(rows(matricula)).map((w) => (/\d/.test(w.text) ? { ...w, conf: 66 } : w)),
      );
    const right = unsure('104539 01 55 2013 1 00012 021 0000123-21');
    expect(right.matricula?.review).toBe(false);
    expect(right.cpf?.review).toBe(false);
    // a digit misread fails the check digits: marked, as before
    expect(unsure('104539 01 55 2013 1 00012 021 0000128-21').matricula?.review).toBe(true);
  });
});
