import { genericErrors } from './errors-generic';
import { uiMessages } from './messages';

export { businessRefusalCodes, formatMessage } from './errors-generic';

/** The one wording of a file over a size limit; `{size}` comes from formatMegabytes (`35 MB`) or in KB. */
const FILE_OVER_LIMIT = 'O arquivo excede o limite de {size}.';

/**
 * The one error-code table of the product: code → HTTP status → Portuguese message.
 * The API throws AppError(code); the front ends show `message` as it arrives.
 * Add new codes here (grouped by area), never inline strings elsewhere; the generic codes (validation,
 * 401/403/404/500…) live in errors-generic.ts.
 */
export const errorCatalog = {
  ...genericErrors,
  // auth
  INVALID_CREDENTIALS: { status: 401, message: 'E-mail ou senha inválidos.' },
  // second factor (TOTP, recovery codes)
  MFA_ENROLMENT_REQUIRED: {
    status: 403,
    message:
      'A verificação em duas etapas é obrigatória para o seu perfil. Cadastre-a em "Meu perfil" para continuar.',
  },
  SECOND_STEP_INVALID: { status: 401, message: 'Código inválido ou já utilizado.' },
  SECOND_STEP_EXPIRED: {
    status: 401,
    message: 'A verificação em duas etapas expirou. Entre novamente com e-mail e senha.',
  },
  SECOND_FACTOR_CODE_INVALID: {
    status: 400,
    message: 'Código inválido ou já utilizado. Confira o horário do celular e tente novamente.',
  },
  SECOND_FACTOR_ALREADY_ENROLLED: {
    status: 409,
    message: 'O aplicativo autenticador já está cadastrado. Remova-o antes de cadastrar outro.',
  },
  SECOND_FACTOR_NOT_STARTED: {
    status: 409,
    message: 'Inicie o cadastro do aplicativo autenticador antes de confirmar o código.',
  },
  SECOND_FACTOR_NOT_ENROLLED: { status: 409, message: 'A verificação em duas etapas não está cadastrada.' },
  LOGIN_THROTTLED: {
    status: 429,
    message: 'Muitas tentativas de login. Tente novamente em {seconds} segundos.',
  },
  ACCOUNT_LOCKED: {
    status: 429,
    message:
      'Conta bloqueada temporariamente por excesso de tentativas. Tente novamente em {seconds} segundos.',
  },
  ACCOUNT_INACTIVE: { status: 403, message: 'Usuário inativo. Procure o administrador.' },
  CAPTCHA_REQUIRED: { status: 400, message: 'Confirme que você não é um robô e tente novamente.' },
  CAPTCHA_FAILED: { status: 400, message: 'Falha na verificação de segurança (reCAPTCHA). Tente novamente.' },
  INVALID_REFRESH_TOKEN: { status: 401, message: 'Sessão expirada. Entre novamente.' },
  SESSION_NOT_FOUND: { status: 404, message: 'Sessão não encontrada ou já encerrada.' },
  // profile photo (PNG, JPEG or WebP up to AVATAR_MAX_KB of ./constants)
  AVATAR_NOT_IMAGE: { status: 400, message: 'Envie a foto como imagem PNG, JPEG ou WebP.' },
  AVATAR_TYPE_NOT_ALLOWED: { status: 415, message: 'Envie a foto como imagem PNG, JPEG ou WebP.' },
  AVATAR_TOO_LARGE: { status: 413, message: FILE_OVER_LIMIT },
  WRONG_CURRENT_PASSWORD: { status: 400, message: 'A senha atual está incorreta.' },
  WEAK_PASSWORD: {
    status: 400,
    message: 'A senha deve ter pelo menos 8 caracteres e ser diferente do e-mail.',
  },
  RESET_TOKEN_INVALID: { status: 400, message: 'Link de redefinição inválido, expirado ou já utilizado.' },
  // personal access tokens ("Meu perfil › Tokens de acesso pessoal") and the MCP server
  PERSONAL_TOKEN_LIMIT: {
    status: 409,
    message: 'Você já tem 10 tokens de acesso pessoal ativos. Revogue um antes de criar outro.',
  },
  PERSONAL_TOKEN_NOT_FOUND: { status: 404, message: 'Token de acesso pessoal não encontrado.' },
  PERSONAL_TOKEN_INVALID: {
    status: 401,
    message: 'Token de acesso pessoal inválido, expirado ou revogado. Crie outro em Meu perfil.',
  },
  PERSONAL_TOKEN_NOT_ACCEPTED: {
    status: 401,
    message: 'Tokens de acesso pessoal só valem no servidor MCP (/api/mcp). Entre com e-mail e senha.',
  },
  PERSONAL_TOKEN_SCOPE: {
    status: 403,
    message: 'Este token de acesso pessoal não tem o escopo necessário para este recurso.',
  },
  MCP_METHOD_NOT_ALLOWED: {
    status: 405,
    message: 'O servidor MCP do Sião não tem sessão: envie as mensagens por POST.',
  },
  // passkeys (WebAuthn)
  PASSKEY_CHALLENGE_INVALID: {
    status: 400,
    message: 'O pedido da chave de acesso expirou ou já foi usado. Tente novamente.',
  },
  PASSKEY_REGISTRATION_FAILED: {
    status: 400,
    message:
      'Não foi possível cadastrar a chave de acesso. O dispositivo precisa confirmar sua identidade (PIN, digital ou rosto). Tente novamente.',
  },
  PASSKEY_ALREADY_REGISTERED: { status: 409, message: 'Esta chave de acesso já está cadastrada.' },
  PASSKEY_NOT_FOUND: { status: 404, message: 'Chave de acesso não encontrada.' },
  PASSKEY_INVALID: {
    status: 401,
    message: 'Chave de acesso não reconhecida. Tente novamente ou entre com e-mail e senha.',
  },
  TERMS_NOT_FOUND: { status: 404, message: 'Termo não encontrado.' },
  UNKNOWN_PRODUCT: { status: 404, message: 'Produto desconhecido.' },

  // ai: assistants, threads, converse-stream, documents, export, widget (issue 3)
  ASSISTANT_NOT_FOUND: { status: 404, message: 'Assistente não encontrado.' },
  ASSISTANT_INACTIVE: { status: 403, message: 'Este assistente está desativado.' },
  THREAD_NOT_FOUND: { status: 404, message: 'Conversa não encontrada.' },
  CONVERSE_LAST_NOT_USER: { status: 400, message: 'A última mensagem deve ser do usuário.' },
  AI_TOOL_NOT_ALLOWED: { status: 403, message: 'Você não tem permissão para usar esta ferramenta.' },
  AI_TOOL_TIMEOUT: { status: 504, message: 'A ferramenta demorou demais para responder.' },
  AI_TOOL_CONFIRMATION_INVALID: {
    status: 409,
    message: 'Esta confirmação expirou ou já foi usada. Peça a consulta novamente.',
  },
  REPLY_NOT_LAST: {
    status: 409,
    message: 'Só a última resposta da conversa pode ser gerada de novo (ela já pode ter sido substituída).',
  },
  MESSAGE_NOT_FOUND: { status: 404, message: 'Mensagem não encontrada.' },
  DOWNLOAD_LINK_INVALID: { status: 404, message: 'Link expirado ou inválido.' },
  FILE_TOO_LARGE: { status: 413, message: uiMessages.fileTooLarge },
  UNSUPPORTED_FILE_TYPE: {
    status: 415,
    message: 'Tipo de arquivo não suportado. Por favor, envie um arquivo válido.',
  },
  FILE_UNREADABLE: {
    status: 422,
    message: 'Não foi possível ler o arquivo "{name}". Verifique se ele não está corrompido.',
  },
  FILE_DESCRIPTION_REQUIRED: {
    status: 400,
    message: 'Por favor, adicione uma descrição para todos os arquivos.',
  },
  FILE_DESCRIPTION_TOO_LONG: { status: 400, message: 'A descrição deve ter no máximo 255 caracteres.' },
  INSTRUCTION_REQUIRED: { status: 400, message: 'Descreva como deseja que o assistente utilize os arquivos' },
  EMPTY_MESSAGE: { status: 400, message: 'A mensagem não pode ficar vazia.' },
  AI_QUOTA_EXCEEDED: {
    status: 429,
    message:
      'O limite mensal de uso do assistente de IA foi atingido ({used} de {quota} tokens). Procure o administrador para ampliar a cota.',
  },
  AI_RATE_LIMITED: {
    status: 429,
    message: 'Você enviou muitas mensagens em pouco tempo. Aguarde {seconds} segundos e tente novamente.',
  },
  EXPORT_UNSUPPORTED_EXTENSION: {
    status: 400,
    message: 'Formato de exportação não suportado. Use .pdf, .docx ou .xml.',
  },
  EXPORT_FAILED: { status: 500, message: 'Não foi possível gerar o arquivo exportado. Tente novamente.' },
  WIDGET_API_KEY_INVALID: { status: 401, message: 'Chave de API inválida ou revogada.' },
  WIDGET_ORIGIN_NOT_ALLOWED: { status: 403, message: 'Origem não autorizada para este cliente.' },
  WIDGET_DEMO_DISABLED: { status: 404, message: 'A demonstração do widget não está habilitada.' },

  // clients and users (issue 5: clients-users)
  // optimistic concurrency: an edit names the version it loaded (clients, users)
  EDICAO_CONFLITANTE: {
    status: 409,
    message: 'Este registro foi alterado por outra pessoa. Recarregue a página para ver a versão atual.',
  },
  CLIENT_DOCUMENT_TAKEN: { status: 409, message: 'Já existe um cliente com este CPF/CNPJ: {name}.' },
  CLIENT_HAS_RECORDS: {
    status: 409,
    message:
      'Este cliente possui registros vinculados (usuários, faturas ou documentos) e não pode ser excluído. Desative-o.',
  },
  CLIENT_DEACTIVATE_FORBIDDEN: { status: 403, message: 'Apenas administradores podem desativar clientes.' },
  EXPORT_TOO_LARGE: {
    status: 422,
    message: 'A exportação está limitada a {max} linhas. Refine os filtros e tente novamente.',
  },
  USER_EMAIL_TAKEN: { status: 409, message: 'Já existe um usuário com este e-mail: {name}.' },
  USER_CLIENT_REQUIRED: { status: 400, message: 'Selecione o cliente do usuário.' },
  USER_CLIENT_NOT_FOUND: { status: 400, message: 'Cliente não encontrado.' },
  USER_ROLE_FORBIDDEN: { status: 403, message: 'Você não pode atribuir um perfil acima do seu.' },
  USER_MANAGE_FORBIDDEN: { status: 403, message: 'Você não tem permissão para alterar este usuário.' },
  LAST_SUPERADMIN: {
    status: 409,
    message: 'Não é possível desativar ou rebaixar o último superadministrador ativo.',
  },
  USER_SELF_CHANGE: {
    status: 409,
    message: 'Você não pode desativar o próprio usuário nem alterar o próprio perfil de acesso.',
  },
  USER_INVITE_NOT_PENDING: {
    status: 409,
    message: 'Este usuário já definiu a senha. Para trocar a senha, use "Esqueci minha senha".',
  },
  USER_INACTIVE: { status: 409, message: 'O usuário está inativo. Ative-o antes de enviar o convite.' },

  // faturas (issue 5: faturas-reports)
  FATURA_NOT_OPEN: { status: 409, message: 'Só é possível alterar uma fatura em aberto.' },
  FATURA_ALREADY_PAID: { status: 409, message: 'Esta fatura já está paga.' },
  FATURA_PAID_CANNOT_CANCEL: { status: 409, message: 'Uma fatura paga não pode ser cancelada.' },
  FATURA_CANCELLED: { status: 409, message: 'Esta fatura está cancelada.' },
  FATURA_PAID_NOT_EDITABLE: { status: 409, message: 'Esta fatura já está paga e não pode ser alterada.' },
  FATURA_CANCELLED_NOT_EDITABLE: {
    status: 409,
    message: 'Esta fatura está cancelada e não pode ser alterada.',
  },
  FATURA_NOT_PAID: { status: 409, message: 'Só é possível estornar o pagamento de uma fatura paga.' },
  FATURA_TOTAL_TOO_LARGE: { status: 400, message: 'O total da fatura excede o limite de R$ 10.000.000,00.' },
  FATURA_DUE_BEFORE_ISSUE: { status: 400, message: 'O vencimento não pode ser anterior à emissão.' },
  FATURA_PAYMENT_IN_FUTURE: { status: 400, message: 'A data do pagamento não pode estar no futuro.' },
  FATURA_PAYMENT_BEFORE_ISSUE: {
    status: 400,
    message: 'A data do pagamento não pode ser anterior à emissão da fatura.',
  },
  FATURA_CLIENT_NOT_FOUND: { status: 400, message: 'Cliente não encontrado.' },
  FATURA_CLIENT_INACTIVE: { status: 422, message: 'O cliente está inativo: não é possível emitir faturas.' },
  FATURA_CLIENT_NO_EMAIL: {
    status: 422,
    message: 'O cliente não tem e-mail cadastrado. Cadastre o e-mail no cliente e tente novamente.',
  },

  // documents and terms (issue 5, documents-terms)
  DOCUMENT_NOT_FOUND: { status: 404, message: 'Documento não encontrado.' },
  DOCUMENT_FILE_REQUIRED: { status: 400, message: 'Escolha o arquivo do documento.' },
  DOCUMENT_TOO_LARGE: { status: 413, message: FILE_OVER_LIMIT },
  DOCUMENT_TYPE_NOT_ALLOWED: {
    status: 415,
    message:
      'Tipo de arquivo não permitido. Envie PDF, DOC, DOCX, XLS, XLSX, CSV, TXT, MD, JPG ou PNG (o tipo é conferido pelo conteúdo do arquivo).',
  },
  DOCUMENT_VERSION_NOT_FOUND: { status: 404, message: 'Versão do documento não encontrada.' },
  DOCUMENT_IN_TRASH: { status: 409, message: 'O documento está na lixeira. Restaure-o antes de alterá-lo.' },
  DOCUMENT_NOT_IN_TRASH: { status: 409, message: 'O documento não está na lixeira.' },
  DOCUMENT_CLIENT_UNKNOWN: { status: 400, message: 'Um dos clientes escolhidos não existe.' },
  DOCUMENT_MULTIPART_REQUIRED: { status: 415, message: 'Envie o arquivo como multipart/form-data.' },
  DOCUMENT_ONE_FILE: { status: 400, message: 'Envie um arquivo por vez.' },
  TERMS_CONTENT_EMPTY: { status: 400, message: 'O conteúdo não pode ficar vazio.' },
  TERMS_ALREADY_PUBLISHED: {
    status: 409,
    message: 'Este termo já tem versões publicadas e não pode ser excluído; publique uma nova versão.',
  },
  TERMS_SAME_CONTENT: {
    status: 409,
    message: 'O conteúdo é idêntico ao da versão publicada {version}. Altere o texto antes de publicar.',
  },
  // background jobs (production-runtime issue)
  JOB_NOT_FOUND: { status: 404, message: 'Tarefa não encontrada.' },

  // hostile files (issue 11, secfiles): refused before any decoder sees them
  FILE_IMAGE_TOO_LARGE: {
    status: 422,
    message:
      'A imagem "{name}" tem dimensões grandes demais ({width} × {height} pixels). O limite é de {max} megapixels, com no máximo {side} pixels de lado.',
  },
  FILE_ARCHIVE_TOO_LARGE: {
    status: 422,
    message:
      'O arquivo "{name}" foi recusado: descompactado, ele passaria de {max} ou tem uma taxa de compressão suspeita.',
  },
  FILE_PROCESSING_FAILED: {
    status: 422,
    message:
      'Não foi possível processar o arquivo "{name}": a leitura falhou ou excedeu os limites de tempo e memória. Verifique o arquivo ou envie um menor.',
  },
  // SiãoSeg learning (issue 12)
  JOURNEY_NOT_FOUND: { status: 404, message: 'Jornada não encontrada.' },
  TRAIL_NOT_FOUND: { status: 404, message: 'Trilha não encontrada.' },
  QUIZ_NOT_FOUND: { status: 404, message: 'Quiz não encontrado.' },
  QUESTION_NOT_FOUND: { status: 404, message: 'Pergunta não encontrada.' },
  STEP_NOT_FOUND: { status: 404, message: 'Etapa não encontrada.' },
  STEP_LOCKED: { status: 409, message: 'Conclua as etapas anteriores antes desta.' },
  STEP_DONE_BY_QUIZ: { status: 409, message: 'Esta etapa é concluída ao ser aprovado no quiz.' },
  REORDER_MISMATCH: { status: 400, message: 'A nova ordem deve conter exatamente os itens atuais.' },
  QUIZ_EMPTY: { status: 409, message: 'Este quiz ainda não tem perguntas.' },
  QUIZ_IN_USE: { status: 409, message: 'Este quiz está em uso em uma trilha ou já tem tentativas.' },
  ATTEMPT_NOT_FOUND: { status: 404, message: 'Tentativa não encontrada.' },
  ATTEMPT_CLOSED: { status: 409, message: 'Esta tentativa já foi encerrada.' },
  ATTEMPT_TIME_OVER: {
    status: 409,
    message: 'O tempo desta tentativa acabou. As respostas salvas até o prazo foram corrigidas.',
  },
  // SiãoSeg content (issue 12, documents and staff)
  JOURNEY_COVER_TYPE_NOT_ALLOWED: { status: 415, message: 'Envie a capa como imagem JPEG, PNG ou WebP.' },
  ISSUER_LOGO_TYPE_NOT_ALLOWED: { status: 415, message: 'Envie o logotipo como imagem PNG ou JPEG.' },
  LEARNING_DOCUMENT_NOT_FOUND: { status: 404, message: 'Documento do SiãoSeg não encontrado.' },
  LEARNING_DOCUMENT_IN_USE: {
    status: 409,
    message: 'Este documento é usado em uma etapa de trilha. Troque o documento da etapa antes de excluí-lo.',
  },
  ATTEMPTS_EXHAUSTED: { status: 409, message: 'Você já usou todas as tentativas deste quiz.' },
  ATTEMPT_QUESTION_UNKNOWN: { status: 400, message: 'Esta pergunta não faz parte da tentativa.' },
  CERTIFICATE_NOT_FOUND: { status: 404, message: 'Certificado não encontrado.' },
  CERTIFICATE_REVOKED: { status: 409, message: 'Este certificado já foi revogado.' },
  // SiãoSeg quiz engine (issue 12, segquiz)
  QUIZ_CLOSED: { status: 409, message: 'Este quiz está fechado: não aceita novas tentativas.' },
  LEARNER_NOT_FOUND: { status: 404, message: 'Aluno não encontrado.' },
  ACCOMMODATION_NOT_FOUND: { status: 404, message: 'Este aluno não tem adaptação neste quiz.' },
  QUESTION_VERSION_NOT_FOUND: { status: 404, message: 'Versão da pergunta não encontrada.' },
  // services and CNIB (issue 16)
  SERVICES_DISABLED: {
    status: 503,
    message:
      'Os serviços estão desativados: o servidor ainda não foi configurado para guardar as credenciais com segurança. Procure o suporte do Sião.',
  },
  SERVICE_NOT_CONTRACTED: {
    status: 403,
    message: 'Este serviço não está contratado para o seu cartório. Fale com o Sião para contratá-lo.',
  },
  CNIB_NOT_CONFIGURED: {
    status: 422,
    message:
      'As credenciais da API Serventias (ONR) ainda não foram configuradas para este cliente. Configure-as no painel "Credenciais da ONR".',
  },
  CNIB_CLIENT_REQUIRED: { status: 400, message: 'Selecione o cliente em nome de quem a consulta é feita.' },
  CNIB_AUTH_FAILED: {
    status: 422,
    message:
      'A ONR recusou as credenciais deste cliente (client id, client secret ou escopo). Confira as credenciais da API Serventias.',
  },
  CNIB_UNAVAILABLE: {
    status: 503,
    message: 'A ONR não respondeu à consulta ({reason}). Tente novamente em alguns minutos.',
  },
  CNIB_UNCONFIRMED: {
    status: 503,
    message:
      'A ONR não confirmou a consulta ({reason}): ela pode ter sido registrada (e cobrada) lá. Confira pela reconsulta do documento antes de consultar de novo.',
  },
  CNIB_REFUSED: { status: 422, message: '{message}' },
  CNIB_NOT_FOUND: { status: 404, message: 'Consulta à CNIB não encontrada.' },
  CNIB_NO_HASH: { status: 409, message: 'Esta consulta não tem hash da ONR e não pode ser reconferida.' },
  CNIB_RECEIPT_NOT_FOUND: { status: 404, message: 'Comprovante não encontrado ou inválido.' },
  // LGPD: data subjects' requests
  LGPD_REQUEST_NOT_FOUND: { status: 404, message: 'Solicitação não encontrada.' },
  LGPD_SUBJECT_MISMATCH: {
    status: 422,
    message: 'O CPF ou e-mail informado não é o do titular desta solicitação.',
  },
  LGPD_REQUEST_CLOSED: { status: 409, message: 'Esta solicitação já foi encerrada.' },
  LGPD_WRONG_TYPE: {
    status: 409,
    message: 'Só uma solicitação de anonimização ou de eliminação permite anonimizar os dados.',
  },
  CNIB_SHEET_TOO_LARGE: {
    status: 413,
    message: `${FILE_OVER_LIMIT} Deixe só as colunas de CPF/CNPJ e nome, ou divida o lote em mais de uma planilha.`,
  },
  CNIB_SHEET_TYPE: { status: 415, message: 'Envie a lista como planilha do Excel (.xlsx).' },
  CNIB_SHEET_TOO_MUCH_TEXT: {
    status: 422,
    message:
      'A planilha "{name}" tem texto demais para um lote (mais de {max} KB nas células). Deixe só as colunas de CPF/CNPJ e nome.',
  },

  // services: OCR and OCR de certidões (issue 13)
  OCR_JOB_NOT_FOUND: { status: 404, message: 'Processamento de OCR não encontrado.' },
  OCR_FILE_REQUIRED: { status: 400, message: 'Escolha ao menos um arquivo (PDF, JPG, PNG ou TIFF).' },
  OCR_FILE_TOO_LARGE: { status: 413, message: FILE_OVER_LIMIT },
  OCR_FILE_UNSUPPORTED: {
    status: 415,
    message: 'Tipo de arquivo não suportado. Envie PDF, JPG, PNG ou TIFF (o tipo é conferido pelo conteúdo).',
  },
  OCR_FILE_UNREADABLE: {
    status: 422,
    message: 'Não foi possível ler a imagem. Verifique se o arquivo não está corrompido.',
  },
  OCR_PDF_ENCRYPTED: {
    status: 422,
    message: 'O PDF está protegido por senha. Envie uma cópia sem proteção.',
  },
  OCR_PDF_DAMAGED: { status: 422, message: 'O PDF está danificado e não pôde ser aberto.' },
  OCR_PDF_EMPTY: { status: 422, message: 'O PDF não tem páginas.' },
  OCR_PDF_PAGE_TOO_LARGE: {
    status: 422,
    message:
      'O PDF tem uma página grande demais para ler: a página {page} mede {width} × {height} pontos ({pixels} megapixels a {dpi} dpi). O limite é de {max} megapixels por página.',
  },
  OCR_TOO_MANY_PAGES: { status: 422, message: 'O arquivo tem mais de {max} páginas, o limite do OCR.' },
  OCR_NOT_READY: { status: 409, message: 'O OCR deste arquivo ainda não terminou.' },
  OCR_FILES_PURGED: {
    status: 410,
    message: 'Os arquivos deste processamento já foram apagados (prazo de retenção). O registro foi mantido.',
  },
  OCR_PAGE_NOT_FOUND: { status: 404, message: 'Página não encontrada.' },
  OCR_BATCH_NOT_FOUND: { status: 404, message: 'Lote de certidões não encontrado.' },
  OCR_BATCH_NOT_READY: { status: 409, message: 'Nenhuma certidão deste lote terminou o OCR ainda.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export interface ErrorBody {
  error: { code: ErrorCode | string; message: string; details?: FieldError[] };
}

export interface FieldError {
  /** dotted path of the field, e.g. `address.cep` */
  field: string;
  message: string;
  /** id of the record that already holds this value (a duplicate), so the form can link to it */
  existing_id?: string;
}
