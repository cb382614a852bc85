/**
 * Spec /user/addressBook/:title and /user/officeMap/:title (decision 0024): the title names the
 * tab; the map's office, floor and the person to show travel in the query.
 */
export const addressBookPath = (title: string) => `/user/addressBook/${encodeURIComponent(title)}`;

export interface MapTarget {
  officeId?: number;
  floor?: string;
  /** Opens the map at this person's seat. */
  userId?: number;
}

export function officeMapPath(title: string, target: MapTarget = {}): string {
  const query = new URLSearchParams();
  if (target.officeId) query.set('officeId', String(target.officeId));
  if (target.floor) query.set('floor', target.floor);
  if (target.userId) query.set('userId', String(target.userId));
  const search = query.toString();
  return `/user/officeMap/${encodeURIComponent(title)}${search ? `?${search}` : ''}`;
}
