/** The spec's detail and edit pages of notices, bulletins and acknowledgements (decision 0058). */
const titled = (base: string, title: string, id: number) =>
  `${base}/${encodeURIComponent(title || String(id))}?id=${id}`;

export const noticeDetailPath = (title: string, id: number) => titled('/notice/detail', title, id);
export const bulletinDetailPath = (title: string, id: number) => titled('/bulletin/detail', title, id);
export const bulletinEditPath = (title: string, id?: number) =>
  id === undefined ? `/bulletin/edit/${encodeURIComponent(title)}` : titled('/bulletin/edit', title, id);
export const ackAddPath = (title: string, id?: number) =>
  id === undefined ? `/ack/add/${encodeURIComponent(title)}` : titled('/ack/add', title, id);
export const ackDetailPath = (title: string, id: number) => titled('/ack/detailAck', title, id);
export const ackConfirmPath = (title: string, id: number) => titled('/ack/confirm', title, id);

/** The `?id=` of a detail page, or undefined. */
export function idOf(params: URLSearchParams): number | undefined {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
