import { SIGNED_IN } from '../platform/http/route-access.ts';

/**
 * Notices, bulletins and acknowledgements (decision 0058): everyone reads their own notices and
 * acknowledgements and the board; writing them is administration's. Who may see which notice,
 * its receipts or an acknowledgement's status (recipient, author, administration) is checked in
 * the services.
 */
export const NOTICE_ROUTES: Readonly<Record<string, string>> = {
  'GET /hankun/notice/list': 'hankun:notice:list',
  'GET /hankun/notice/unreadCount': 'hankun:notice:list',
  'GET /hankun/notice/units': SIGNED_IN,
  'GET /hankun/notice/:id': 'hankun:notice:list',
  'GET /hankun/notice/sent': 'hankun:notice:add',
  'GET /hankun/notice/receipts/:id': 'hankun:notice:add',
  'POST /hankun/notice': 'hankun:notice:add',
  'PUT /hankun/notice': 'hankun:notice:add',
  'DELETE /hankun/notice/:id': 'hankun:notice:add',
  'POST /hankun/notice/publish/:id': 'hankun:notice:add',
  'POST /hankun/notice/withdraw/:id': 'hankun:notice:add',
  'GET /hankun/bulletin/list': 'hankun:bulletin:list',
  'GET /hankun/bulletin/:id': 'hankun:bulletin:list',
  'POST /hankun/bulletin': 'hankun:bulletin:edit',
  'PUT /hankun/bulletin': 'hankun:bulletin:edit',
  'DELETE /hankun/bulletin/:id': 'hankun:bulletin:edit',
  'GET /hankun/ack/list': 'hankun:ack:list',
  'GET /hankun/ack/:id': 'hankun:ack:list',
  'POST /hankun/ack/confirm/:id': 'hankun:ack:list',
  'GET /hankun/ack/sent': 'hankun:ack:add',
  'GET /hankun/ack/status/:id': 'hankun:ack:add',
  'POST /hankun/ack': 'hankun:ack:add',
  'PUT /hankun/ack': 'hankun:ack:add',
  'DELETE /hankun/ack/:id': 'hankun:ack:add',
  'POST /hankun/ack/send/:id': 'hankun:ack:add',
  'POST /hankun/ack/cancel/:id': 'hankun:ack:add',
};
