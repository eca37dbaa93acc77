import { clientInputSchema } from '@siao/shared';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../components/forms/use-schema-form';
import { type ClientFormValues, emptyClientForm, formField, inputFromForm } from './client-form-values';

const validateClientForm = (v: ClientFormValues) =>
  schemaErrors(clientInputSchema, inputFromForm(v), formField);

describe('client form values', () => {
  it('shows the server rules next to the fields, in Portuguese', () => {
    const errors = validateClientForm({
      ...emptyClientForm,
      document: '11222333000182',
      cep: '123',
      due_day: 31,
      widget_origins: 'https://ok.com.br\nnão é origem',
    });
    expect(errors).toEqual({
      legal_name: 'Informe a razão social ou o nome.',
      document: 'CNPJ inválido.',
      cep: 'CEP inválido. Use o formato 00000-000.',
      due_day: 'O dia de vencimento deve estar entre 1 e 28.',
      widget_origins: expect.stringMatching(/^Origem inválida: "não é origem"/),
    });
  });

  it('turns reais into centavos and splits origins', () => {
    const input = inputFromForm({
      ...emptyClientForm,
      document: '11222333000181',
      legal_name: 'Cartório',
      monthly_fee: 1234.56,
      widget_origins: 'https://a.com.br, https://b.com.br\n',
    });
    expect(input.monthly_fee_cents).toBe(123_456);
    expect(input.widget_origins).toEqual(['https://a.com.br', 'https://b.com.br']);
    expect(
      validateClientForm({ ...emptyClientForm, document: '11222333000181', legal_name: 'Cartório' }),
    ).toEqual({});
  });
});
