import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';

export type DocumentKind = 'cpf' | 'cnpj';

const kinds = [
  { value: 'cpf', label: 'CPF' },
  { value: 'cnpj', label: 'CNPJ' },
];

/** CPF or CNPJ, for the document fields of the CNIB screens. */
export function DocumentKindSwitch({
  value,
  onChange,
  ...props
}: Omit<SegmentedControlProps, 'data' | 'onChange'> & {
  value: DocumentKind;
  onChange: (kind: DocumentKind) => void;
}) {
  return (
    <SegmentedControl value={value} onChange={(v) => onChange(v as DocumentKind)} data={kinds} {...props} />
  );
}
