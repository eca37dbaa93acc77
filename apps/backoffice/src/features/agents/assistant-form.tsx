import {
  Button,
  Checkbox,
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
import {
  type AssistantInput,
  aiToolLabels,
  aiToolNames,
  assistantInputSchema,
  isAiToolName,
  MAX_SUGGESTED_QUESTIONS,
} from '@siao/shared';
import { FormFailure } from '../../components/forms/form-failure';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import {
  type AssistantFormValues,
  assistantFormCheck,
  inputFromForm,
  type Provider,
  providerOptions,
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
  // the shared payload schema: the same words as the API; the first field in error gets the focus on submit
  const form = useSchemaForm({
    initial,
    schema: assistantInputSchema,
    toPayload: inputFromForm,
    check: assistantFormCheck,
    onSubmit: (payload) => onSubmit(payload),
  });
  const { values, errors, failure, saving } = form;
  const set = form.setValue;
  const tool = values.interaction_mode === 'tool';

  return (
    <form {...form.formProps}>
      <Stack gap="sm">
        <FormFailure failure={failure} />
        <TextInput label="Nome" withAsterisk {...form.text('name')} />
        <Textarea
          label="Descrição"
          description="Aparece no cartão do assistente."
          autosize
          minRows={2}
          {...form.text('description')}
        />
        <Textarea
          label="Instruções (prompt do sistema)"
          autosize
          minRows={4}
          maxRows={12}
          {...form.text('instructions')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Provedor"
            data={providerOptions}
            allowDeselect={false}
            value={values.provider}
            onChange={(v) => v && set('provider', v as Provider)}
            onBlur={form.field('provider').onBlur}
            error={errors.provider}
          />
          <TextInput label="Modelo" withAsterisk {...form.text('model')} />
          <NumberInput
            label="Temperatura"
            min={0}
            max={2}
            step={0.1}
            decimalScale={2}
            decimalSeparator=","
            {...form.field('temperature')}
          />
          <NumberInput
            label="Máximo de tokens na resposta"
            min={64}
            max={64_000}
            step={256}
            allowDecimal={false}
            thousandSeparator="."
            decimalSeparator=","
            {...form.field('max_output_tokens')}
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
        <Textarea
          label="Perguntas sugeridas"
          description={`Uma por linha, até ${MAX_SUGGESTED_QUESTIONS}: aparecem na conversa vazia (SiãoGPT e widget) e são enviadas com um clique.`}
          autosize
          minRows={2}
          maxRows={6}
          disabled={tool}
          {...form.text('suggested_questions')}
          error={
            Object.entries(errors).find(([key]) => key.startsWith('suggested_questions'))?.[1] ??
            errors.suggested_questions
          }
        />
        <Switch
          label="Apresentar-se ao ser escolhido"
          checked={values.presentation}
          onChange={(e) => set('presentation', e.currentTarget.checked)}
        />
        <Checkbox.Group
          label="Ferramentas do Sião"
          description="Serviços que o assistente pode usar em nome de quem conversa, com as permissões dessa pessoa (ex.: consulta à CNIB, sempre confirmada antes)."
          value={values.tools}
          onChange={(names) => set('tools', names.filter(isAiToolName))}
        >
          <Stack gap={4} mt={4}>
            {aiToolNames.map((name) => (
              <Checkbox key={name} value={name} label={aiToolLabels[name].name} />
            ))}
          </Stack>
        </Checkbox.Group>
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
          {...form.text('legacy_openai_assistant_id')}
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
