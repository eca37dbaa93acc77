import { userInputSchema } from '@siao/shared';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../components/forms/use-schema-form';
import { assignableRoles, emptyUserForm, inputFromForm, type UserFormValues } from './user-form-values';

const validateUserForm = (v: UserFormValues) => schemaErrors(userInputSchema, inputFromForm(v));

describe('user form values', () => {
  it('requires the client of a cliente user and validates the CPF', () => {
    expect(
      validateUserForm({
        ...emptyUserForm,
        name: 'Ana Lima',
        email: 'ana@x.com.br',
        role: 'cliente',
        cpf: '123',
      }),
    ).toEqual({
      cpf: 'CPF inválido.',
      client_id: 'Selecione o cliente do usuário.',
    });
    expect(validateUserForm({ ...emptyUserForm, name: 'Ana Lima', email: 'ana@x.com.br' }).role).toBe(
      'Selecione o perfil de acesso.',
    );
  });

  it('drops the client of staff users and offers only roles up to the own one', () => {
    expect(inputFromForm({ ...emptyUserForm, role: 'operador', client_id: 'x' }).client_id).toBeNull();
    expect(assignableRoles('admin')).toEqual(['admin', 'operador', 'cliente']);
    expect(assignableRoles('superadmin')).toContain('superadmin');
  });

  it('keeps the função of a cliente user and drops it for staff', () => {
    const cliente = {
      ...emptyUserForm,
      role: 'cliente' as const,
      client_id: 'c',
      funcao: 'escrevente' as const,
    };
    expect(inputFromForm(cliente).funcao).toBe('escrevente');
    expect(inputFromForm({ ...cliente, role: 'operador' }).funcao).toBeNull();
  });
});
