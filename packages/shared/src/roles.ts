// Roles and products with their labels, free of zod: the back-office's layout imports the labels
// without downloading the schemas (schemas/auth.ts re-exports them).
export const roles = ['superadmin', 'admin', 'operador', 'cliente'] as const;
export type Role = (typeof roles)[number];
export const roleLabels: Record<Role, string> = {
  superadmin: 'Superadministrador',
  admin: 'Administrador',
  operador: 'Operador',
  cliente: 'Cliente',
};
/** Higher rank may manage lower ranks (an admin cannot raise anyone above itself). */
export const roleRank: Record<Role, number> = { cliente: 0, operador: 1, admin: 2, superadmin: 3 };

/** Job ("função") of a client's user in the office: SiãoSeg journeys may target some of them. */
export const userFuncoes = [
  'tabeliao_oficial',
  'substituto',
  'escrevente',
  'auxiliar',
  'ti_encarregado',
] as const;
export type UserFuncao = (typeof userFuncoes)[number];
export const userFuncaoLabels: Record<UserFuncao, string> = {
  tabeliao_oficial: 'Tabelião/Oficial',
  substituto: 'Substituto',
  escrevente: 'Escrevente',
  auxiliar: 'Auxiliar',
  ti_encarregado: 'TI/Encarregado de dados',
};

export const products = ['siaoseg', 'siaogpt', 'servicos'] as const;
export type Product = (typeof products)[number];
export const productLabels: Record<Product, string> = {
  siaoseg: 'SiãoSeg',
  siaogpt: 'SiãoGPT',
  servicos: 'Serviços',
};
