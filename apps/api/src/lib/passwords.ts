import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane (@node-rs/argon2 defaults to argon2id).
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** Policy: at least 8 characters and not the e-mail itself. Returns a Portuguese reason or null. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < 8) return 'A senha deve ter pelo menos 8 caracteres.';
  if (password.trim().toLowerCase() === email.trim().toLowerCase())
    return 'A senha não pode ser igual ao e-mail.';
  return null;
}
