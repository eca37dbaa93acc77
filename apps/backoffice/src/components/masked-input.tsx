import { InputBase, type InputBaseProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { IMaskInput } from 'react-imask';
import { type MaskKind, maskOptions, maskPlaceholders } from '../lib/masks';

type NativeProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  'value' | 'onChange' | 'size' | 'defaultValue' | 'style'
>;

export interface MaskedInputProps extends InputBaseProps, NativeProps {
  kind: MaskKind;
  /** Unmasked value: digits only (CNPJ: digits and uppercase letters). */
  value: string;
  onChange: (unmasked: string) => void;
}

/** Mantine input with a Brazilian mask (CPF, CNPJ alfanumérico, telefone, CEP) via react-imask. */
export function MaskedInput({ kind, value, onChange, placeholder, ...props }: MaskedInputProps) {
  const inputMode = kind === 'cnpj' ? 'text' : 'numeric';
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      {...maskOptions[kind]}
      value={value}
      unmask
      onAccept={(next: string) => {
        if (next !== value) onChange(next);
      }}
      inputMode={inputMode}
      autoCapitalize={kind === 'cnpj' ? 'characters' : undefined}
      placeholder={placeholder ?? maskPlaceholders[kind]}
    />
  );
}
