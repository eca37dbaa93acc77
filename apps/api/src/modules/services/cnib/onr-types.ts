/** ONR "API Serventias" v2 payloads, as the API sends them (field names are ONR's). */
export interface OnrDadosUsuario {
  hash: string;
  data: string;
  nome?: string;
  documento?: string;
  organizacao?: string;
  filtros?: unknown;
}

export interface OnrConsultaData {
  documento: string;
  nomeRazao: string | null;
  indisponivel: boolean;
  qtdOrdens: number;
  protocolos: unknown[];
  dados_usuario: OnrDadosUsuario;
}

export interface OnrNotification {
  title?: string;
  reason?: string;
}

export interface OnrEnvelope {
  identifierRequest?: string;
  success: boolean;
  message?: string | null;
  status?: number;
  data?: OnrConsultaData | null;
  notifications?: OnrNotification[] | null;
}

export type OnrQuery = { cpf_usuario: string; documento: string } | { cpf_usuario: string; hash: string };

/** `ok`: ONR answered with data; `refused`: ONR answered with notifications (bad document…). */
export type OnrOutcome =
  | { kind: 'ok'; data: OnrConsultaData; envelope: OnrEnvelope }
  | { kind: 'refused'; message: string; envelope: OnrEnvelope };
