import { describe, expect, it } from 'vitest';
import { parseLayoutsFile, serializeLayouts } from './table-layouts-file.ts';

describe('table layouts file', () => {
  it('reads back what it wrote', () => {
    const layouts = { 0: { 'widths:/a': '[1,2]' }, 2: { 'columns:/a': '{"x":1}' }, 3: {} };
    expect(parseLayoutsFile(serializeLayouts(layouts))).toEqual({ ok: true, layouts });
  });

  it('writes every table type, empty ones included', () => {
    expect(JSON.parse(serializeLayouts({ 2: { k: 'v' } }))).toEqual({
      venus: 'table-layouts',
      0: {},
      2: { k: 'v' },
      3: {},
    });
  });

  it('refuses text that is not JSON', () => {
    expect(parseLayoutsFile('{oops')).toEqual({ ok: false, error: { key: 'notJson' } });
  });

  it('refuses JSON that is not a layouts file', () => {
    expect(parseLayoutsFile('[1,2]')).toEqual({ ok: false, error: { key: 'notLayoutFile' } });
    expect(parseLayoutsFile('{"0":{}}')).toEqual({ ok: false, error: { key: 'notLayoutFile' } });
  });

  it('refuses the personal settings type and unknown types', () => {
    expect(parseLayoutsFile('{"venus":"table-layouts","1":{}}')).toEqual({
      ok: false,
      error: { key: 'unknownType', values: { type: '1' } },
    });
    expect(parseLayoutsFile('{"venus":"table-layouts","widths":{}}')).toMatchObject({
      error: { key: 'unknownType' },
    });
  });

  it('names the entry whose stored text is not text', () => {
    expect(parseLayoutsFile('{"venus":"table-layouts","2":{"columns:/x":5}}')).toMatchObject({
      ok: false,
      error: { key: 'badEntry', values: { type: '2', key: 'columns:/x' } },
    });
  });

  it('refuses more keys than the server keeps', () => {
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`k${i}`, 'v']));
    expect(parseLayoutsFile(JSON.stringify({ venus: 'table-layouts', 0: many }))).toMatchObject({
      error: { key: 'tooManyKeys', values: { type: '0', max: 500 } },
    });
  });

  it('refuses a file with no layouts at all', () => {
    expect(parseLayoutsFile('{"venus":"table-layouts"}')).toEqual({ ok: false, error: { key: 'empty' } });
  });
});
