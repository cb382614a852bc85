import {
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  FileTextOutlined,
  FlagOutlined,
  FolderOpenOutlined,
  SearchOutlined,
  StarOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { SHORTCUT_COLOURS, SHORTCUT_ICONS } from '@venus/shared';
import type { ComponentType } from 'react';

/** The drawings of the shared icon names; `reserveInt` indexes SHORTCUT_ICONS. */
const DRAWINGS: Record<(typeof SHORTCUT_ICONS)[number], ComponentType> = {
  star: StarOutlined,
  file: FileTextOutlined,
  folder: FolderOpenOutlined,
  search: SearchOutlined,
  calendar: CalendarOutlined,
  clock: ClockCircleOutlined,
  team: TeamOutlined,
  wallet: WalletOutlined,
  chart: BarChartOutlined,
  bell: BellOutlined,
  book: BookOutlined,
  flag: FlagOutlined,
};

export function ShortcutIcon({ index }: { index: number }) {
  const Drawing = DRAWINGS[SHORTCUT_ICONS[index] ?? 'star'];
  return <Drawing />;
}

export const colourOf = (index: number): string => SHORTCUT_COLOURS[index] ?? SHORTCUT_COLOURS[0];
