import { describe, expect, it } from 'vitest';
import { EMPTY_CLIENT, inputOf } from './client-form-values.ts';
import { clientIdOf, clientMergePath } from './client-paths.ts';

describe('client form values', () => {
  it('leaves out blank list rows and a relation with no client chosen, and trims the rest', () => {
    const input = inputOf({
      ...EMPTY_CLIENT,
      nameCn: ' 星河智能 ',
      formerNames: [' 旧名 ', ''],
      contacts: [{ name: '', title: '', phone: '', email: '' }, { name: ' 周晓楠 ' }],
      invoiceTitles: [{ title: '' }],
      relations: [{ relatedClientId: null, relation: 'parent' }, { relatedClientId: 7 }],
    });
    expect(input).toMatchObject({
      nameCn: '星河智能',
      formerNames: ['旧名'],
      contacts: [{ name: '周晓楠', title: '', phone: '', email: '' }],
      invoiceTitles: [],
      relations: [{ relatedClientId: 7, relation: 'affiliate' }],
    });
  });
});

describe('client paths', () => {
  it('reads only a well-formed client id from the query', () => {
    expect(clientIdOf(new URLSearchParams('clientId=12'))).toBe(12);
    expect(clientIdOf(new URLSearchParams('clientId=12x'))).toBe(0);
    expect(clientIdOf(new URLSearchParams('keep=3'), 'keep')).toBe(3);
    expect(clientMergePath(3)).toBe('/merge/list?keep=3');
  });
});
