import type { Client, ClientInput, Product } from '@siao/shared';

/** What the form holds: text as typed (masks removed), money in reais, origins one per line. */
export interface ClientFormValues {
  person_type: 'pj' | 'pf';
  document: string;
  legal_name: string;
  trade_name: string;
  cns: string;
  email: string;
  phone: string;
  cep: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  uf: string | null;
  status: 'ativo' | 'inativo';
  products: Product[];
  monthly_fee: number | string;
  due_day: number | string;
  notes: string;
  widget_origins: string;
  require_second_factor: boolean;
}

export const emptyClientForm: ClientFormValues = {
  person_type: 'pj',
  document: '',
  legal_name: '',
  trade_name: '',
  cns: '',
  email: '',
  phone: '',
  cep: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  uf: null,
  status: 'ativo',
  products: [],
  monthly_fee: '',
  due_day: 10,
  notes: '',
  widget_origins: '',
  require_second_factor: false,
};

export function formFromClient(c: Client): ClientFormValues {
  return {
    person_type: c.person_type,
    document: c.document,
    legal_name: c.legal_name,
    trade_name: c.trade_name ?? '',
    cns: c.cns ?? '',
    email: c.email ?? '',
    phone: c.phone ?? '',
    cep: c.address.cep ?? '',
    street: c.address.street ?? '',
    number: c.address.number ?? '',
    complement: c.address.complement ?? '',
    district: c.address.district ?? '',
    city: c.address.city ?? '',
    uf: c.address.uf,
    status: c.status,
    products: c.products,
    monthly_fee: c.monthly_fee_cents / 100,
    due_day: c.due_day,
    notes: c.notes ?? '',
    widget_origins: c.widget_origins.join('\n'),
    require_second_factor: c.require_second_factor,
  };
}

const toNumber = (v: number | string) => (v === '' ? Number.NaN : Number(v));

export function inputFromForm(v: ClientFormValues): ClientInput {
  return {
    person_type: v.person_type,
    document: v.document,
    legal_name: v.legal_name,
    trade_name: v.trade_name,
    cns: v.cns,
    email: v.email,
    phone: v.phone,
    address: {
      cep: v.cep,
      street: v.street,
      number: v.number,
      complement: v.complement,
      district: v.district,
      city: v.city,
      uf: v.uf ?? '',
    },
    status: v.status,
    products: v.products,
    monthly_fee_cents: v.monthly_fee === '' ? 0 : Math.round(toNumber(v.monthly_fee) * 100),
    due_day: toNumber(v.due_day),
    notes: v.notes,
    widget_origins: v.widget_origins
      .split(/[\n,]/)
      .map((o) => o.trim())
      .filter(Boolean),
    require_second_factor: v.require_second_factor,
  };
}

/** API field path → form field (errors show next to the input that produced them). */
export function formField(path: string): string {
  if (path.startsWith('widget_origins')) return 'widget_origins';
  if (path === 'monthly_fee_cents') return 'monthly_fee';
  return path.replace(/^address\./, '');
}
