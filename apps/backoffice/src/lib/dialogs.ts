import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { createElement, Fragment, type ReactNode } from 'react';

// The dialog capability of spec §9 (alert, confirm, toast), in one place so every screen looks alike.

interface ConfirmOptions {
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
