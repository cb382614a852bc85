import { describe, expect, it } from 'vitest';
import { formNameOf, placeErrors } from './server-field-errors.ts';

const inputs = new Set(['nameCn', 'feeAmount', 'parties.name', 'team.userId']);
const caseForm = { prefix: 'project', inputs };

describe('server field errors on a form', () => {
  it('puts a field error on its input', () => {
    expect(formNameOf('nameCn', caseForm)).toEqual(['nameCn']);
  });

  it('drops the prefix the edit call nests its record under', () => {
    expect(formNameOf('project.feeAmount', caseForm)).toEqual(['feeAmount']);
    expect(formNameOf('client.contacts.0.email', { prefix: 'client' })).toEqual(['contacts', 0, 'email']);
  });

  it('keeps the index of a list entry', () => {
    expect(formNameOf('project.team.1.userId', caseForm)).toEqual(['team', 1, 'userId']);
    expect(formNameOf('parties.0.name', caseForm)).toEqual(['parties', 0, 'name']);
  });

  it('takes any named field for an input when the form does not list its inputs', () => {
    expect(formNameOf('nameCn', { prefix: 'client' })).toEqual(['nameCn']);
    expect(formNameOf('client', { prefix: 'client' })).toBeNull();
  });

  it('shows an error that names no input above the form', () => {
    const placed = placeErrors(
      [
        { field: 'team', key: 'case.onePartner', message: 'one partner' },
        { field: 'nameCn', key: 'validation.required', message: 'name required' },
      ],
      caseForm,
    );
    expect(placed).toEqual({
      fields: [{ name: ['nameCn'], errors: ['name required'] }],
      general: ['one partner'],
    });
  });
});
