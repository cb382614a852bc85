/**
 * Reads the cell texts of an .xlsx in the browser without a spreadsheet library: an .xlsx is a
 * zip of XML parts, and the browser inflates zip entries itself (DecompressionStream). Enough for
 * a preview: shared and inline strings, numbers as written, no formatting.
 */
export interface SheetText {
  name: string;
  rows: string[][];
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The entries of a zip by name, read from its central directory. */
async function unzip(buffer: ArrayBuffer): Promise<Map<string, () => Promise<string>>> {
  const view = new DataView(buffer);
  const bytes = new Uint8Array(buffer);
  let end = buffer.byteLength - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('not a zip archive');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries = new Map<string, () => Promise<string>>();
  const text = new TextDecoder();
  for (let index = 0; index < count; index += 1) {
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = text.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(start, start + size);
    entries.set(name, async () => text.decode(method === 8 ? await inflate(data) : data));
    at += 46 + skip;
  }
  return entries;
}

const unescapeXml = (value: string) =>
  value.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, entity: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
    if (entity[0] !== '#') return named[entity.toLowerCase()] ?? '';
    return String.fromCodePoint(
      entity[1] === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1)),
    );
  });

const textsOf = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => unescapeXml(m[1]!)).join('');

function columnOf(reference: string): number {
  let column = 0;
  for (const letter of reference.replace(/\d+$/, '')) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

function rowsOf(xml: string, shared: string[], maxRows: number): string[][] {
  const rows: string[][] = [];
  for (const row of xml.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    if (rows.length >= maxRows) break;
    const cells: string[] = [];
    for (const cell of row[1]!.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1]!;
      const body = cell[2] ?? '';
      const reference = /\br="([A-Z]+\d+)"/.exec(attributes)?.[1];
      const type = /\bt="(\w+)"/.exec(attributes)?.[1];
      const value = unescapeXml(/<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '');
      const shown =
        type === 's' ? (shared[Number(value)] ?? '') : type === 'inlineStr' ? textsOf(body) : value;
      cells[reference ? columnOf(reference) : cells.length] = shown;
    }
    rows.push(Array.from(cells, (cell) => cell ?? ''));
  }
  return rows;
}

export async function readXlsx(buffer: ArrayBuffer, maxSheets = 5, maxRows = 500): Promise<SheetText[]> {
  const entries = await unzip(buffer);
  const read = async (name: string) => (await entries.get(name)?.()) ?? '';
  const shared = [...(await read('xl/sharedStrings.xml')).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    textsOf(m[1]!),
  );
  const names = [...(await read('xl/workbook.xml')).matchAll(/<sheet\b[^>]*\bname="([^"]*)"/g)].map((m) =>
    unescapeXml(m[1]!),
  );
  const sheets: SheetText[] = [];
  for (const [index, name] of names.slice(0, maxSheets).entries()) {
    const xml = await read(`xl/worksheets/sheet${index + 1}.xml`);
    sheets.push({ name, rows: rowsOf(xml, shared, maxRows) });
  }
  return sheets;
}
