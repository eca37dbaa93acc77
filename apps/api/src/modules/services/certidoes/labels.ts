import type { CertidaoKind } from '@siao/shared';

export interface LabelSpec {
  key: string;
  /** printed label variants, as registries print them (accents, slashes and parentheses allowed) */
  phrases: string[];
  /** lines a value may span below its label or after its first line */
  maxLines: number;
  /** blank is normal (gêmeo, averbações): not marked for review when missing */
  optional?: boolean;
}

/**
 * Labels of the national models (CNJ Provimento 63/2017, annexes I–III, and the later provisions
 * that kept their fields), written in full, followed by the variants registries print: the same
 * label without the article, with `Nº`, `E UF` for `E UNIDADE DA FEDERAÇÃO`, slashes between
 * alternatives (`DIA/MÊS/ANO`, `AVERBAÇÕES/ANOTAÇÕES`) and older wordings. A match consumes the
 * longest label that fits, so the tail of a long label never becomes a value.
 */
const common: LabelSpec[] = [
  {
    key: 'cpf',
    phrases: ['CPF', 'Nº DO CPF', 'NÚMERO DO CPF', 'CPF Nº', 'CPF DO REGISTRADO', 'CPF DO FALECIDO'],
    maxLines: 1,
  },
  {
    key: 'matricula',
    phrases: ['MATRÍCULA', 'MATRÍCULA Nº', 'Nº DA MATRÍCULA', 'NÚMERO DA MATRÍCULA'],
    maxLines: 2,
  },
  { key: 'sexo', phrases: ['SEXO'], maxLines: 1 },
  {
    key: 'naturalidade',
    phrases: ['NATURALIDADE', 'NATURALIDADE (MUNICÍPIO E UF)', 'NATURALIDADE/UF'],
    maxLines: 1,
  },
  {
    key: 'averbacoes_anotacoes',
    phrases: [
      'AVERBAÇÕES/ANOTAÇÕES À ACRESCER',
      'AVERBAÇÕES/ANOTAÇÕES A ACRESCER',
      'ANOTAÇÕES/AVERBAÇÕES À ACRESCER',
      'AVERBAÇÕES/ANOTAÇÕES',
      'ANOTAÇÕES/AVERBAÇÕES',
      'AVERBAÇÕES E ANOTAÇÕES',
      'OBSERVAÇÕES/AVERBAÇÕES',
      'OBSERVAÇÕES E AVERBAÇÕES',
      'AVERBAÇÕES',
      'ANOTAÇÕES',
      'OBSERVAÇÕES',
    ],
    maxLines: 4,
    optional: true,
  },
];

/** Printed labels of each kind's model, in the model's order. */
export const labelSpecs: Record<CertidaoKind, LabelSpec[]> = {
  nascimento: [
    {
      key: 'nome',
      phrases: ['NOME', 'NOME DO REGISTRADO', 'NOME DO(A) REGISTRADO(A)', 'NOME COMPLETO', 'NOME DO NASCIDO'],
      maxLines: 2,
    },
    ...common,
    {
      key: 'data_nascimento_extenso',
      phrases: ['DATA DE NASCIMENTO POR EXTENSO', 'DATA DO NASCIMENTO POR EXTENSO', 'NASCIMENTO POR EXTENSO'],
      maxLines: 2,
    },
    {
      key: 'data_nascimento',
      phrases: [
        'DIA/MÊS/ANO',
        'DIA/MÊS/ANO DO NASCIMENTO',
        'DATA DE NASCIMENTO (DIA/MÊS/ANO)',
        'DATA DE NASCIMENTO',
        'DATA DE NASC.',
        'DT. NASCIMENTO',
        'NASCIDO EM',
      ],
      maxLines: 1,
    },
    {
      key: 'hora_nascimento',
      phrases: ['HORA', 'HORA DO NASCIMENTO', 'HORÁRIO', 'HORÁRIO DO NASCIMENTO'],
      maxLines: 1,
    },
    { key: 'local_nascimento', phrases: ['LOCAL DE NASCIMENTO', 'LOCAL DO PARTO'], maxLines: 3 },
    {
      key: 'municipio_nascimento_uf',
      phrases: [
        'MUNICÍPIO DE NASCIMENTO E UNIDADE DA FEDERAÇÃO',
        'MUNICÍPIO DE NASCIMENTO E UF',
        'MUNICÍPIO DE NASCIMENTO/UF',
        'MUNICÍPIO/UF DE NASCIMENTO',
        'MUNICÍPIO DE NASCIMENTO',
      ],
      maxLines: 1,
    },
    {
      key: 'municipio_registro_uf',
      phrases: [
        'MUNICÍPIO DE REGISTRO E UNIDADE DA FEDERAÇÃO',
        'MUNICÍPIO DE REGISTRO E UF',
        'MUNICÍPIO DE REGISTRO/UF',
        'MUNICÍPIO/UF DE REGISTRO',
        'MUNICÍPIO DE REGISTRO',
        'LOCAL DE REGISTRO',
      ],
      maxLines: 1,
    },
    { key: 'filiacao', phrases: ['FILIAÇÃO', 'FILIAÇÃO (PAI E MÃE)', 'NOME DOS PAIS'], maxLines: 4 },
    { key: 'avos', phrases: ['AVÓS', 'AVÓS PATERNOS E MATERNOS', 'NOME DOS AVÓS'], maxLines: 4 },
    {
      key: 'gemeo',
      phrases: [
        'GÊMEO',
        'GÊMEOS',
        'GÊMEO(S)',
        'NOME E MATRÍCULA DO(S) GÊMEO(S)',
        'NOME E MATRÍCULA DOS GÊMEOS',
      ],
      maxLines: 2,
      optional: true,
    },
    {
      key: 'data_registro_extenso',
      phrases: [
        'DATA DO REGISTRO POR EXTENSO',
        'DATA DE REGISTRO POR EXTENSO',
        'DATA DO REGISTRO',
        'REGISTRADO EM',
      ],
      maxLines: 2,
    },
    {
      key: 'numero_dnv',
      phrases: [
        'NÚMERO DA DECLARAÇÃO DE NASCIDO VIVO',
        'Nº DA DECLARAÇÃO DE NASCIDO VIVO',
        'DECLARAÇÃO DE NASCIDO VIVO',
        'DECLARAÇÃO DE NASCIDO VIVO Nº',
        'NÚMERO DA DNV',
        'Nº DA DNV',
        'DNV Nº',
        'DNV',
      ],
      maxLines: 1,
    },
  ],
  obito: [
    {
      key: 'nome',
      phrases: ['NOME', 'NOME DO FALECIDO', 'NOME DO(A) FALECIDO(A)', 'NOME COMPLETO', 'FALECIDO(A)'],
      maxLines: 2,
    },
    ...common,
    { key: 'cor', phrases: ['COR', 'COR/RAÇA', 'RAÇA/COR', 'COR OU RAÇA', 'COR DA PELE'], maxLines: 1 },
    { key: 'estado_civil', phrases: ['ESTADO CIVIL', 'ESTADO CIVIL E IDADE'], maxLines: 1 },
    { key: 'idade', phrases: ['IDADE'], maxLines: 1 },
    {
      key: 'documento_identificacao',
      phrases: ['DOCUMENTO DE IDENTIFICAÇÃO', 'DOC. DE IDENTIFICAÇÃO', 'DOCUMENTO DE IDENTIDADE'],
      maxLines: 1,
    },
    { key: 'eleitor', phrases: ['ELEITOR', 'ERA ELEITOR', 'TÍTULO DE ELEITOR'], maxLines: 1, optional: true },
    { key: 'filiacao', phrases: ['FILIAÇÃO', 'FILIAÇÃO (PAI E MÃE)', 'NOME DOS PAIS'], maxLines: 4 },
    {
      key: 'residencia',
      phrases: [
        'RESIDÊNCIA',
        'ÚLTIMA RESIDÊNCIA',
        'RESIDÊNCIA DO FALECIDO',
        'ENDEREÇO DO FALECIDO',
        'DOMICÍLIO',
      ],
      maxLines: 3,
    },
    {
      key: 'data_hora_falecimento_extenso',
      phrases: [
        'DATA E HORA DO FALECIMENTO POR EXTENSO',
        'DATA E HORA DE FALECIMENTO POR EXTENSO',
        'DATA DO FALECIMENTO POR EXTENSO',
        'DATA DE FALECIMENTO POR EXTENSO',
        'FALECIMENTO POR EXTENSO',
      ],
      maxLines: 3,
    },
    {
      key: 'data_falecimento',
      phrases: [
        'DIA/MÊS/ANO',
        'DIA/MÊS/ANO DO FALECIMENTO',
        'DATA DO FALECIMENTO (DIA/MÊS/ANO)',
        'DATA DO FALECIMENTO',
        'DATA DO ÓBITO',
        'FALECIDO EM',
        // one label for date and time: the value is split (see `splitCompositeValues`)
        'DATA E HORA DO FALECIMENTO',
        'DATA E HORA DO ÓBITO',
      ],
      maxLines: 1,
    },
    {
      key: 'hora_falecimento',
      phrases: ['HORA DO FALECIMENTO', 'HORA DO ÓBITO', 'HORA', 'HORÁRIO', 'HORÁRIO DO FALECIMENTO'],
      maxLines: 1,
    },
    { key: 'local_falecimento', phrases: ['LOCAL DO FALECIMENTO', 'LOCAL DO ÓBITO'], maxLines: 3 },
    {
      key: 'causa_morte',
      phrases: ['CAUSA DA MORTE', 'CAUSAS DA MORTE', 'CAUSA MORTIS', 'CAUSA DO ÓBITO'],
      maxLines: 3,
    },
    {
      key: 'sepultamento_municipio',
      phrases: [
        'MUNICÍPIO E UF DO SEPULTAMENTO/CREMAÇÃO',
        'MUNICÍPIO E UNIDADE DA FEDERAÇÃO DO SEPULTAMENTO/CREMAÇÃO',
        'MUNICÍPIO DO SEPULTAMENTO/CREMAÇÃO',
        'MUNICÍPIO DE SEPULTAMENTO/CREMAÇÃO',
        'MUNICÍPIO DO SEPULTAMENTO',
        'MUNICÍPIO DA CREMAÇÃO',
        'MUNICÍPIO/UF DO SEPULTAMENTO',
      ],
      maxLines: 1,
    },
    {
      key: 'sepultamento_local',
      phrases: [
        // the model's one cell for both: the value is split (see `splitCompositeValues`)
        'SEPULTAMENTO/CREMAÇÃO (MUNICÍPIO E CEMITÉRIO, SE CONHECIDO)',
        'SEPULTAMENTO/CREMAÇÃO (MUNICÍPIO E CEMITÉRIO)',
        'CEMITÉRIO OU LOCAL DA CREMAÇÃO',
        'CEMITÉRIO/LOCAL DA CREMAÇÃO',
        'CEMITÉRIO/CREMATÓRIO',
        'LOCAL DE SEPULTAMENTO/CREMAÇÃO',
        'LOCAL DO SEPULTAMENTO/CREMAÇÃO',
        'LOCAL DE SEPULTAMENTO',
        'LOCAL DO SEPULTAMENTO',
        'LOCAL DA CREMAÇÃO',
        'SEPULTAMENTO/CREMAÇÃO',
        'CEMITÉRIO',
        'CREMATÓRIO',
        'SEPULTAMENTO',
        'CREMAÇÃO',
      ],
      maxLines: 2,
    },
    { key: 'declarante', phrases: ['DECLARANTE', 'NOME DO DECLARANTE'], maxLines: 2 },
    {
      key: 'medico',
      phrases: [
        // the model's one cell for name and document: the value is split (see `splitCompositeValues`)
        'NOME E NÚMERO DE DOCUMENTO DO MÉDICO QUE ATESTOU O ÓBITO',
        'NOME E DOCUMENTO DO MÉDICO QUE ATESTOU O ÓBITO',
        'NOME E DOCUMENTO DO MÉDICO',
        'NOME DO MÉDICO QUE ATESTOU O ÓBITO',
        'MÉDICO QUE ATESTOU O ÓBITO',
        'NOME DO MÉDICO',
        'MÉDICO ATESTANTE',
        'MÉDICO',
      ],
      maxLines: 2,
    },
    {
      key: 'medico_documento',
      phrases: ['CRM', 'CRM/UF', 'CRM DO MÉDICO', 'Nº DO CRM', 'DOCUMENTO DO MÉDICO', 'CRM Nº'],
      maxLines: 1,
    },
  ],
};

/**
 * Printed text that is not a field of the registered person: the issuing office, its CNS and
 * address, the issue date, the seal, the certification formula, the model's titles. These labels
 * end the value above or before them and never fill a field.
 */
export const BOUNDARY_PHRASES: readonly string[] = [
  'REPÚBLICA FEDERATIVA DO BRASIL',
  'REGISTRO CIVIL DAS PESSOAS NATURAIS',
  'CERTIDÃO DE NASCIMENTO',
  'CERTIDÃO DE ÓBITO',
  'CERTIDÃO DE CASAMENTO',
  'ANOTAÇÕES VOLUNTÁRIAS DE CADASTRO',
  'ANOTAÇÕES DE CADASTRO',
  'CARTÓRIO',
  'CARTÓRIO DE REGISTRO CIVIL',
  'NOME DO OFÍCIO',
  'NOME DO CARTÓRIO',
  'OFÍCIO',
  'SERVENTIA',
  'OFICIAL REGISTRADOR',
  'OFICIAL DE REGISTRO CIVIL',
  'OFICIAL',
  'REGISTRADOR',
  'ESCREVENTE',
  'ESCREVENTE AUTORIZADO',
  'CNS',
  'CÓDIGO NACIONAL DA SERVENTIA',
  'ENDEREÇO',
  'ENDEREÇO DO CARTÓRIO',
  'MUNICÍPIO/UF',
  'TELEFONE',
  'CEP',
  'E-MAIL',
  'DATA DA EMISSÃO',
  'DATA DE EMISSÃO',
  'EMITIDA EM',
  'LOCAL E DATA',
  'SELO',
  'SELO DIGITAL',
  'SELO DE FISCALIZAÇÃO',
  'SELO DIGITAL DE FISCALIZAÇÃO',
  'SELO Nº',
  'O CONTEÚDO DA CERTIDÃO É VERDADEIRO',
  'O CONTEÚDO DA CERTIDÃO É VERDADEIRO. DOU FÉ',
  'DOU FÉ',
  'ASSINATURA',
  'ASSINATURA DO OFICIAL',
  'EMOLUMENTOS',
  'VALOR COBRADO',
  'DEIXOU BENS',
  'DEIXOU TESTAMENTO',
  'DEIXOU FILHOS',
  'FILHOS',
  'CONSULTE A AUTENTICIDADE',
];
