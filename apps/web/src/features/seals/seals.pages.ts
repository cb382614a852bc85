import { lazy } from 'react';
import type { Page } from '../../app/page-registry.ts';

/** Seals (decision 0057): the component strings the server's menus and the constant pages name (page-registry.ts). */
export const SEAL_PAGES: Record<string, Page> = {
  'seal/myList/index': lazy(() =>
    import('./seal-request-list.tsx').then((m) => ({ default: m.MySealRequestsPage })),
  ),
  'seal/listAll/index': lazy(() =>
    import('./seal-request-list.tsx').then((m) => ({ default: m.SealLedgerPage })),
  ),
  'seal/register/index': lazy(() =>
    import('./seal-register-page.tsx').then((m) => ({ default: m.SealRegisterPage })),
  ),
  'seal/lent/index': lazy(() => import('./lent-seals-page.tsx').then((m) => ({ default: m.LentSealsPage }))),
  'seal/edit/index': lazy(() =>
    import('./seal-request-edit-page.tsx').then((m) => ({ default: m.SealRequestEditPage })),
  ),
  'seal/detail/index': lazy(() =>
    import('./seal-request-detail-page.tsx').then((m) => ({ default: m.SealRequestDetailPage })),
  ),
  'seal/previewCompare/index': lazy(() =>
    import('./seal-compare-page.tsx').then((m) => ({ default: m.SealComparePage })),
  ),
};
