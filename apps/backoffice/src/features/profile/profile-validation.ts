interface ProfileForm {
  name: string;
  /** digits only */
  phone: string;
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

/** Messages of the profile form before it is sent; the server checks the same again. */
export function profileFormErrors(f: ProfileForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (f.name.trim().length < 2) errors.name = 'Informe o nome completo.';
  if (f.phone && f.phone.length !== 10 && f.phone.length !== 11) {
    errors.phone = 'Informe o telefone com DDD (10 ou 11 dígitos).';
  }
  if (f.newPassword || f.currentPassword || f.confirm) {
    if (!f.currentPassword) errors.current_password = 'Informe a senha atual para definir uma nova senha.';
    if (!f.newPassword) errors.new_password = 'Informe a nova senha.';
    else if (f.newPassword.length < 8) errors.new_password = 'A senha deve ter pelo menos 8 caracteres.';
    if (f.newPassword !== f.confirm) errors.confirm = 'As senhas não conferem.';
  }
  return errors;
}
