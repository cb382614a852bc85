import {
  CLIENT_TYPE,
  type ClientContactInput,
  type ClientInput,
  type ClientRelation,
  type ClientStatus,
  type InvoiceTitleInput,
} from '@venus/shared';
import type { ClientDetail } from './clients-api.ts';

/** What the client form holds: the shared input, with a relation row whose client is not chosen yet. */
export interface ClientFormValues {
  clientType: ClientInput['clientType'];
  nameCn: string;
  nameEn: string;
  formerNames: string[];
  aliases: string[];
  registrationNumber: string;
  countryRegion?: string;
  industry?: string;
  originatingPartnerId: number | null;
  status: ClientStatus;
  remark: string;
  contacts: Partial<ClientContactInput>[];
  invoiceTitles: Partial<InvoiceTitleInput>[];
  relations: { relatedClientId?: number | null; relation?: ClientRelation }[];
}

export const EMPTY_CLIENT: ClientFormValues = {
  clientType: CLIENT_TYPE.company,
  nameCn: '',
  nameEn: '',
  formerNames: [],
  aliases: [],
  registrationNumber: '',
  originatingPartnerId: null,
  status: 'active',
  remark: '',
  contacts: [],
  invoiceTitles: [],
  relations: [],
};

/** A saved client as the form shows it. */
export function valuesOf(detail: ClientDetail): ClientFormValues {
  return {
    clientType: detail.clientType === CLIENT_TYPE.individual ? CLIENT_TYPE.individual : CLIENT_TYPE.company,
    nameCn: detail.nameCn,
    nameEn: detail.nameEn,
    formerNames: detail.formerNames,
    aliases: detail.aliases,
    registrationNumber: detail.registrationNumber,
    countryRegion: detail.countryRegion || undefined,
    industry: detail.industry || undefined,
    originatingPartnerId: detail.originatingPartnerId,
    status: detail.status,
    remark: detail.remark,
    contacts: detail.contacts.map(({ name, title, phone, email }) => ({ name, title, phone, email })),
    invoiceTitles: detail.invoiceTitles.map(({ title, taxNumber, addressPhone, bankAccount }) => ({
      title,
      taxNumber,
      addressPhone,
      bankAccount,
    })),
    relations: detail.relations.map(({ relatedClientId, relation }) => ({ relatedClientId, relation })),
  };
}

const text = (value: string | undefined | null) => (value ?? '').trim();

/**
 * The call's input from the form: blank list rows (an added contact left empty, a relation with
 * no client chosen) are left out rather than refused; the server applies the shared schema.
 */
export function inputOf(values: ClientFormValues): ClientInput {
  return {
    clientType: values.clientType,
    nameCn: text(values.nameCn),
    nameEn: text(values.nameEn),
    formerNames: (values.formerNames ?? []).map(text).filter(Boolean),
    aliases: (values.aliases ?? []).map(text).filter(Boolean),
    registrationNumber: text(values.registrationNumber),
    countryRegion: values.countryRegion ?? '',
    industry: values.industry ?? '',
    originatingPartnerId: values.originatingPartnerId ?? null,
    status: values.status,
    remark: text(values.remark),
    contacts: (values.contacts ?? [])
      .filter((row) => [row.name, row.title, row.phone, row.email].some((part) => text(part) !== ''))
      .map((row) => ({
        name: text(row.name),
        title: text(row.title),
        phone: text(row.phone),
        email: text(row.email),
      })),
    invoiceTitles: (values.invoiceTitles ?? [])
      .filter((row) =>
        [row.title, row.taxNumber, row.addressPhone, row.bankAccount].some((part) => text(part)),
      )
      .map((row) => ({
        title: text(row.title),
        taxNumber: text(row.taxNumber),
        addressPhone: text(row.addressPhone),
        bankAccount: text(row.bankAccount),
      })),
    relations: (values.relations ?? []).flatMap((row) =>
      row.relatedClientId
        ? [{ relatedClientId: row.relatedClientId, relation: row.relation ?? 'affiliate' }]
        : [],
    ),
  };
}
