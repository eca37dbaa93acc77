import { z } from 'zod';
import { authMessages } from '../messages';
import { phoneSchema } from '../validators/zod-schemas';
import { blankToNull, emailField } from './fields';

// roles and products live in a zod-free module (screens import their labels without zod)
export * from '../roles';

import { products, roles, userFuncoes } from '../roles';

const email = emailField;
const password = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired })
  .max(200);
const newPassword = z
  .string({ error: 'Informe a nova senha.' })
  .min(8, { error: 'A senha deve ter pelo menos 8 caracteres.' })
  .max(200, { error: 'A senha deve ter no máximo 200 caracteres.' });

export const loginSchema = z.object({
  email,
  password,
  captcha_token: z.string().max(4000).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  cpf: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role: z.enum(roles),
  client_id: z.string().nullable(),
  client_name: z.string().nullable(),
  /** a client user's job in the office (SiãoSeg audiences); null for staff or when not informed */
  funcao: z.enum(userFuncoes).nullable().optional(),
  products: z.array(z.enum(products)),
  active: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  /** GET /api/me: this session must enrol a second factor before reaching anything else */
  second_factor_enrolment_required: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const sessionTokensSchema = z.object({
  token: z.string(),
  gpt_token: z.string(),
  refresh_token: z.string(),
  /** seconds until `token` expires */
  expires_in: z.number(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

export const loginResponseSchema = sessionTokensSchema.extend({ user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshSchema = z.object({ refresh_token: z.string().min(1).max(500) });

export const updateProfileSchema = z
  .object({
    name: z.string().trim().min(2, { error: 'Informe o nome completo.' }).max(120),
    /** absent: unchanged; blank or null: removed; otherwise the shared phone rule (stored as digits) */
    phone: blankToNull(phoneSchema).optional(),
    /** data URL (image/png, image/jpeg or image/webp, at most 512 KB) or null to remove */
    avatar: z.string().max(800_000).nullable().optional(),
    current_password: z.string().max(200).optional(),
    new_password: newPassword.optional(),
  })
  .refine((v) => !v.new_password || !!v.current_password, {
    error: 'Informe a senha atual para definir uma nova senha.',
    path: ['current_password'],
  });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const resetPasswordSchema = z.object({ email });
export const resetPasswordTokenSchema = z.object({
  token: z.string().min(10).max(200),
  password: newPassword,
});

export const termsAcceptanceSchema = z.object({
  terms_id: z.string().min(1),
  version: z.number().int().positive(),
});
export type TermsAcceptanceInput = z.infer<typeof termsAcceptanceSchema>;

export const publicConfigSchema = z.object({
  app_name: z.string(),
  recaptcha_site_key: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** One live session of the signed-in user ("Meu perfil › Sessões"). */
export const userSessionSchema = z.object({
  id: z.string(),
  /** e.g. "Chrome no Windows"; "Dispositivo desconhecido" when the user agent says nothing we know */
  device: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string().nullable(),
  /** no geolocation database is installed: always null today, the screen says "Cidade desconhecida" */
  city: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** the session that made this request */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

export const endedSessionsSchema = z.object({ ended: z.number().int() });
