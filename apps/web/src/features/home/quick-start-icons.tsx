import {
  AccountBookOutlined,
  AuditOutlined,
  BankOutlined,
  CalendarOutlined,
  CarryOutOutlined,
  ClockCircleOutlined,
  EditOutlined,
  FileDoneOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FundOutlined,
  PieChartOutlined,
  ProfileOutlined,
  ReconciliationOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SolutionOutlined,
  TransactionOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** One drawing per quick-start tile id (QUICK_START_TILES), with the colour of its area. */
const TILE_LOOKS: Record<string, { Icon: ComponentType; colour: string }> = {
  preCheckAudit: { Icon: FileSearchOutlined, colour: '#1d4ed8' },
  establishAudit: { Icon: AuditOutlined, colour: '#1d4ed8' },
  closingAudit: { Icon: FileDoneOutlined, colour: '#1d4ed8' },
  preCheck: { Icon: SafetyCertificateOutlined, colour: '#1d4ed8' },
  leaderWithholding: { Icon: BankOutlined, colour: '#7c3aed' },
  partnerIncome: { Icon: FundOutlined, colour: '#7c3aed' },
  projectIncome: { Icon: PieChartOutlined, colour: '#7c3aed' },
  userExpense: { Icon: ReconciliationOutlined, colour: '#7c3aed' },
  leave: { Icon: CalendarOutlined, colour: '#0f766e' },
  overtime: { Icon: ScheduleOutlined, colour: '#0f766e' },
  dailyExpense: { Icon: WalletOutlined, colour: '#b45309' },
  writeWorklog: { Icon: EditOutlined, colour: '#0369a1' },
  settle: { Icon: SolutionOutlined, colour: '#1d4ed8' },
  billAdd: { Icon: AccountBookOutlined, colour: '#b45309' },
  myWorklog: { Icon: ClockCircleOutlined, colour: '#0369a1' },
  relateWorklog: { Icon: ProfileOutlined, colour: '#0369a1' },
  seal: { Icon: FileProtectOutlined, colour: '#be123c' },
  expenseAdd: { Icon: TransactionOutlined, colour: '#b45309' },
  borrowAdd: { Icon: CarryOutOutlined, colour: '#b45309' },
};

export function tileLook(id: string) {
  return TILE_LOOKS[id] ?? { Icon: ProfileOutlined, colour: '#475569' };
}
