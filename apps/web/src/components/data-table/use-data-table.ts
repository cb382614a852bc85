import {
  type ColumnFixed,
  type ColumnSort,
  type ColumnState,
  DEFAULT_PAGE_SIZE,
  mergeColumnConfig,
  readStoredSetting,
  resolvePageSize,
  SettingType,
  type StoredRouteValues,
  setColumnFixed,
  storedColumnConfigSchema,
  storedColumnWidthsSchema,
  storedRouteValuesSchema,
  type TableColumn,
  tableCacheKey,
  toSortQuery,
  toStoredColumnConfig,
  writeStoredSetting,
} from '@venus/shared';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { DataColumn } from './data-column.ts';
import { useTableSettings } from './table-settings-store.ts';

export interface DataTableOptions<Row> {
  /** Required (spec §5): the layout is remembered under this id joined with the route. */
  tableId: string;
  columns: readonly DataColumn<Row>[];
}

export type FixOutcome = { ok: true } | { ok: false; messageKey: 'table.tooManyFixed' };

/** What setting type 0 keeps: only widths the person changed, so a page's new default still applies. */
function changedWidths(columns: readonly ColumnState[], declared: readonly TableColumn[]) {
  const declaredWidth = new Map(declared.map((column) => [column.prop, column.width]));
  return Object.fromEntries(
    columns.flatMap((column) =>
      column.width !== undefined && column.width !== declaredWidth.get(column.field)
        ? [[column.field, column.width]]
        : [],
    ),
  );
}

/**
 * The state of one data table: its columns as the person arranged them, paging, remote sort,
 * the collapsed action column and the expanded rows. Everything a person arranges is saved as
 * settings types 0 (widths), 2 (columns) and 3 (page size, sorts, action column) under
 * `<tableId>#<route>`, on the server, so it follows them to another browser.
 */
export function useDataTable<Row>({ tableId, columns }: DataTableOptions<Row>) {
  const { pathname } = useLocation();
  // Throws TableIdRequiredError for a missing id: a table that cannot remember is a bug.
  const cacheKey = tableCacheKey(tableId, pathname);
  const { settings, isLoaded, save } = useTableSettings();

  const declared: TableColumn[] = useMemo(
    () =>
      columns.map(({ prop, name, noHide, fixed, noShowItem, width }) => ({
        prop,
        name,
        width,
        ...(noHide === undefined ? {} : { noHide }),
        ...(fixed === undefined ? {} : { fixed }),
        ...(noShowItem === undefined ? {} : { noShowItem }),
      })),
    [columns],
  );

  const storedConfig = settings?.[SettingType.COLUMN_CONFIG][cacheKey];
  const storedWidths = settings?.[SettingType.COLUMN_WIDTHS][cacheKey];
  const storedRoute = settings?.[SettingType.ROUTE_VALUES][cacheKey];

  const arranged = useMemo(
    () =>
      mergeColumnConfig(
        declared,
        readStoredSetting(storedColumnConfigSchema, storedConfig),
        readStoredSetting(storedColumnWidthsSchema, storedWidths),
      ),
    [declared, storedConfig, storedWidths],
  );
  const routeValues: StoredRouteValues = useMemo(
    () => readStoredSetting(storedRouteValuesSchema, storedRoute) ?? {},
    [storedRoute],
  );

  const saveColumns = useCallback(
    (next: readonly ColumnState[]) => {
      const ordered = next.map((column, order) => ({ ...column, order }));
      void save(
        SettingType.COLUMN_CONFIG,
        cacheKey,
        writeStoredSetting(storedColumnConfigSchema, toStoredColumnConfig(ordered)),
      );
      const widths = changedWidths(ordered, declared);
      const hadWidths = storedWidths !== undefined;
      if (hadWidths || Object.keys(widths).length > 0) {
        void save(SettingType.COLUMN_WIDTHS, cacheKey, writeStoredSetting(storedColumnWidthsSchema, widths));
      }
    },
    [save, cacheKey, declared, storedWidths],
  );

  const saveRouteValues = useCallback(
    (patch: StoredRouteValues) => {
      const next = { ...routeValues, ...patch };
      void save(SettingType.ROUTE_VALUES, cacheKey, writeStoredSetting(storedRouteValuesSchema, next));
    },
    [save, cacheKey, routeValues],
  );

  const fixColumn = useCallback(
    (field: string, fixed: ColumnFixed): FixOutcome => {
      const result = setColumnFixed(arranged, field, fixed);
      if (!result.ok) return result;
      saveColumns(result.columns);
      return { ok: true };
    },
    [arranged, saveColumns],
  );

  /** Back to the page's declared layout: the stored columns and widths are forgotten. */
  const resetColumns = useCallback(() => {
    void save(SettingType.COLUMN_CONFIG, cacheKey, null);
    void save(SettingType.COLUMN_WIDTHS, cacheKey, null);
  }, [save, cacheKey]);

  const [pageNum, setPageNum] = useState(1);
  const [rowsExpanded, setRowsExpanded] = useState(false);
  const pageSize = settings ? resolvePageSize(routeValues.pageSize) : DEFAULT_PAGE_SIZE;
  const sorts: ColumnSort[] = routeValues.sorts ?? [];

  const changePage = useCallback(
    (page: number, size: number) => {
      if (size !== pageSize) {
        saveRouteValues({ pageSize: resolvePageSize(size) });
        setPageNum(1);
      } else {
        setPageNum(page);
      }
    },
    [pageSize, saveRouteValues],
  );

  const changeSorts = useCallback(
    (next: ColumnSort[]) => {
      saveRouteValues({ sorts: next });
      setPageNum(1);
    },
    [saveRouteValues],
  );

  const setActionsCollapsed = useCallback(
    (collapsed: boolean) => saveRouteValues({ actionsCollapsed: collapsed }),
    [saveRouteValues],
  );

  /** The list call's paging and sort: pass it with the search filters. */
  const query = useMemo(() => ({ pageNum, pageSize, ...toSortQuery(sorts) }), [pageNum, pageSize, sorts]);

  return {
    tableId,
    cacheKey,
    columns,
    declared,
    arranged,
    saveColumns,
    fixColumn,
    resetColumns,
    pageNum,
    pageSize,
    changePage,
    /** A new search starts at page 1. */
    toFirstPage: useCallback(() => setPageNum(1), []),
    sorts,
    changeSorts,
    actionsCollapsed: routeValues.actionsCollapsed ?? false,
    setActionsCollapsed,
    rowsExpanded,
    setRowsExpanded,
    query,
    /** False until the stored layout has been read: hold the list call so it is sent once. */
    ready: isLoaded,
  };
}

export type DataTableState<Row> = ReturnType<typeof useDataTable<Row>>;
