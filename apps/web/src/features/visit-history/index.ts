// What other features and the shell use of the visit history.
export { RecentVisitsCard } from './recent-visits-card.tsx';
export { useVisitRecorder } from './use-visit-recorder.ts';
