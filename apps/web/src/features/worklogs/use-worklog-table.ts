import type { WorklogView } from '@venus/shared';
import { Form } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryParams } from '../../app/api/request-url.ts';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { worklogColumns } from './worklog-columns.tsx';
import { type WorklogFilters, worklogQuery } from './worklog-filters.tsx';
import { useScoreRules, useWorklogPage } from './worklogs-api.ts';

/**
 * A paged worklog list with its search panel and checked rows: the timekeeper's, the
 * reviewer's and the managers' lists differ only in the call, the columns and the actions.
 */
export function useWorklogTable(options: {
  kind: 'myList' | 'relateList' | 'viewList';
  tableId: string;
  withUser: boolean;
  initialFilters?: Partial<WorklogFilters>;
  extraParams?: QueryParams;
}) {
  const { t, i18n } = useTranslation();
  const flagBelow = useScoreRules().data?.flagBelow ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(
    () => worklogColumns(t, { withUser: options.withUser, flagBelow }),
    [t, i18n.language, options.withUser, flagBelow],
  );
  const table = useDataTable<WorklogView>({ tableId: options.tableId, columns });
  const [form] = Form.useForm<WorklogFilters>();
  const [selected, setSelected] = useState<Key[]>([]);
  // The initial filters (the reviewer's "submitted") hold until the first search replaces them.
  const [searched, setSearched] = useState(false);
  const { filters, search } = useSearchFilters<WorklogFilters>(() => {
    table.toFirstPage();
    setSelected([]);
    setSearched(true);
  });
  const applied = searched ? filters : (options.initialFilters ?? {});
  const list = useWorklogPage(
    options.kind,
    { ...worklogQuery(applied), ...options.extraParams, ...table.query },
    table.ready,
  );
  const rows = list.data?.rows ?? [];
  const selectedRows = rows.filter((row) => selected.includes(row.worklogId));
  return { table, form, search, list, rows, selected, setSelected, selectedRows };
}
