import {
  competenciaLabel,
  faturaStatusLabels,
  formatDocument,
  type Page,
  roleLabels,
  SEARCH_GROUP_LIMIT,
  type SearchHit,
  type SearchResult,
} from '@siao/shared';
import type { AppDeps } from '../../deps';
import { type AuthContext, MANAGERS, STAFF } from '../../lib/auth/access';
import { listClientsPage } from '../clients/service';
import { listVisibleDocuments } from '../documents/service';
import { searchFaturas } from '../faturas/service';
import { listUsersPage } from '../users/admin-service';

const none = async <T>(): Promise<Page<T>> => ({ data: [], page: 1, limit: SEARCH_GROUP_LIMIT, total: 0 });
const first = { page: 1, limit: SEARCH_GROUP_LIMIT };

/**
 * Global search (Ctrl+K). Each group is that module's own list, with its own search and its own
 * scoping, so the search shows nothing its list would not: a `cliente` gets its faturas and the
 * documents it may see; clients only for staff (their screens are staff's); users only for
 * managers (the only roles with a Usuários screen). Faturas are found by número, and by their client's
 * name: the faturas of the clients the clients list matches (for a `cliente`, its own client only).
 */
export async function globalSearch(deps: AppDeps, auth: AuthContext, q: string): Promise<SearchResult> {
  const staff = STAFF.includes(auth.role);
  const numero = q.replace(/\D/g, '').slice(0, 15);
  // a name has letters ("nº 123" too, matching no client); digits alone are a número, not a client's CNPJ
  const named = /\p{L}/u.test(q);
  const clientMatch =
    staff || named ? listClientsPage(deps, auth, { ...first, q, sort: 'name' }) : none<never>();
  const [clientes, faturas, documentos, usuarios] = await Promise.all([
    staff ? clientMatch : none<never>(),
    clientMatch.then((matched) =>
      searchFaturas(deps.db, auth, {
        numero,
        clientIds: named ? matched.data.map((c) => c.id) : [],
        limit: SEARCH_GROUP_LIMIT,
      }),
    ),
    listVisibleDocuments(deps, auth, { ...first, q, sort: '-updated_at', trash: false }),
    MANAGERS.includes(auth.role) ? listUsersPage(deps, auth, { ...first, q, sort: 'name' }) : none<never>(),
  ]);
  const hit = (
    id: string,
    titulo: string,
    detalhe: string | null,
    clientId: string | null = null,
  ): SearchHit => ({
    id,
    titulo,
    detalhe,
    client_id: clientId,
  });
  return {
    clientes: clientes.data.map((c) => hit(c.id, c.legal_name, formatDocument(c.document))),
    faturas: faturas.map((f) =>
      hit(
        f.id,
        `Fatura nº ${String(f.numero).padStart(6, '0')}`,
        `${f.client_name} · ${competenciaLabel(f.competencia) ?? f.competencia} · ${faturaStatusLabels[f.status]}`,
        f.client_id,
      ),
    ),
    documentos: documentos.data.map((d) => hit(d.id, d.title, d.category)),
    usuarios: usuarios.data.map((u) => hit(u.id, u.name, `${u.email} · ${roleLabels[u.role]}`)),
  };
}
