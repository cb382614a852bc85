import type { BillDocumentTimekeeper, ConfigKey } from '@venus/shared';
import type { Database, Executor } from '../../../platform/db/database.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { BillDocumentsDeps } from './bill-documents.service.ts';

/** LEDES TIMEKEEPER_CLASSIFICATION of the firm's levels (dictionary `hk_timekeeper_level`). */
const CLASSIFICATION: Record<string, BillDocumentTimekeeper['classification']> = {
  partner: 'PT',
  counsel: 'OC',
  seniorAssociate: 'AS',
  associate: 'AS',
  paralegal: 'LA',
};

/** The modules a bill's documents ask, as services.ts holds them. */
export interface BillDocumentsWiring {
  db: Database;
  mailer: Mailer;
  readConfig: (key: ConfigKey) => Promise<string>;
  officeOf: (
    deptId: number,
    tx?: Executor,
  ) => Promise<{ code: string; deptName: string; deptNameEn: string }>;
  clientOf: (clientId: number) => Promise<{
    nameCn: string;
    nameEn: string;
    registrationNumber: string;
    invoiceTitles: { invoiceTitleId: number; addressPhone: string }[];
  }>;
  peopleByIds: (ids: readonly number[]) => Promise<Map<number, { nickName: string; nameEn: string }>>;
  levelsOf: (userIds: readonly number[]) => Promise<Map<number, string>>;
  levelLabels: () => Promise<{ dictValue: string; dictLabel: string; dictLabelEn: string }[]>;
  /** The files the server makes (files/generated-files.ts): the issued bill's PDF. */
  files: BillDocumentsDeps['files'];
}

/** A bill's documents' collaborators: they answer, billing never reads their tables. */
export function wireBillDocuments(wiring: BillDocumentsWiring): Omit<BillDocumentsDeps, 'detail'> {
  return {
    mailer: wiring.mailer,
    readConfig: wiring.readConfig,
    files: wiring.files,
    office: async (officeId) => {
      const office = await wiring.officeOf(officeId);
      return {
        code: office.code,
        nameCn: office.deptName,
        nameEn: office.deptNameEn,
        address: '',
        phone: '',
      };
    },
    client: async (clientId, invoiceTitleId) => {
      const client = await wiring.clientOf(clientId);
      const title = client.invoiceTitles.find((one) => one.invoiceTitleId === invoiceTitleId);
      return {
        clientId,
        nameCn: client.nameCn,
        nameEn: client.nameEn,
        address: title?.addressPhone ?? '',
        registrationNumber: client.registrationNumber,
      };
    },
    timekeepers: async (userIds) => {
      const [people, levels, labels] = await Promise.all([
        wiring.peopleByIds(userIds),
        wiring.levelsOf(userIds),
        wiring.levelLabels(),
      ]);
      const labelOf = new Map(labels.map((label) => [label.dictValue, label]));
      return new Map(
        [...people].map(([userId, person]) => {
          const level = levels.get(userId) ?? '';
          return [
            userId,
            {
              userId,
              nameCn: person.nickName,
              nameEn: person.nameEn || person.nickName,
              levelCn: labelOf.get(level)?.dictLabel ?? '',
              levelEn: labelOf.get(level)?.dictLabelEn ?? '',
              classification: CLASSIFICATION[level] ?? 'OT',
            },
          ];
        }),
      );
    },
  };
}
