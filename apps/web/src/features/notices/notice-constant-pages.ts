import { NOTICE_PERMISSIONS } from '@venus/shared';
import type { ConstantPage } from '../../app/constant-pages.ts';

/**
 * The spec's detail and edit pages of notices, bulletins and acknowledgements (decision 0058),
 * routed for whoever holds the list they open from; writing needs the writer's permission.
 */
export const NOTICE_CONSTANT_PAGES: readonly ConstantPage[] = [
  {
    path: '/notice/detail/:title',
    component: 'notice/detail/index',
    titleKey: 'noticeUi.pageNotice',
    grantedWith: 'notice/list/index',
  },
  {
    path: '/bulletin/detail/:title',
    component: 'bulletin/detail/index',
    titleKey: 'noticeUi.pageBulletin',
    grantedWith: 'notice/bulletin/index',
  },
  {
    path: '/bulletin/edit/:title',
    component: 'bulletin/edit/index',
    titleKey: 'noticeUi.pageBulletinEdit',
    grantedWith: 'notice/bulletin/index',
    permission: NOTICE_PERMISSIONS.bulletinEdit,
  },
  {
    path: '/ack/add/:title',
    component: 'ack/add/index',
    titleKey: 'noticeUi.pageAckAdd',
    grantedWith: 'notice/ackSent/index',
    permission: NOTICE_PERMISSIONS.ackAdd,
  },
  {
    path: '/ack/detailAck/:title',
    component: 'ack/detailAck/index',
    titleKey: 'noticeUi.pageAckDetail',
    grantedWith: 'notice/ackSent/index',
  },
  {
    path: '/ack/confirm/:title',
    component: 'ack/confirm/index',
    titleKey: 'noticeUi.pageAckConfirm',
    grantedWith: 'notice/ack/index',
  },
];
