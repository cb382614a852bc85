import { lazy } from 'react';
import type { Page } from '../../app/page-registry.ts';

/** Staff records (decision 0059): the component strings of its pages (page-registry.ts). */
export const PEOPLE_PAGES: Record<string, Page> = {
  'hr/archives/index': lazy(() =>
    import('./staff-records-page.tsx').then((m) => ({ default: m.StaffRecordsPage })),
  ),
  'user/userDataInfo/index': lazy(() =>
    import('./staff-record-page.tsx').then((m) => ({ default: m.StaffRecordPage })),
  ),
};
