/** Spec §2 Others: the leave and overtime pages; the record travels in `?id=`, the title names the tab. */
export const leaveDetailPath = (title: string, leaveId: number) =>
  `/leave/leaveDetail/${encodeURIComponent(title)}?id=${leaveId}`;
export const overtimeDetailPath = (title: string, overtimeId: number) =>
  `/overtime/overtimeDetail/${encodeURIComponent(title)}?id=${overtimeId}`;
export const leaveAmendPath = (leaveId: number) => `/leave/leaveEdit?id=${leaveId}`;
export const overtimeAmendPath = (overtimeId: number) => `/overtime/overtimeEdit?id=${overtimeId}`;
