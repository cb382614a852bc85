import { describe, expect, it } from 'vitest';
import { formNameOf, placeErrors } from './server-errors.ts';

const inputs = new Set(['nameCn', 'feeAmount', 'parties.name', 'team.userId']);

describe('server field errors in the case form', () => {
  it('puts a field error on its input', () => {
    expect(formNameOf('nameCn', inputs)).toEqual(['nameCn']);
  });

  it('drops the project prefix of the update call', () => {
    expect(formNameOf('project.feeAmount', inputs)).toEqual(['feeAmount']);
  });

  it('keeps the index of a list entry', () => {
    expect(formNameOf('project.team.1.userId', inputs)).toEqual(['team', 1, 'userId']);
    expect(formNameOf('parties.0.name', inputs)).toEqual(['parties', 0, 'name']);
  });

  it('shows an error that names no input above the form', () => {
    const placed = placeErrors(
      [
        { field: 'team', key: 'case.onePartner', message: 'one partner' },
        { field: 'nameCn', key: 'validation.required', message: 'name required' },
      ],
      inputs,
    );
    expect(placed).toEqual({
      fields: [{ name: ['nameCn'], errors: ['name required'] }],
      general: ['one partner'],
    });
  });
});
