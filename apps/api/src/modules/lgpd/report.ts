import {
  formatBRL,
  formatCpf,
  formatDateTime,
  type LgpdCategory,
  type LgpdRecord,
  type LgpdReport,
  type LgpdSearchResult,
  type LgpdSubject,
  lgpdRequestStatusLabels,
  lgpdRequestTypeLabels,
  lgpdRetentionRules,
  maskLgpdSubject,
  roleLabels,
} from '@siao/shared';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { subjectHash } from './pseudonym';
import {
  acceptancesOf,
  auditOf,
  clientsOf,
  cnibOf,
  faturasOf,
  learningOf,
  ocrJobsNaming,
  pagesNaming,
  requestsOfSubject,
  sessionsOf,
  threadsOf,
  usersOf,
} from './repository';

const when = (d: Date | null | undefined) => (d ? formatDateTime(d) : null);

/**
 * Everything held about one person, found from the identifier typed (CPF or e-mail) and widened once
 * by the accounts and pessoa-física clients it names (their CPF and e-mail). Nothing is matched by name:
 * a namesake is another person.
 */
export async function gatherPerson(db: Db | Tx, subject: LgpdSubject) {
  const first =
    subject.kind === 'cpf' ? { cpfs: [subject.value], emails: [] } : { cpfs: [], emails: [subject.value] };
  const userRows = await usersOf(db, first);
  const clientRows = await clientsOf(db, first);
  const cpfs = new Set(first.cpfs);
  const emails = new Set<string>(first.emails);
  for (const { user } of userRows) {
    if (user.cpf) cpfs.add(user.cpf);
    emails.add(user.email.toLowerCase());
  }
  for (const c of clientRows) {
    if (c.personType !== 'pf') continue;
    cpfs.add(c.document);
    if (c.email) emails.add(c.email.toLowerCase());
  }
  const who = { cpfs: [...cpfs], emails: [...emails] };
  const users = await usersOf(db, who);
  const clients = await clientsOf(db, who);
  const personClients = clients.filter((c) => c.personType === 'pf' && cpfs.has(c.document));
  const contactOf = clients.filter((c) => !personClients.includes(c));
  const userIds = users.map((u) => u.user.id);
  const needles = [...who.cpfs.flatMap((c) => [formatCpf(c), c]), ...who.emails];
  const ocr = await ocrJobsNaming(db, needles);
  const cnib = await cnibOf(db, who.cpfs);
  const names = new Set<string>();
  for (const { user } of users) names.add(user.name);
  for (const c of personClients) names.add(c.legalName);
  for (const { c } of cnib.consultations) if (c.nomeRazao) names.add(c.nomeRazao);
  return {
    who,
    users,
    userIds,
    personClients,
    contactOf,
    needles,
    ocr,
    cnib,
    /** full names (two words or more) found in the person's own records; used to scrub free text */
    names: [...names].filter((n) => n.trim().includes(' ')),
  };
}

export type Person = Awaited<ReturnType<typeof gatherPerson>>;

/** The records of each category (the report's body and the search's counts). */
async function recordsByCategory(
  db: Db | Tx,
  config: Config,
  subject: LgpdSubject,
  p: Person,
): Promise<Record<LgpdCategory, LgpdRecord[]>> {
  const ids = [...p.userIds, ...p.personClients.map((c) => c.id)];
  const [sessions, faturas, learning, audit, acceptances, threads, requests, pages] = await Promise.all([
    sessionsOf(db, p.userIds),
    faturasOf(
      db,
      p.personClients.map((c) => c.id),
    ),
    learningOf(db, p.userIds),
    auditOf(db, ids, p.needles),
    acceptancesOf(db, p.userIds),
    threadsOf(db, p.userIds),
    requestsOfSubject(db, subjectHash(config, subject)),
    pagesNaming(
      db,
      p.ocr.map((j) => j.id),
      p.needles,
    ),
  ]);
  const holds = (value: string) => p.needles.some((n) => value.includes(n));
  return {
    usuarios: p.users.map(({ user: u, clientName }) => ({
      Nome: u.name,
      'E-mail': u.email,
      CPF: u.cpf ? formatCpf(u.cpf) : null,
      Telefone: u.phone,
      Perfil: roleLabels[u.role],
      Cliente: clientName,
      Função: u.funcao,
      Ativo: u.active,
      'Foto de perfil': Boolean(u.avatarKey),
      'Criado em': when(u.createdAt),
      'Último acesso': when(u.lastLoginAt),
    })),
    sessoes: sessions.map((s) => ({
      IP: s.ip,
      Cidade: s.city,
      Navegador: s.userAgent,
      Início: when(s.createdAt),
      'Último uso': when(s.lastUsedAt),
      'Encerrada em': when(s.revokedAt),
    })),
    contatos_clientes: [
      ...p.personClients.map((c) => ({
        Nome: c.legalName,
        CPF: formatCpf(c.document),
        'E-mail': c.email,
        Telefone: c.phone,
        Endereço:
          [c.street, c.number, c.complement, c.district, c.city, c.uf, c.cep].filter(Boolean).join(', ') ||
          null,
        'Cliente desde': when(c.createdAt),
      })),
      ...p.contactOf.map((c) => ({
        'Contato do cliente': c.legalName,
        'E-mail': c.email,
        Telefone: c.phone,
      })),
    ],
    faturas: faturas.map((f) => ({
      Número: f.numero,
      Competência: f.competencia,
      Emissão: f.emissao,
      Vencimento: f.vencimento,
      Total: formatBRL(f.totalCentavos),
      Situação: f.status,
      'Pago em': f.pagoEm,
    })),
    alunos_siaoseg: [
      ...learning.enrollments.map(({ e, journey }) => ({
        Registro: 'Matrícula',
        Jornada: journey,
        'Matriculado em': when(e.enrolledAt),
        'Concluída em': when(e.completedAt),
      })),
      ...learning.attempts.map((a) => ({
        Registro: 'Tentativa de quiz',
        Número: a.number,
        'Iniciada em': when(a.startedAt),
        'Terminada em': when(a.finishedAt),
        'Nota (%)': a.scorePercent,
        Aprovado: a.passed,
      })),
      ...learning.certificates.map((c) => ({
        Registro: 'Certificado',
        Código: c.code,
        Nome: c.learnerName,
        CPF: c.cpfMasked,
        Jornada: c.journeyTitle,
        'Emitido em': when(c.issuedAt),
      })),
    ],
    certidoes: p.ocr.map((j) => ({
      Arquivo: j.fileName,
      Tipo: j.purpose === 'certidao' ? 'Certidão' : 'OCR',
      'Enviado em': when(j.createdAt),
      // only the fields that are the person's own: a certidão also names other people
      'Campos do titular':
        j.certidao?.fields
          .filter((f) => holds(String(f.value ?? '')))
          .map((f) => `${f.label}: ${f.value}`)
          .join('; ') || null,
      'Páginas em que aparece':
        pages
          .filter((pg) => pg.jobId === j.id)
          .map((pg) => pg.pageNo)
          .join(', ') || null,
    })),
    arquivos_ocr: p.ocr.map((j) => ({
      Arquivo: j.fileName,
      'Tamanho (bytes)': j.sizeBytes,
      'Enviado em': when(j.createdAt),
      'Arquivos apagados em': when(j.filesPurgedAt),
    })),
    cnib: [
      ...p.cnib.consultations.map(({ c, clientName }) => ({
        Registro: 'Consulta',
        Documento: c.document.length === 11 ? formatCpf(c.document) : c.document,
        'Nome devolvido pela ONR': c.nomeRazao,
        Indisponível: c.indisponivel,
        'Número de ordens': c.qtdOrdens,
        'Hash da ONR': c.hash,
        Cliente: clientName,
        'Consultado em': when(c.createdAt),
      })),
      ...p.cnib.watches.map((w) => ({ Registro: 'Monitoramento', 'Monitorado desde': when(w.createdAt) })),
      ...p.cnib.alerts.map((a) => ({ Registro: 'Alerta', Mensagem: a.message, Data: when(a.createdAt) })),
    ],
    // what was done and when; the details of an entry may name other people, so they stay out
    auditoria: audit.map((a) => ({
      Data: when(a.at),
      Ação: a.action,
      Registro: a.entity,
      'Feita pelo titular': p.userIds.includes(a.actorId ?? ''),
      IP: p.userIds.includes(a.actorId ?? '') ? a.ip : null,
    })),
    aceites_termos: acceptances.map(({ a, title }) => ({
      Documento: title,
      Versão: a.version,
      'Hash do texto': a.contentHash,
      'Aceito em': when(a.acceptedAt),
      IP: a.ip,
      Navegador: a.userAgent,
      Canal: a.channel,
    })),
    assistente_ia: threads.map((t) => ({
      Conversa: t.name,
      'Criada em': when(t.createdAt),
      Mensagens: t.messages,
    })),
    solicitacoes_lgpd: requests.map((r) => ({
      Tipo: lgpdRequestTypeLabels[r.type],
      'Aberta em': when(r.openedAt),
      Prazo: when(r.deadlineAt),
      Situação: lgpdRequestStatusLabels[r.status],
      Resultado: r.outcome,
    })),
  };
}

/** Where the person's data can be corrected: the existing edit screens. */
function correctionLinks(p: Person) {
  return [
    ...p.users.map(({ user }) => ({ rotulo: `Usuário ${user.email}`, caminho: `/users/${user.id}` })),
    ...[...p.personClients, ...p.contactOf].map((c) => ({
      rotulo: `Cliente ${c.legalName}`,
      caminho: `/client/${c.id}`,
    })),
  ];
}

export async function accessReport(
  db: Db | Tx,
  config: Config,
  subject: LgpdSubject,
  now: Date,
): Promise<LgpdReport> {
  const person = await gatherPerson(db, subject);
  const records = await recordsByCategory(db, config, subject, person);
  return {
    titular_mascarado: maskLgpdSubject(subject),
    gerado_em: now.toISOString(),
    categorias: lgpdRetentionRules.map((r) => ({
      categoria: r.categoria,
      rotulo: r.rotulo,
      base_legal: r.base_legal,
      retencao: r.retencao,
      ao_fim: r.ao_fim,
      registros: records[r.categoria],
    })),
    correcao: correctionLinks(person),
  };
}

export async function searchPerson(db: Db, config: Config, subject: LgpdSubject): Promise<LgpdSearchResult> {
  const person = await gatherPerson(db, subject);
  const records = await recordsByCategory(db, config, subject, person);
  return {
    titular_mascarado: maskLgpdSubject(subject),
    categorias: lgpdRetentionRules.map((r) => ({
      categoria: r.categoria,
      rotulo: r.rotulo,
      registros: records[r.categoria].length,
    })),
    correcao: correctionLinks(person),
  };
}
