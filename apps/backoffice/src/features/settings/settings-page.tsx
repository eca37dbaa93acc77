import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  formatDateTime,
  type PlatformSettings,
  type PlatformSettingsInput,
  parsePixKey,
  pixKeyKindLabels,
  platformSettingsInputSchema,
} from '@siao/shared';
import type { ReactNode } from 'react';
import { FormFailure } from '../../components/forms/form-failure';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { MaskedInput } from '../../components/masked-input';
import { toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { IssuerLogoField } from './issuer-logo-field';
import { useSaveSettings, useSettings } from './settings-api';

type Values = { [K in keyof PlatformSettingsInput]-?: string };

const toValues = (s: PlatformSettings): Values => ({
  emitente_nome: s.emitente_nome,
  emitente_cnpj: s.emitente_cnpj ?? '',
  emitente_endereco: s.emitente_endereco ?? '',
  pix_chave: s.pix_chave ?? '',
  pix_recebedor_nome: s.pix_recebedor_nome ?? '',
  pix_recebedor_cidade: s.pix_recebedor_cidade ?? '',
  banco_nome: s.banco_nome ?? '',
  banco_agencia: s.banco_agencia ?? '',
  banco_conta: s.banco_conta ?? '',
  fatura_rodape: s.fatura_rodape ?? '',
  certificado_responsavel_nome: s.certificado_responsavel_nome ?? '',
  certificado_responsavel_cargo: s.certificado_responsavel_cargo ?? '',
});

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** Under the PIX key: the kind recognised once it is valid, else what is accepted. */
function pixKeyHint(value: string): string {
  const parsed = value.trim() ? parsePixKey(value) : null;
  return parsed && 'kind' in parsed
    ? `Tipo reconhecido: ${pixKeyKindLabels[parsed.kind]}.`
    : 'CPF, CNPJ, e-mail, telefone com +55 ou chave aleatória. Em branco, as faturas não mostram PIX.';
}

function SettingsForm({ settings }: { settings: PlatformSettings }) {
  const save = useSaveSettings();
  const form = useSchemaForm({
    initial: toValues(settings),
    schema: platformSettingsInputSchema,
    onSubmit: async (payload) => {
      const saved = await save.mutateAsync(payload);
      form.reset(toValues(saved));
      toast.success('Configurações salvas. As faturas e certificados já usam os novos dados.');
    },
  });

  return (
    <form {...form.formProps} data-testid="settings-form">
      <Stack gap="lg" maw={900}>
        {settings.origem === 'ambiente' && (
          <Alert color="blue" title="Valores das variáveis de ambiente" data-testid="settings-from-env">
            Nada foi salvo nesta tela ainda: estão em uso os valores definidos no servidor (por exemplo, a
            chave PIX). Ao salvar, os dados desta tela passam a valer para as faturas e certificados.
          </Alert>
        )}
        <FormFailure failure={form.failure} />
        <Section title="Emitente" hint="Quem emite as faturas e os certificados do SiãoSeg.">
          <TextInput label="Razão social" required {...form.text('emitente_nome')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MaskedInput kind="cnpj" label="CNPJ" {...form.field('emitente_cnpj')} />
          </SimpleGrid>
          <TextInput
            label="Endereço"
            placeholder="Logradouro, número, bairro, cidade/UF, CEP"
            {...form.text('emitente_endereco')}
          />
        </Section>
        <Section
          title="PIX"
          hint="Cada fatura em aberto mostra o QR code e o PIX copia e cola com o valor dela."
        >
          <TextInput
            label="Chave PIX"
            description={pixKeyHint(form.values.pix_chave)}
            {...form.text('pix_chave')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Nome do recebedor"
              description="Como o banco do pagador mostra (até 25 caracteres)."
              {...form.text('pix_recebedor_nome')}
            />
            <TextInput
              label="Cidade do recebedor"
              description="Até 15 caracteres."
              {...form.text('pix_recebedor_cidade')}
            />
          </SimpleGrid>
        </Section>
        <Section
          title="Dados bancários"
          hint="Para pagamento por transferência; aparecem na fatura e no PDF com a razão social e o CNPJ como titular."
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Banco" placeholder="341 — Itaú Unibanco" {...form.text('banco_nome')} />
            <TextInput
              label="Agência"
              placeholder="1234"
              inputMode="numeric"
              {...form.text('banco_agencia')}
            />
            <TextInput label="Conta" placeholder="12345-6" {...form.text('banco_conta')} />
          </SimpleGrid>
        </Section>
        <Section title="Fatura" hint="Texto impresso no rodapé de cada página do PDF e mostrado na fatura.">
          <Textarea
            label="Rodapé da fatura"
            autosize
            minRows={2}
            maxRows={5}
            {...form.text('fatura_rodape')}
          />
        </Section>
        <Section
          title="Certificados do SiãoSeg"
          hint="Logotipo do emitente e quem assina os certificados de conclusão. Cada certificado guarda os dados do dia em que foi emitido."
        >
          <IssuerLogoField logoUrl={settings.emitente_logo_url} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nome do responsável" {...form.text('certificado_responsavel_nome')} />
            <TextInput label="Cargo do responsável" {...form.text('certificado_responsavel_cargo')} />
          </SimpleGrid>
        </Section>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {settings.atualizado_em ? `Última alteração em ${formatDateTime(settings.atualizado_em)}.` : ''}
          </Text>
          <Button type="submit" loading={form.saving} data-testid="settings-submit">
            Salvar configurações
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Configurações (superadmin): the business data of faturas and certificates. */
export function SettingsPage() {
  const query = useSettings();
  if (query.isLoading) return <Loader />;
  if (query.isError || !query.data)
    return (
      <Alert color="red" title="Não foi possível carregar as configurações">
        {errorMessage(query.error)}
      </Alert>
    );
  return <SettingsForm key={query.data.atualizado_em ?? 'ambiente'} settings={query.data} />;
}
