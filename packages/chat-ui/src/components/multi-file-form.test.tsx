import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { MultiFileForm } from './multi-file-form';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const pdf = (name: string, size = 10) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  if (size !== 10) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const slotInputs = () => screen.getAllByTestId('siao-slot-input') as HTMLInputElement[];
const descriptions = () => screen.getAllByTestId('siao-slot-description') as HTMLInputElement[];
const submit = () => act(async () => fireEvent.click(screen.getByTestId('siao-multifile-submit')));

it('lays out 5 slots per row and always keeps a free slot', async () => {
  render(<MultiFileForm onSubmit={vi.fn()} />);
  expect(slotInputs()).toHaveLength(1);
  for (let i = 0; i < 5; i++) await act(async () => userEvent.upload(slotInputs()[i]!, pdf(`${i}.pdf`)));
  const rows = screen.getAllByTestId('siao-file-row');
  expect(rows.map((r) => r.querySelectorAll('[data-testid="siao-file-slot"]').length)).toEqual([5, 1]);
});

it('shows the five validation messages in the order of spec §5, then submits', async () => {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const onSubmit = vi.fn();
  render(<MultiFileForm onSubmit={onSubmit} />);
  await submit();
  fireEvent.change(descriptions()[0]!, { target: { value: 'Contrato social' } });
  await submit(); // a description without its file
  await act(async () => userEvent.upload(slotInputs()[0]!, pdf('contrato.pdf')));
  await act(async () =>
    userEvent.upload(slotInputs()[1]!, new File(['GIF89a'], 'selo.gif', { type: 'image/gif' })),
  );
  await submit(); // second file has no description
  fireEvent.change(descriptions()[1]!, { target: { value: 'x'.repeat(256) } });
  expect(screen.getByText('256/255')).toBeTruthy();
  await submit();
  fireEvent.change(descriptions()[1]!, { target: { value: 'Selo do cartório' } });
  await act(async () => userEvent.upload(slotInputs()[0]!, pdf('enorme.pdf', 36 * 1024 * 1024)));
  await submit();
  await act(async () => userEvent.upload(slotInputs()[0]!, pdf('contrato.pdf')));
  await submit();
  await userEvent.type(screen.getByTestId('siao-instruction'), 'Compare os documentos');
  await submit();
  expect(alert.mock.calls.map((c) => c[0])).toEqual([
    'Por favor, selecione todos os arquivos antes de enviar.',
    'Por favor, selecione todos os arquivos antes de enviar.',
    'Por favor, adicione uma descrição para todos os arquivos.',
    'A descrição deve ter no máximo 255 caracteres.',
    'O arquivo excede 35MB!',
    'Descreva como deseja que o assistente utilize os arquivos',
  ]);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  const submission = onSubmit.mock.calls[0]![0];
  expect(submission.instruction).toBe('Compare os documentos');
  expect(submission.parts).toEqual([
    expect.objectContaining({ document_format: 'pdf', document_description: 'Contrato social' }),
    expect.objectContaining({ image_format: 'gif', image_description: 'Selo do cartório' }),
  ]);
});
