import type { CertidaoKind } from '@siao/shared';

export interface LabelSpec {
  key: string;
  /** printed label variants, as words */
  phrases: string[];
  /** lines a value may span when printed below its label */
  maxLines: number;
  /** blank is normal (gêmeo, averbações): not marked for review when missing */
  optional?: boolean;
}

const common: LabelSpec[] = [
  { key: 'nome', phrases: ['NOME', 'NOME DO REGISTRADO', 'NOME DO FALECIDO'], maxLines: 1 },
  { key: 'cpf', phrases: ['CPF', 'CPF DO REGISTRADO', 'CPF DO FALECIDO'], maxLines: 1 },
  { key: 'matricula', phrases: ['MATRICULA'], maxLines: 2 },
  { key: 'sexo', phrases: ['SEXO'], maxLines: 1 },
  { key: 'naturalidade', phrases: ['NATURALIDADE'], maxLines: 1 },
  { key: 'filiacao', phrases: ['FILIACAO', 'FILIACAO E RESIDENCIA'], maxLines: 2 },
  {
    key: 'averbacoes_anotacoes',
    phrases: ['AVERBACOES/ANOTACOES', 'AVERBACOES', 'ANOTACOES'],
    maxLines: 3,
    optional: true,
  },
];

/** Printed labels of the CNJ models (Provimento 63/2017 annexes) and common variants. */
export const labelSpecs: Record<CertidaoKind, LabelSpec[]> = {
  nascimento: [
    ...common,
    { key: 'data_nascimento_extenso', phrases: ['DATA DE NASCIMENTO POR EXTENSO'], maxLines: 1 },
    { key: 'data_nascimento', phrases: ['DATA DE NASCIMENTO', 'DIA MES ANO'], maxLines: 1 },
    { key: 'hora_nascimento', phrases: ['HORA', 'HORA DO NASCIMENTO'], maxLines: 1 },
    { key: 'local_nascimento', phrases: ['LOCAL DE NASCIMENTO'], maxLines: 1 },
    {
      key: 'municipio_nascimento_uf',
      phrases: ['MUNICIPIO DE NASCIMENTO E UF', 'MUNICIPIO DE NASCIMENTO'],
      maxLines: 1,
    },
    {
      key: 'municipio_registro_uf',
      phrases: ['MUNICIPIO DE REGISTRO E UF', 'MUNICIPIO DE REGISTRO'],
      maxLines: 1,
    },
    { key: 'avos', phrases: ['AVOS'], maxLines: 2 },
    { key: 'gemeo', phrases: ['GEMEO', 'GEMEOS'], maxLines: 1, optional: true },
    {
      key: 'data_registro_extenso',
      phrases: ['DATA DO REGISTRO POR EXTENSO', 'DATA DO REGISTRO'],
      maxLines: 1,
    },
    {
      key: 'numero_dnv',
      phrases: ['NUMERO DA DECLARACAO DE NASCIDO VIVO', 'NUMERO DA DNV', 'N DA DNV', 'DNV'],
      maxLines: 1,
    },
  ],
  obito: [
    ...common,
    { key: 'cor', phrases: ['COR', 'COR/RACA'], maxLines: 1 },
    { key: 'estado_civil', phrases: ['ESTADO CIVIL'], maxLines: 1 },
    { key: 'idade', phrases: ['IDADE'], maxLines: 1 },
    { key: 'documento_identificacao', phrases: ['DOCUMENTO DE IDENTIFICACAO'], maxLines: 1 },
    { key: 'eleitor', phrases: ['ELEITOR'], maxLines: 1, optional: true },
    { key: 'residencia', phrases: ['RESIDENCIA', 'ULTIMA RESIDENCIA'], maxLines: 2 },
    {
      key: 'data_hora_falecimento_extenso',
      phrases: ['DATA E HORA DO FALECIMENTO POR EXTENSO', 'DATA DO FALECIMENTO POR EXTENSO'],
      maxLines: 2,
    },
    { key: 'data_falecimento', phrases: ['DATA DO FALECIMENTO', 'DATA DE FALECIMENTO'], maxLines: 1 },
    { key: 'hora_falecimento', phrases: ['HORA DO FALECIMENTO', 'HORA'], maxLines: 1 },
    { key: 'local_falecimento', phrases: ['LOCAL DO FALECIMENTO', 'LOCAL DE FALECIMENTO'], maxLines: 1 },
    { key: 'causa_morte', phrases: ['CAUSA DA MORTE', 'CAUSA MORTIS'], maxLines: 2 },
    {
      key: 'sepultamento_cremacao',
      phrases: ['SEPULTAMENTO/CREMACAO', 'LOCAL DE SEPULTAMENTO', 'SEPULTAMENTO', 'CREMACAO'],
      maxLines: 2,
    },
    { key: 'declarante', phrases: ['DECLARANTE'], maxLines: 1 },
    { key: 'medico', phrases: ['MEDICO', 'NOME E DOCUMENTO DO MEDICO', 'MEDICO ATESTANTE'], maxLines: 1 },
  ],
};
