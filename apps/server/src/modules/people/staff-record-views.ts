import {
  type ContractPeriod,
  PROFILE_FIELD_NAMES,
  SENSITIVE_FIELDS,
  type StaffProfile,
  type StaffRecordRow,
  type StaffRecordView,
} from '@venus/shared';
import type { StaffPerson } from './people.collaborators.ts';
import type { staffRecords } from './people.tables.ts';

export type RecordRow = typeof staffRecords.$inferSelect;

/** The record of someone HR has not filled yet: everything empty. */
export const EMPTY_PROFILE: StaffProfile = {
  gender: '',
  birthDate: null,
  personalPhone: '',
  personalEmail: '',
  education: [],
  barLicenceNo: '',
  barLicenceDate: null,
  hireDate: null,
  contracts: [],
};

export function profileOf(row: RecordRow | undefined): StaffProfile {
  if (!row) return { ...EMPTY_PROFILE };
  return Object.fromEntries(PROFILE_FIELD_NAMES.map((name) => [name, row[name]])) as StaffProfile;
}

/** The contract in force on the day, or the next to start; its end ('' open-ended). */
export function contractEnds(contracts: readonly ContractPeriod[], today: string): string | null {
  const current = contracts.find((c) => c.startDate <= today && (!c.endDate || c.endDate >= today));
  return current ? (current.endDate ?? '') : null;
}

function filled(row: RecordRow | undefined): StaffRecordView['sensitiveFilled'] {
  const contact = row?.emergencyContact;
  return {
    identityNumber: Boolean(row?.identityNumber),
    homeAddress: Boolean(row?.homeAddress),
    emergencyContact: Boolean(contact && (contact.name || contact.phone)),
  };
}

export interface ViewExtras {
  currentLevel: string | null;
  pendingCorrections: number;
  isOwn: boolean;
  canEdit: boolean;
  today: string;
}

export function recordView(
  person: StaffPerson,
  row: RecordRow | undefined,
  extras: ViewExtras,
): StaffRecordView {
  const profile = profileOf(row);
  return {
    ...profile,
    userId: person.userId,
    nickName: person.nickName,
    nameEn: person.nameEn,
    userno: person.userno,
    status: person.status,
    deptName: person.deptName,
    deptNameEn: person.deptNameEn,
    officeName: person.officeName,
    officeNameEn: person.officeNameEn,
    userTypeId: row?.userTypeId ?? null,
    groupIds: row?.groupIds ?? [],
    remark: row?.remark ?? '',
    identityType: row?.identityType ?? 'prcId',
    sensitiveFilled: filled(row),
    currentLevel: extras.currentLevel,
    contractEnds: contractEnds(profile.contracts, extras.today),
    pendingCorrections: extras.pendingCorrections,
    isOwn: extras.isOwn,
    canEdit: extras.canEdit,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export function recordListRow(
  person: StaffPerson,
  row: RecordRow | undefined,
  extras: Pick<ViewExtras, 'currentLevel' | 'pendingCorrections' | 'today'>,
): StaffRecordRow {
  return {
    userId: person.userId,
    nickName: person.nickName,
    nameEn: person.nameEn,
    userno: person.userno,
    status: person.status,
    deptName: person.deptName,
    deptNameEn: person.deptNameEn,
    officeName: person.officeName,
    officeNameEn: person.officeNameEn,
    userTypeId: row?.userTypeId ?? null,
    currentLevel: extras.currentLevel,
    hireDate: row?.hireDate ?? null,
    barLicenceNo: row?.barLicenceNo ?? '',
    contractEnds: contractEnds(row?.contracts ?? [], extras.today),
    pendingCorrections: extras.pendingCorrections,
  };
}

/**
 * The record as the audit trail keeps it: a sensitive value never enters the log (the log is
 * read by administrators who may not see it); the trail says whether it was filled and changed.
 */
export function auditedRecord(row: RecordRow | undefined | null): Record<string, unknown> | null {
  if (!row) return null;
  const copy: Record<string, unknown> = { ...row };
  for (const field of SENSITIVE_FIELDS) {
    const value = row[field];
    const isFilled = typeof value === 'string' ? value !== '' : Boolean(value.name || value.phone);
    copy[field] = isFilled ? '[hidden]' : '';
  }
  return copy;
}
