import {
  Button,
  Divider,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Tabs,
  TextInput,
  Title,
} from '@mantine/core';
import { type UpdateProfileInput, updateProfileSchema } from '@siao/shared';
import { useState } from 'react';
import { FormFailure } from '../../components/forms/form-failure';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { MaskedInput } from '../../components/masked-input';
import { useCurrentUser } from '../../lib/auth/session';
import { toast } from '../../lib/dialogs';
import { AvatarField } from './avatar-field';
import { PasskeysSection } from './passkeys-section';
import { PersonalTokensPanel } from './personal-tokens-panel';
import { useUpdateProfile } from './profile-api';
import { SecondFactorSection } from './second-factor-section';
import { SessionsPanel } from './sessions-panel';

interface ProfileValues {
  name: string;
  /** digits only */
  phone: string;
  current_password: string;
  new_password: string;
  confirm: string;
}

/** The payload of PUT /api/me/profile (the avatar is added apart: it changes on its own). */
const toPayload = (v: ProfileValues): UpdateProfileInput => ({
  name: v.name,
  phone: v.phone || null,
  ...(v.new_password || v.current_password
    ? { current_password: v.current_password, new_password: v.new_password || undefined }
    : {}),
});

/** What only the form knows: the confirmation, and a password change begun without the new one. */
function passwordChecks(v: ProfileValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if ((v.current_password || v.confirm) && !v.new_password) errors.new_password = 'Informe a nova senha.';
  if (v.new_password !== v.confirm) errors.confirm = 'As senhas não conferem.';
  return errors;
}

export function ProfilePage() {
  return (
    <Tabs defaultValue="dados" keepMounted={false} maw={760}>
      <Tabs.List mb="md">
        <Tabs.Tab value="dados">Dados</Tabs.Tab>
        <Tabs.Tab value="sessoes">Sessões</Tabs.Tab>
        <Tabs.Tab value="tokens">Tokens de acesso</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="dados">
        <ProfileForm />
      </Tabs.Panel>
      <Tabs.Panel value="sessoes">
        <SessionsPanel />
      </Tabs.Panel>
      <Tabs.Panel value="tokens">
        <PersonalTokensPanel />
      </Tabs.Panel>
    </Tabs>
  );
}

function ProfileForm() {
  const user = useCurrentUser();
  const update = useUpdateProfile();
  /** undefined = unchanged, null = remove, string = new data URL */
  const [avatar, setAvatar] = useState<string | null | undefined>(undefined);
  const form = useSchemaForm({
    initial: {
      name: user.name,
      phone: user.phone ?? '',
      current_password: '',
      new_password: '',
      confirm: '',
    },
    schema: updateProfileSchema,
    toPayload,
    check: passwordChecks,
    onSubmit: async (_payload, v) => {
      const input = toPayload(v);
      if (avatar !== undefined) input.avatar = avatar;
      await update.mutateAsync(input);
      toast.success(
        v.new_password
          ? 'Perfil e senha atualizados com sucesso. As outras sessões foram encerradas.'
          : 'Perfil atualizado com sucesso.',
      );
      setAvatar(undefined);
      form.setValues((cur) => ({ ...cur, current_password: '', new_password: '', confirm: '' }));
    },
  });
  const { errors } = form;

  const initials = user.name.trim().charAt(0).toUpperCase();
  const avatarSrc = avatar === undefined ? user.avatar_url : avatar;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
        <form {...form.formProps} data-testid="profile-form">
          <Stack gap="lg">
            <FormFailure failure={form.failure} />
            <AvatarField src={avatarSrc} fallback={initials} error={errors.avatar} onChange={setAvatar} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Nome" required {...form.text('name')} autoComplete="name" />
              <TextInput
                label="E-mail"
                value={user.email}
                readOnly
                disabled
                description="Para alterar o e-mail, fale com o administrador."
              />
              <MaskedInput kind="phone" label="Telefone" {...form.field('phone')} autoComplete="tel" />
            </SimpleGrid>
            <Divider />
            <Title order={2} fz="h4">
              Alterar senha
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <PasswordInput
                label="Senha atual"
                autoComplete="current-password"
                {...form.text('current_password')}
              />
              <PasswordInput
                label="Nova senha"
                description="Pelo menos 8 caracteres."
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                autoComplete="new-password"
                {...form.text('new_password')}
              />
              <PasswordInput
                label="Confirmar nova senha"
                autoComplete="new-password"
                {...form.text('confirm')}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={form.saving} data-testid="profile-submit">
                Salvar alterações
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <PasskeysSection />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <SecondFactorSection />
      </Paper>
    </Stack>
  );
}
