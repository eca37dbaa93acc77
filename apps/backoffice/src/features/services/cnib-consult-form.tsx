import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { type CnibConsultation, cnibConsultInputSchema } from '@siao/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { FormFailure } from '../../components/forms/form-failure';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { MaskedInput } from '../../components/masked-input';
import { DocumentKindSwitch } from './document-kind-switch';
import { useCnibConsult } from './services-api';

/** CPF or CNPJ (alphanumeric too), checked by its digits here and again by the API before any ONR call. */
export function CnibConsultForm({
  clientId,
  onResult,
}: {
  clientId?: string;
  onResult: (c: CnibConsultation) => void;
}) {
  const consult = useCnibConsult();
  const [kind, setKind] = useState<'cpf' | 'cnpj'>('cpf');
  // the shared payload schema: the form and the API say the same thing about the same mistake
  const form = useSchemaForm({
    initial: { documento: '', finalidade: '' },
    schema: cnibConsultInputSchema,
    toPayload: (v) => ({
      client_id: clientId,
      documento: v.documento,
      finalidade: v.finalidade || undefined,
    }),
    onSubmit: async (payload) => onResult(await consult.mutateAsync(payload)),
  });

  return (
    <Card withBorder padding="lg">
      <form {...form.formProps}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            Nova consulta
          </Title>
          <DocumentKindSwitch
            value={kind}
            onChange={(next) => {
              setKind(next);
              form.setValue('documento', '');
            }}
            w={200}
          />
          <Group align="start" wrap="wrap">
            <MaskedInput
              key={kind}
              kind={kind}
              label={kind === 'cpf' ? 'CPF' : 'CNPJ (numérico ou alfanumérico)'}
              {...form.field('documento')}
              w={260}
            />
            <TextInput
              label="Finalidade (opcional)"
              description="Ex.: número do protocolo do ato"
              {...form.text('finalidade')}
              maxLength={200}
              w={320}
            />
          </Group>
          <FormFailure failure={form.failure} />
          <Group>
            <Button type="submit" leftSection={<IconSearch size={16} />} loading={form.saving}>
              Consultar
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
