import {
  Alert,
  Button,
  Divider,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import type { UpdateProfileInput } from '@siao/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { MaskedInput } from '../../components/masked-input';
import { useCurrentUser } from '../../lib/auth/session';
import { toast } from '../../lib/dialogs';
import { isApiError } from '../../lib/http/api-error';
import { AvatarField } from './avatar-field';
import { useUpdateProfile } from './profile-api';
import { profileFormErrors } from './profile-validation';

type Errors = Partial<
  Record<'name' | 'phone' | 'avatar' | 'current_password' | 'new_password' | 'confirm', string>
>;

export function ProfilePage() {
  const user = useCurrentUser();
  const update = useUpdateProfile();
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phone ?? '');
  /** undefined = unchanged, null = remove, string = new data URL */
  const [avatar, setAvatar] = useState<string | null | undefined>(undefined);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const initials = user.name.trim().charAt(0).toUpperCase();
  const avatarSrc = avatar === undefined ? user.avatar_url : avatar;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const local = profileFormErrors({ name, phone, currentPassword, newPassword, confirm });
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const input: UpdateProfileInput = { name: name.trim(), phone: phone || null };
    if (avatar !== undefined) input.avatar = avatar;
    if (newPassword) Object.assign(input, { current_password: currentPassword, new_password: newPassword });
    update.mutate(input, {
      onSuccess: () => {
        toast.success(
          newPassword ? 'Perfil e senha atualizados com sucesso.' : 'Perfil atualizado com sucesso.',
        );
        setAvatar(undefined);
        setCurrentPassword('');
        setNewPassword('');
        setConfirm('');
      },
      // Typed values stay in the form; only the messages change.
      onError: (error) => {
        const fields: Errors = isApiError(error) ? error.fieldErrors() : {};
        if (isApiError(error) && error.code === 'WRONG_CURRENT_PASSWORD' && !fields.current_password) {
          fields.current_password = error.message;
        }
        setErrors(fields);
        if (Object.keys(fields).length === 0) setFormError(error.message);
      },
    });
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
      <form onSubmit={onSubmit} noValidate data-testid="profile-form">
        <Stack gap="lg">
          {formError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {formError}
            </Alert>
          )}
          <AvatarField src={avatarSrc} fallback={initials} error={errors.avatar} onChange={setAvatar} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Nome"
              required
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={errors.name}
              autoComplete="name"
            />
            <TextInput
              label="E-mail"
              value={user.email}
              readOnly
              disabled
              description="Para alterar o e-mail, fale com o administrador."
            />
            <MaskedInput
              kind="phone"
              label="Telefone"
              value={phone}
              onChange={setPhone}
              error={errors.phone}
              autoComplete="tel"
            />
          </SimpleGrid>
          <Divider />
          <Title order={2} fz="h4">
            Alterar senha
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PasswordInput
              label="Senha atual"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.currentTarget.value)}
              error={errors.current_password}
            />
            <PasswordInput
              label="Nova senha"
              description="Pelo menos 8 caracteres."
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => setNewPassword(e.currentTarget.value)}
              error={errors.new_password}
            />
            <PasswordInput
              label="Confirmar nova senha"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              error={errors.confirm}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} data-testid="profile-submit">
              Salvar alterações
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
