import { describe, expect, it } from 'vitest';
import { emptyAssistantForm, inputFromForm, validateAssistantForm } from './assistant-form-values';

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

  it('explains each out-of-range number in Portuguese', () => {
    const errors = validateAssistantForm({
      ...emptyAssistantForm,
      name: 'X',
      temperature: 3,
      max_output_tokens: 10.5,
      model: ' ',
    });
    expect(errors).toEqual({
      temperature: 'A temperatura deve estar entre 0 e 2.',
      max_output_tokens: 'O máximo de tokens deve ser um número inteiro entre 64 e 64.000.',
      model: 'Informe o modelo.',
    });
    expect(validateAssistantForm({ ...emptyAssistantForm, name: 'Válido' })).toEqual({});
  });
});
