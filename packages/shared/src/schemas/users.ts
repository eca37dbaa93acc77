import { z } from 'zod';
import { cpfSchema, phoneSchema } from '../validators/zod-schemas';
import { roles, userFuncoes, userSchema } from './auth';
import { versionSchema } from './common';
import { blankToNull, blankToUndefined, emailField } from './fields';

const uuid = z.uuid({ error: 'Cliente inválido.' });

/** Staff edit payload; passwords are never typed here — the user sets one through the invitation. */
export const userInputSchema = z
  .object({
    name: z
      .string({ error: 'Informe o nome completo.' })
      .trim()
      .min(2, { error: 'Informe o nome completo.' })
      .max(120, { error: 'O nome deve ter no máximo 120 caracteres.' }),
    email: emailField,
    cpf: blankToNull(cpfSchema),
    phone: blankToNull(phoneSchema),
    role: z.enum(roles, { error: 'Selecione o perfil de acesso.' }),
    client_id: blankToNull(uuid),
    /** a client user's job (SiãoSeg audiences); absent keeps the stored one */
    funcao: blankToNull(z.enum(userFuncoes, { error: 'Selecione uma função da lista.' })).optional(),
    active: z.boolean({ error: 'Informe se o usuário está ativo.' }).default(true),
  })
  .superRefine((value, ctx) => {
    if (value.role === 'cliente' && !value.client_id)
      ctx.addIssue({ code: 'custom', path: ['client_id'], message: 'Selecione o cliente do usuário.' });
  })
  // staff belong to no client: a stray client_id from the form is dropped, not stored
  .transform((value) => ({
    ...value,
    client_id: value.role === 'cliente' ? value.client_id : null,
    funcao: value.role === 'cliente' ? value.funcao : null,
  }));
export type UserInput = z.input<typeof userInputSchema>;
export type UserValues = z.output<typeof userInputSchema>;

export const createUserSchema = z.intersection(
  userInputSchema,
  z.object({ send_invite: z.boolean().default(true) }),
);
export type CreateUserInput = z.input<typeof createUserSchema>;
/** A staff edit: the values plus the version the form loaded. */
export const editUserSchema = z.intersection(userInputSchema, versionSchema);
export type EditUserInput = z.input<typeof editUserSchema>;

/** What staff see of a user: the profile plus whether the invitation is still pending. */
export const managedUserSchema = userSchema.extend({ invitation_pending: z.boolean(), version: z.number() });
export type ManagedUser = z.infer<typeof managedUserSchema>;

const userSortFields = ['name', 'email', 'role', 'last_login_at', 'created_at'] as const;

export const userListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${userSortFields.join('|')})$`), { error: 'Ordenação inválida.' })
    .default('name'),
  q: z.string().trim().max(200).optional(),
  role: blankToUndefined(z.enum(roles, { error: 'Perfil inválido.' })),
  client_id: blankToUndefined(uuid),
  active: blankToUndefined(z.enum(['true', 'false'], { error: 'Filtro inválido.' })),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const invitationResultSchema = z.object({ message: z.string(), expires_at: z.string() });
