import { useCallback, useState } from 'react';

/** The conditions a person filled in, without the empty ones (an empty box means "any"). */
export function activeFilters<V extends object>(values: V): Partial<V> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<V>;
}

/**
 * A list page's applied search: what Search last sent, and the Search handler, which also goes
 * back to the first page (page 4 of the old results means nothing for the new ones).
 */
export function useSearchFilters<V extends object>(toFirstPage: () => void) {
  const [filters, setFilters] = useState<Partial<V>>({});
  const search = useCallback(
    (values: V) => {
      setFilters(activeFilters(values));
      toFirstPage();
    },
    [toFirstPage],
  );
  return { filters, search };
}
