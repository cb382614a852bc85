import { ProjectSearchBox } from '../project-search/project-search-box.tsx';
import { CLIENT_CACHE_NAME, searchClients } from './client-search-api.ts';

/** Its own recent choices, apart from the projects'. */
const CLIENT_HISTORY_KIND = 'client';

export interface ClientPickerProps {
  value?: number | null;
  onChange?: (clientId: number | null) => void;
  id?: string;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
}

/**
 * A client box with the project search box's behaviour (spec §3): "no data", recent choices, back
 * to the last choice on blur, and a saved choice named by its id (`client/selectList?id=`).
 * Searches and history are kept apart from the projects': a client and a case may share an id.
 */
export function ClientPicker({ value, onChange, ...rest }: ClientPickerProps) {
  return (
    <ProjectSearchBox
      {...rest}
      value={value !== null && value !== undefined && value > 0 ? value : null}
      onChange={(id) => onChange?.(id === null ? null : Number(id))}
      search={searchClients}
      historyKind={CLIENT_HISTORY_KIND}
      cacheName={CLIENT_CACHE_NAME}
    />
  );
}
