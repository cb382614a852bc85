import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  ControlOutlined,
  DashboardOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
  FolderOpenOutlined,
  HistoryOutlined,
  HomeOutlined,
  LinkOutlined,
  MenuOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  SoundOutlined,
  TagsOutlined,
  TeamOutlined,
  TranslationOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { HOME_ICON } from './route-tree.ts';

/**
 * The server names menu icons by number (spec §3 Menu icon table, ids 1 to 77). Ids 1–10 follow
 * the seeded system and monitoring menus, 11–19 the firm's main areas; any other id gets a
 * neutral icon until the full table is settled in the shared package.
 */
const ICONS: Record<number, ComponentType> = {
  [HOME_ICON]: HomeOutlined,
  1: SettingOutlined,
  2: UserOutlined,
  3: SafetyCertificateOutlined,
  4: MenuOutlined,
  5: ApartmentOutlined,
  6: BookOutlined,
  7: ControlOutlined,
  8: DashboardOutlined,
  9: FileSearchOutlined,
  10: HistoryOutlined,
  11: FolderOpenOutlined,
  12: TeamOutlined,
  13: AccountBookOutlined,
  14: WalletOutlined,
  15: ClockCircleOutlined,
  16: CalendarOutlined,
  17: NotificationOutlined,
  18: BarChartOutlined,
  19: LinkOutlined,
  // Shell services (version history, translations, timeout log).
  70: TagsOutlined,
  71: TranslationOutlined,
  72: FieldTimeOutlined,
  // Live notices (monitor:message).
  73: SoundOutlined,
};

export function MenuIcon({ id }: { id: number }) {
  const Icon = ICONS[id] ?? AppstoreOutlined;
  return <Icon />;
}
