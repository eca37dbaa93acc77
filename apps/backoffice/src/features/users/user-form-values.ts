import { type ManagedUser, type Role, roleRank, roles, type UserFuncao, type UserInput } from '@siao/shared';

export interface UserFormValues {
  name: string;
  email: string;
  cpf: string;
  phone: string;
  role: Role | null;
  client_id: string | null;
  /** a client user's job in the office (SiãoSeg audiences) */
  funcao: UserFuncao | null;
  active: boolean;
}

export const emptyUserForm: UserFormValues = {
  name: '',
  email: '',
  cpf: '',
  phone: '',
  role: null,
  client_id: null,
  funcao: null,
  active: true,
};

export const formFromUser = (u: ManagedUser): UserFormValues => ({
  name: u.name,
  email: u.email,
  cpf: u.cpf ?? '',
  phone: u.phone ?? '',
  role: u.role,
  client_id: u.client_id,
  funcao: u.funcao ?? null,
  active: u.active,
});

export const inputFromForm = (v: UserFormValues): UserInput => ({
  name: v.name,
  email: v.email,
  cpf: v.cpf,
  phone: v.phone,
  role: (v.role ?? '') as Role,
  client_id: v.role === 'cliente' ? v.client_id : null,
  funcao: v.role === 'cliente' ? v.funcao : null,
  active: v.active,
});

/** Roles the signed-in user may give: never above its own (an admin cannot create superadmins). */
export const assignableRoles = (mine: Role) => roles.filter((r) => roleRank[r] <= roleRank[mine]);
