import { SIGNED_IN } from '../platform/http/route-access.ts';

/**
 * Staff records (decision 0059): HR lists and changes; reading one record, its levels and one's
 * corrections is open to everyone signed in because the service lets through only the person
 * themself or HR (`hr:archives:list`); the sensitive fields are also behind the privacy password.
 */
export const PEOPLE_ROUTES: Readonly<Record<string, string>> = {
  'GET /hankun/people/record/list': 'hr:archives:list',
  'GET /hankun/people/record/:userId': SIGNED_IN,
  'GET /hankun/people/record/:userId/sensitive': SIGNED_IN,
  'PUT /hankun/people/record': 'hr:archives:edit',
  'GET /hankun/people/correction/list': SIGNED_IN,
  'POST /hankun/people/correction': SIGNED_IN,
  'POST /hankun/people/correction/withdraw/:id': SIGNED_IN,
  'POST /hankun/people/correction/decide': 'hr:archives:edit',
  'GET /hankun/people/level/list': SIGNED_IN,
  'POST /hankun/people/level': 'hr:archives:edit',
  'PUT /hankun/people/level': 'hr:archives:edit',
  'DELETE /hankun/people/level/:id': 'hr:archives:edit',
  'GET /hankun/people/userType/list': SIGNED_IN,
  'POST /hankun/people/userType': 'hr:archives:edit',
  'PUT /hankun/people/userType': 'hr:archives:edit',
  'GET /hankun/people/group/list': SIGNED_IN,
  'POST /hankun/people/group': 'hr:archives:edit',
  'PUT /hankun/people/group': 'hr:archives:edit',
};
