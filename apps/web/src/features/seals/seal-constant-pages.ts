import { SEAL_PERMISSIONS } from '@venus/shared';
import type { ConstantPage } from '../../app/constant-pages.ts';

/**
 * The spec's /v2 seal pages (decision 0057): the request form (the quick-start tile 用印申请 and
 * 投标文件用印) for whoever files; a request, its detailV3 and its comparison for whoever holds
 * 我的用印 (every role: approvers and custodians open them from the task centre). The server
 * decides who may read which request.
 */
export const SEAL_CONSTANT_PAGES: readonly ConstantPage[] = [
  {
    path: '/v2/seal/edit',
    component: 'seal/edit/index',
    titleKey: 'sealsUi.pageEdit',
    permission: SEAL_PERMISSIONS.add,
  },
  {
    path: '/v2/seal/bid',
    component: 'seal/edit/index',
    titleKey: 'sealsUi.pageBid',
    permission: SEAL_PERMISSIONS.add,
  },
  {
    path: '/v2/seal/detail/:title',
    component: 'seal/detail/index',
    titleKey: 'sealsUi.pageDetail',
    grantedWith: 'seal/myList/index',
  },
  {
    path: '/v2/seal/detailV3/:title',
    component: 'seal/detail/index',
    titleKey: 'sealsUi.pageDetail',
    grantedWith: 'seal/myList/index',
  },
  {
    path: '/v2/seal/previewCompare/:title',
    component: 'seal/previewCompare/index',
    titleKey: 'sealsUi.pageCompare',
    grantedWith: 'seal/myList/index',
  },
];
