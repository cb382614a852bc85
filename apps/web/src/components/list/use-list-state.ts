import { PAGE_SIZES } from '@venus/shared';
import type { TablePaginationConfig } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pageSizeStorageKey, parsePageSize } from './page-size.ts';

export type Filters = Record<string, string | undefined>;

function readPageSize(pathname: string): number {
  try {
    return parsePageSize(localStorage.getItem(pageSizeStorageKey(pathname)));
  } catch {
    return parsePageSize(null);
  }
}

/** Applied filters and paging of a list page, and the table's pagination settings. */
export function useListState<F extends Filters>(initialFilters: F) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [filters, setFilters] = useState<F>(initialFilters);
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(() => readPageSize(pathname));

  const search = useCallback((next: F) => {
    setFilters(next);
    setPageNum(1);
  }, []);

  const changePage = useCallback(
    (page: number, size: number) => {
      if (size !== pageSize) {
        try {
          localStorage.setItem(pageSizeStorageKey(pathname), String(size));
        } catch {
          // Without storage the size simply is not remembered.
        }
      }
      setPageSize(size);
      setPageNum(size === pageSize ? page : 1);
    },
    [pageSize, pathname],
  );

  const params = useMemo(() => ({ ...filters, pageNum, pageSize }), [filters, pageNum, pageSize]);

  const pagination = useCallback(
    (total: number): TablePaginationConfig => ({
      current: pageNum,
      pageSize,
      total,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZES.map(String),
      showTotal: (count) => t('list.total', { total: count }),
      onChange: changePage,
    }),
    [pageNum, pageSize, changePage, t],
  );

  return { params, search, pagination };
}
