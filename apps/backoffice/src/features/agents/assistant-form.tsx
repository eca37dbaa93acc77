import {
  Alert,
  Button,
  Group,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { AssistantInput } from '@siao/shared';
import { type FormEvent, useState } from 'react';
import { errorMessage, isApiError } from '../../lib/http/api-error';
import {
  type AssistantFormValues,
  inputFromForm,
  type Provider,
  providerOptions,
  validateAssistantForm,
} from './assistant-form-values';
import { ClientMultiSelect } from './client-multi-select';

interface Props {
  initial: AssistantFormValues;
  submitLabel: string;
  onSubmit: (input: AssistantInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Everything the server keeps about an assistant; keeps what was typed when the server refuses it. */
export function AssistantForm({ initial, submitLabel, onSubmit, onCancel }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof AssistantFormValues>(key: K, value: AssistantFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  const tool = values.interaction_mode === 'tool';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAssistantForm(values);
    setErrors(found);
    setFailure(Object.keys(found).length ? 'Verifique os campos destacados.' : null);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await onSubmit(inputFromForm(values));
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors());
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && <Alert color="red">{failure}</Alert>}
        <TextInput
          label="Nome"
          withAsterisk
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
        />
        <Textarea
          label="Descrição"
          description="Aparece no cartão do assistente."
          autosize
          minRows={2}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
        />
        <Textarea
          label="Instruções (prompt do sistema)"
          autosize
          minRows={4}
          maxRows={12}
          value={values.instructions}
          onChange={(e) => set('instructions', e.currentTarget.value)}
          error={errors.instructions}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Provedor"
            data={providerOptions}
            allowDeselect={false}
            value={values.provider}
            onChange={(v) => v && set('provider', v as Provider)}
            error={errors.provider}
          />
          <TextInput
            label="Modelo"
            withAsterisk
            value={values.model}
            onChange={(e) => set('model', e.currentTarget.value)}
            error={errors.model}
          />
          <NumberInput
            label="Temperatura"
            min={0}
            max={2}
            step={0.1}
            decimalScale={2}
            decimalSeparator=","
            value={values.temperature}
            onChange={(v) => set('temperature', v)}
            error={errors.temperature}
          />
          <NumberInput
            label="Máximo de tokens na resposta"
            min={64}
            max={64_000}
            step={256}
            allowDecimal={false}
            thousandSeparator="."
            decimalSeparator=","
            value={values.max_output_tokens}
            onChange={(v) => set('max_output_tokens', v)}
            error={errors.max_output_tokens}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Modo de interação
          </Text>
          <SegmentedControl
            data={[
              { value: 'chat', label: 'Chat' },
              { value: 'tool', label: 'Ferramenta (envio de arquivos)' },
            ]}
            value={values.interaction_mode}
            onChange={(v) => set('interaction_mode', v === 'tool' ? 'tool' : 'chat')}
          />
        </Stack>
        <Switch
          label="Assistente padrão do chat"
          description="Abre automaticamente no SiãoGPT e no widget em modo chat."
          disabled={tool}
          checked={!tool && values.default_chat}
          onChange={(e) => set('default_chat', e.currentTarget.checked)}
        />
        <Switch
          label="Vários arquivos com descrição (window_context)"
          disabled={!tool}
          checked={tool && values.window_context}
          onChange={(e) => set('window_context', e.currentTarget.checked)}
        />
        <Switch
          label="Apresentar-se ao ser escolhido"
          checked={values.presentation}
          onChange={(e) => set('presentation', e.currentTarget.checked)}
        />
        <Radio.Group
          label="Visível para"
          value={values.visibility}
          onChange={(v) => set('visibility', v === 'chosen' ? 'chosen' : 'all')}
        >
          <Group mt={4}>
            <Radio value="all" label="Todos os clientes" />
            <Radio value="chosen" label="Clientes escolhidos" />
          </Group>
        </Radio.Group>
        {values.visibility === 'chosen' && (
          <ClientMultiSelect
            value={values.client_ids}
            onChange={(ids) => set('client_ids', ids)}
            error={errors.client_ids}
          />
        )}
        <TextInput
          label="ID do assistente ChatGPT (legado)"
          description="Opcional: identificador antigo da OpenAI (asst_…), mantido por compatibilidade."
          value={values.legacy_openai_assistant_id}
          onChange={(e) => set('legacy_openai_assistant_id', e.currentTarget.value)}
          error={errors.legacy_openai_assistant_id}
        />
        <Switch
          label="Ativo"
          checked={values.active}
          onChange={(e) => set('active', e.currentTarget.checked)}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
