import { assistantInputSchema } from '@siao/shared';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../components/forms/use-schema-form';
import {
  type AssistantFormValues,
  assistantFormCheck,
  emptyAssistantForm,
  inputFromForm,
} from './assistant-form-values';

/** What the form shows: the shared schema's words (the API's), then the form's own rule. */
const formErrors = (v: AssistantFormValues) => ({
  ...schemaErrors(assistantInputSchema, inputFromForm(v)),
  ...assistantFormCheck(v),
});

describe('assistant form values', () => {
  it('keeps default_chat only for chat assistants and window_context only for tool assistants', () => {
    const both = { ...emptyAssistantForm, name: 'X', default_chat: true, window_context: true };
    expect(inputFromForm({ ...both, interaction_mode: 'chat' })).toMatchObject({
      default_chat: true,
      window_context: false,
    });
    expect(inputFromForm({ ...both, interaction_mode: 'tool' })).toMatchObject({
      default_chat: false,
      window_context: true,
    });
  });

  it('sends chosen clients only when the visibility is restricted, and a blank legacy id as null', () => {
    const chosen = { ...emptyAssistantForm, name: 'X', visibility: 'chosen' as const, client_ids: ['c1'] };
    expect(inputFromForm(chosen).client_ids).toEqual(['c1']);
    expect(inputFromForm({ ...chosen, visibility: 'all' }).client_ids).toBeNull();
    expect(
      inputFromForm({ ...chosen, legacy_openai_assistant_id: '  ' }).legacy_openai_assistant_id,
    ).toBeNull();
  });

  it('explains each out-of-range or blank number in Portuguese, with the API schema', () => {
    expect(
      formErrors({ ...emptyAssistantForm, name: 'X', temperature: 3, max_output_tokens: 10.5, model: ' ' }),
    ).toEqual({
      temperature: 'A temperatura deve estar entre 0 e 2.',
      max_output_tokens: 'O máximo de tokens deve ser um número inteiro entre 64 e 64.000.',
      model: 'Informe o modelo.',
    });
    // a blank number is not taken for 0
    expect(formErrors({ ...emptyAssistantForm, name: 'X', temperature: '' })).toEqual({
      temperature: 'A temperatura deve estar entre 0 e 2.',
    });
    expect(formErrors({ ...emptyAssistantForm, name: ' ', visibility: 'chosen' })).toEqual({
      name: 'Informe o nome do assistente.',
      client_ids: 'Escolha ao menos um cliente ou deixe visível para todos.',
    });
    expect(formErrors({ ...emptyAssistantForm, name: 'Válido' })).toEqual({});
  });
});
