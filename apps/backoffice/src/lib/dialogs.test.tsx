import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app-providers';
import { UiProviders } from '../ui-providers';
import { confirmAndRun } from './dialogs';
import { ApiError } from './http/api-error';
import { queryClient } from './query-client';

afterEach(() => {
  queryClient.clear();
  // toasts live in Mantine's store, not in the rendered tree
  notifications.clean();
});

/** A screen with one "Revogar" button, built like the back-office's own: a mutation behind confirmAndRun. */
function RevokeButton({ revoke }: { revoke: (id: string) => Promise<{ revoked: number }> }) {
  const mutation = useMutation({ mutationFn: revoke });
  return (
    <button
      type="button"
      disabled={mutation.isPending}
      onClick={() =>
        void confirmAndRun({
          confirm: {
            title: 'Revogar chave',
            message: 'A chave deixará de funcionar. Continuar?',
            confirmLabel: 'Revogar',
            danger: true,
          },
          run: () => mutation.mutateAsync('k1'),
          success: ({ revoked }) => `${revoked} chave revogada.`,
        })
      }
    >
      Revogar
    </button>
  );
}

function renderScreen(revoke: (id: string) => Promise<{ revoked: number }>) {
  render(
    <AppProviders>
      <UiProviders>
        <RevokeButton revoke={revoke} />
      </UiProviders>
    </AppProviders>,
  );
  return userEvent.setup();
}

async function openDialog(ui: ReturnType<typeof userEvent.setup>) {
  await ui.click(screen.getByRole('button', { name: 'Revogar' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Revogar chave')).toBeTruthy();
  expect(within(dialog).getByText('A chave deixará de funcionar. Continuar?')).toBeTruthy();
  return dialog;
}

describe('confirmAndRun', () => {
  it('cancelling closes the dialog and sends nothing', async () => {
    const revoke = vi.fn(async (_id: string) => ({ revoked: 1 }));
    const ui = renderScreen(revoke);
    const dialog = await openDialog(ui);
    await ui.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revoke).not.toHaveBeenCalled();
    expect(screen.queryByText('1 chave revogada.')).toBeNull();
  });

  it('confirming runs the action once and shows the success toast', async () => {
    const revoke = vi.fn(async (_id: string) => ({ revoked: 1 }));
    const ui = renderScreen(revoke);
    const dialog = await openDialog(ui);
    await ui.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    expect(await screen.findByText('1 chave revogada.')).toBeTruthy();
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(revoke.mock.calls[0]?.[0]).toBe('k1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a failure shows the catalogue message as an error toast, and no success toast', async () => {
    const revoke = vi.fn(async (_id: string): Promise<{ revoked: number }> => {
      throw new ApiError(409, 'CHAVE_JA_REVOGADA', 'Esta chave já foi revogada.');
    });
    const ui = renderScreen(revoke);
    const dialog = await openDialog(ui);
    await ui.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    expect(await screen.findByText('Esta chave já foi revogada.')).toBeTruthy();
    expect(screen.getByText('Erro')).toBeTruthy();
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('1 chave revogada.')).toBeNull();
    // the button is usable again
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Revogar' })).toHaveProperty('disabled', false),
    );
  });

  it('onError shows the failure where the screen chooses, instead of the toast', async () => {
    const shown: string[] = [];
    const fail = async () => {
      throw new ApiError(409, 'TERMO_EM_USO', 'Este termo já foi aceito.');
    };
    render(
      <AppProviders>
        <UiProviders>
          <button
            type="button"
            onClick={() =>
              void confirmAndRun({
                confirm: null,
                run: fail,
                onError: (e) => shown.push(e instanceof ApiError ? e.message : '?'),
              })
            }
          >
            Excluir
          </button>
        </UiProviders>
      </AppProviders>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(shown).toEqual(['Este termo já foi aceito.']));
    expect(screen.queryByText('Este termo já foi aceito.')).toBeNull();
  });

  it('without a question it runs at once', async () => {
    const run = vi.fn(async () => 'ok');
    render(
      <AppProviders>
        <UiProviders>
          <button type="button" onClick={() => void confirmAndRun({ confirm: null, run, success: 'Feito.' })}>
            Ativar
          </button>
        </UiProviders>
      </AppProviders>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByText('Feito.')).toBeTruthy();
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
