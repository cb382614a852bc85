import { lazy } from 'react';
import type { Page } from '../../app/page-registry.ts';

/** 通知公告 (decision 0058): the component strings the server's menus and the constant pages name. */
export const NOTICE_PAGES: Record<string, Page> = {
  'notice/list/index': lazy(() =>
    import('./my-notices-page.tsx').then((m) => ({ default: m.MyNoticesPage })),
  ),
  'notice/sent/index': lazy(() =>
    import('./sent-notices-page.tsx').then((m) => ({ default: m.SentNoticesPage })),
  ),
  'notice/detail/index': lazy(() =>
    import('./notice-detail-page.tsx').then((m) => ({ default: m.NoticeDetailPage })),
  ),
  'notice/bulletin/index': lazy(() =>
    import('./bulletin-board-page.tsx').then((m) => ({ default: m.BulletinBoardPage })),
  ),
  'bulletin/edit/index': lazy(() =>
    import('./bulletin-edit-page.tsx').then((m) => ({ default: m.BulletinEditPage })),
  ),
  'bulletin/detail/index': lazy(() =>
    import('./bulletin-detail-page.tsx').then((m) => ({ default: m.BulletinDetailPage })),
  ),
  'notice/ack/index': lazy(() => import('./my-acks-page.tsx').then((m) => ({ default: m.MyAcksPage }))),
  'notice/ackSent/index': lazy(() =>
    import('./sent-acks-page.tsx').then((m) => ({ default: m.SentAcksPage })),
  ),
  'ack/add/index': lazy(() => import('./ack-edit-page.tsx').then((m) => ({ default: m.AckEditPage }))),
  'ack/detailAck/index': lazy(() =>
    import('./ack-detail-page.tsx').then((m) => ({ default: m.AckDetailPage })),
  ),
  'ack/confirm/index': lazy(() =>
    import('./ack-detail-page.tsx').then((m) => ({ default: m.AckDetailPage })),
  ),
};
