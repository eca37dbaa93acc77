import type { Client, ClientValues, Product } from '@siao/shared';
import type { ClientInsert, ClientRow } from './repository';

export function toClientDto(row: ClientRow): Client {
  return {
    id: row.id,
    person_type: row.personType,
    document: row.document,
    legal_name: row.legalName,
    trade_name: row.tradeName,
    cns: row.cns,
    email: row.email,
    phone: row.phone,
    address: {
      cep: row.cep,
      street: row.street,
      number: row.number,
      complement: row.complement,
      district: row.district,
      city: row.city,
      uf: row.uf,
    },
    status: row.status,
    products: row.products as Product[],
    monthly_fee_cents: row.monthlyFeeCents,
    due_day: row.dueDay,
    notes: row.notes,
    widget_origins: row.widgetOrigins,
    require_second_factor: row.requireSecondFactor,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Validated payload → columns. */
export function toClientColumns(v: ClientValues): Omit<ClientInsert, 'id' | 'createdAt' | 'updatedAt'> {
  return {
    personType: v.person_type,
    document: v.document,
    legalName: v.legal_name,
    tradeName: v.trade_name,
    cns: v.cns,
    email: v.email,
    phone: v.phone,
    cep: v.address.cep,
    street: v.address.street,
    number: v.address.number,
    complement: v.address.complement,
    district: v.address.district,
    city: v.address.city,
    uf: v.address.uf,
    status: v.status,
    products: v.products,
    monthlyFeeCents: v.monthly_fee_cents,
    dueDay: v.due_day,
    notes: v.notes,
    widgetOrigins: v.widget_origins,
    requireSecondFactor: v.require_second_factor,
  };
}
