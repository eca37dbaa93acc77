import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { createElement, Fragment, type ReactNode } from 'react';
import { errorMessage } from './http/api-error';

// The dialog capability of spec §9 (alert, confirm, toast), in one place so every screen looks alike.

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  /** Shown below the message (e.g. what a publication changes). */
  details?: ReactNode;
  size?: string;
}

const text = (message: string) => createElement('p', { style: { margin: 0 } }, message);

/** Informational dialog; resolves when closed. */
export function alertDialog(message: string, title = 'Atenção'): Promise<void> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: text(message),
      labels: { confirm: 'OK', cancel: '' },
      cancelProps: { display: 'none' },
      onConfirm: () => resolve(),
      onClose: () => resolve(),
    });
  });
}

/** Resolves true only when the user confirms. */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    modals.openConfirmModal({
      title: options.title,
      size: options.size,
      children: options.details
        ? createElement(Fragment, null, text(options.message), options.details)
        : text(options.message),
      labels: { confirm: options.confirmLabel ?? 'Confirmar', cancel: options.cancelLabel ?? 'Cancelar' },
      confirmProps: options.danger ? { color: 'red' } : undefined,
      onConfirm: () => {
        answered = true;
        resolve(true);
      },
      onClose: () => {
        if (!answered) resolve(false);
      },
    });
  });
}

export const toast = {
  success: (message: string, title?: string) => notifications.show({ color: 'teal', title, message }),
  error: (message: string, title = 'Erro') => notifications.show({ color: 'red', title, message }),
  info: (message: string, title?: string) => notifications.show({ color: 'blue', title, message }),
};

export interface ConfirmAndRunOptions<T> {
  /** What the confirm dialog asks; null runs at once (e.g. activating asks nothing, deactivating does). */
  confirm: ConfirmOptions | null;
  /** The action (usually a mutation's mutateAsync): called once, and only after the user confirms. */
  run: () => Promise<T>;
  /** Success toast: its text, or a text made from what `run` returned. */
  success?: string | ((result: T) => string);
  /** After the success toast: navigate away, keep the result… */
  onSuccess?: (result: T) => void;
  /** Replaces the error toast (catalogue message), e.g. to show the error inline. */
  onError?: (error: unknown) => void;
}

/**
 * The back-office's confirmed action: ask, run, then a success toast, or the error toast with the catalogue
 * message. Cancelling sends nothing. Pending/disabled states stay with the mutation (`isPending`).
 */
export async function confirmAndRun<T>(options: ConfirmAndRunOptions<T>): Promise<void> {
  if (options.confirm && !(await confirmDialog(options.confirm))) return;
  let result: T;
  try {
    result = await options.run();
  } catch (error) {
    if (options.onError) options.onError(error);
    else toast.error(errorMessage(error));
    return;
  }
  const { success } = options;
  if (success !== undefined) toast.success(typeof success === 'function' ? success(result) : success);
  options.onSuccess?.(result);
}
