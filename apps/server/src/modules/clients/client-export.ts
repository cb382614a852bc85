import {
  CLIENT_TYPE,
  type ClientListQuery,
  type DictOption,
  type Language,
  localizedName,
  translate,
} from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { WorkbookExport } from '../../platform/spreadsheet/export-workbook.ts';
import type { SheetColumn } from '../../platform/spreadsheet/sheet-columns.ts';
import type { ClientsService } from './clients.service.ts';
import type { ClientRowView } from './clients.views.ts';

/** Dictionary labels a row shows instead of its stored values. */
export interface ClientDictionaries {
  industry: readonly DictOption[];
  countryRegion: readonly DictOption[];
}

function labelIn(options: readonly DictOption[], value: string, lang: Language): string {
  const option = options.find((candidate) => candidate.dictValue === value);
  return option ? localizedName(lang, option.dictLabel, option.dictLabelEn) : value;
}

function clientColumns(lang: Language, dictionaries: ClientDictionaries): SheetColumn<ClientRowView>[] {
  return [
    { key: 'nameCn', width: 36, cell: (row) => row.nameCn },
    { key: 'nameEn', width: 36, cell: (row) => row.nameEn },
    {
      key: 'clientType',
      width: 10,
      cell: (row) =>
        translate(
          lang,
          row.clientType === CLIENT_TYPE.individual ? 'client.type.individual' : 'client.type.company',
        ),
    },
    { key: 'registrationNumber', width: 24, cell: (row) => row.registrationNumber },
    {
      key: 'countryRegion',
      width: 14,
      cell: (row) => labelIn(dictionaries.countryRegion, row.countryRegion, lang),
    },
    { key: 'industry', width: 16, cell: (row) => labelIn(dictionaries.industry, row.industry, lang) },
    {
      key: 'originatingPartner',
      label: 'client.export.originatingPartner',
      width: 14,
      cell: (row) => localizedName(lang, row.originatingPartnerName, row.originatingPartnerNameEn),
    },
    {
      key: 'formerNames',
      label: 'client.export.formerNames',
      width: 30,
      cell: (row) => row.formerNames.join('；'),
    },
    { key: 'status', width: 8, cell: (row) => translate(lang, `client.status.${row.status}`) },
  ];
}

/** The client list as a workbook: the same filters as the list on screen (spec /custom/list export). */
export function clientExport(
  clients: ClientsService,
  ctx: SignedInContext,
  filters: Omit<ClientListQuery, 'pageNum' | 'pageSize'>,
  dictionaries: ClientDictionaries,
  maxRows: number,
): WorkbookExport<ClientRowView> {
  return {
    fileName: translate(ctx.lang, 'client.export.fileName'),
    sheetName: translate(ctx.lang, 'client.export.sheetName'),
    columns: clientColumns(ctx.lang, dictionaries),
    lang: ctx.lang,
    maxRows,
    fetchPage: (pageNum, pageSize) =>
      clients.findClients({ ...filters, pageNum, pageSize } as ClientListQuery),
  };
}
