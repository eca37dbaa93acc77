// Client-side checks mirror packages/shared's auth schemas, so users get the same words before sending.
const emailRe = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | null {
  return emailRe.test(value.trim()) ? null : 'Informe um e-mail válido.';
}

export function newPasswordError(value: string): string | null {
  if (value.length < 8) return 'A senha deve ter pelo menos 8 caracteres.';
  if (value.length > 200) return 'A senha deve ter no máximo 200 caracteres.';
  return null;
}

export function confirmError(password: string, confirm: string): string | null {
  return password === confirm ? null : 'As senhas não conferem.';
}
