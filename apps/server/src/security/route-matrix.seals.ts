/**
 * Seals (decision 0057): filing needs `hk:seal:add`; reading one's requests, approving and the
 * custodian's stamping, hand-out and return need `hk:seal:list`, and the service checks that the
 * caller is the applicant, holds the task or keeps the seal; the ledger, the register and the
 * lent seals are administration's.
 */
export const SEAL_ROUTES: Readonly<Record<string, string>> = {
  'GET /hankun/seal/list': 'hk:sealRegister:list',
  'POST /hankun/seal': 'hk:sealRegister:list',
  'PUT /hankun/seal': 'hk:sealRegister:list',
  'GET /hankun/seal/options': 'hk:seal:add',
  'GET /hankun/seal/lent': 'hk:sealLent:list',
  'GET /hankun/seal/request/list': 'hk:seal:list',
  'GET /hankun/seal/request/listAll': 'hk:seal:listAll',
  'GET /hankun/seal/request/:requestId': 'hk:seal:list',
  'GET /hankun/seal/request/:requestId/compare': 'hk:seal:list',
  'POST /hankun/seal/request': 'hk:seal:add',
  'PUT /hankun/seal/request': 'hk:seal:add',
  'POST /hankun/seal/request/submit': 'hk:seal:add',
  'POST /hankun/seal/request/cancel': 'hk:seal:add',
  'POST /hankun/seal/request/cancelWithdraw': 'hk:seal:add',
  'POST /hankun/seal/request/audit': 'hk:seal:list',
  'POST /hankun/seal/request/back': 'hk:seal:list',
  'POST /hankun/seal/request/reject': 'hk:seal:list',
  'POST /hankun/seal/request/stamp': 'hk:seal:list',
  'POST /hankun/seal/request/handOut': 'hk:seal:list',
  'POST /hankun/seal/request/receive': 'hk:seal:list',
};
