import { addDays } from '@venus/shared';
import { storedRelationOf } from '../../../modules/clients/client-children.ts';
import { ConflictIndex } from '../../../modules/conflicts/conflict-index.service.ts';
import { clientIndexEntry } from '../../../modules/conflicts/index-entries.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { insertReturningInBatches } from '../../../platform/db/insert-in-batches.ts';
import { clientContacts, clientInvoiceTitles, clientRelations, clients } from '../../schema.ts';
import type { AuditTrail } from './audit-trail.ts';
import { DEMO_CLIENT_RELATIONS, DEMO_CLIENTS, type DemoClient } from './demo-clients.data.ts';
import type { Firm } from './firm.ts';
import { insertJsonRows } from './json-rows.ts';
import { officeMoment } from './moments.ts';
import type { Prng } from './prng.ts';

export type ClientRow = typeof clients.$inferSelect;

const CN_SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '罗',
  '高',
];
const CN_GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '涛',
  '明',
  '超',
  '秀兰',
  '晓东',
  '雪梅',
  '志刚',
  '海燕',
  '建华',
  '思远',
  '嘉怡',
  '子涵',
  '文博',
];
const EN_FIRST = [
  'James',
  'Sarah',
  'David',
  'Emma',
  'Daniel',
  'Olivia',
  'Thomas',
  'Hannah',
  'Lukas',
  'Yuki',
  'Wei Ling',
  'Priya',
];
const EN_LAST = [
  'Walker',
  'Schmidt',
  'Tan',
  'Nakamura',
  'Clarke',
  'Fischer',
  'Lim',
  'Patel',
  'Morgan',
  'Chan',
  'Suzuki',
  'Becker',
];
const CN_TITLES = [
  '法务总监',
  '总法律顾问',
  '首席财务官',
  '董事会秘书',
  '法务经理',
  '总经理助理',
  '合规负责人',
  '人力资源总监',
];
const EN_TITLES = [
  'General Counsel',
  'Head of Legal',
  'CFO',
  'Legal Manager',
  'Company Secretary',
  'VP Corporate Development',
];
const BANKS = ['中国工商银行', '中国建设银行', '招商银行', '中国银行', '交通银行', '浦发银行'];

/** Contacts at a client: Chinese names at a mainland company, English ones abroad. */
function contactsOf(prng: Prng, client: DemoClient): (typeof clientContacts.$inferInsert)[] {
  if (client.clientType === '2')
    return [{ clientId: 0, name: client.nameCn, title: '', phone: mobile(prng), email: '', orderNum: 1 }];
  const mainland = client.countryRegion === '1';
  return Array.from({ length: prng.int(1, 3) }, (_, index) => {
    const name = mainland
      ? `${prng.pick(CN_SURNAMES)}${prng.pick(CN_GIVEN)}`
      : `${prng.pick(EN_FIRST)} ${prng.pick(EN_LAST)}`;
    const handle = mainland ? `contact${index + 1}` : name.toLowerCase().replace(/[^a-z]+/g, '.');
    return {
      clientId: 0,
      name,
      title: prng.pick(mainland ? CN_TITLES : EN_TITLES),
      phone: mainland ? mobile(prng) : `+${prng.int(1, 99)} ${prng.int(100, 999)} ${prng.int(1000, 9999)}`,
      email: `${handle}@${client.domain}`,
      orderNum: index + 1,
    };
  });
}

function mobile(prng: Prng): string {
  return `1${prng.pick(['35', '38', '39', '58', '86'])}${String(prng.int(0, 99_999_999)).padStart(8, '0')}`;
}

/** A mainland company invoices under its name and credit code (增值税专用发票 titles). */
function invoiceTitlesOf(prng: Prng, client: DemoClient): (typeof clientInvoiceTitles.$inferInsert)[] {
  if (client.clientType !== '1' || client.countryRegion !== '1') return [];
  return [
    {
      clientId: 0,
      title: client.nameCn,
      taxNumber: client.registrationNumber,
      addressPhone: `${client.city}市${prng.pick(['高新区', '经济开发区', '中心区', '自贸区'])}${prng.int(1, 399)}号 0${prng.int(10, 99)}-${prng.int(5000_0000, 8999_9999)}`,
      bankAccount: `${prng.pick(BANKS)}${client.city}分行 ${prng.int(1000, 9999)} ${prng.int(1000, 9999)} ${prng.int(1000, 9999)} ${prng.int(100, 999)}`,
      orderNum: 1,
    },
  ];
}

/**
 * The new clients, each taken on before its first case (in the year's first months), with
 * contacts, invoice titles, group relations and its names in the conflict index. Answers every
 * client of the firm, the base seed's included.
 */
export async function seedDemoClients(
  tx: Executor,
  prng: Prng,
  firm: Firm,
  audit: AuditTrail,
  firstDay: string,
): Promise<ClientRow[]> {
  const admitted = DEMO_CLIENTS.map((client, index) => {
    const partner = firm.byName(client.partner);
    const at = officeMoment(prng, addDays(firstDay, Math.floor((index * 150) / DEMO_CLIENTS.length) - 60));
    return { client, partner, at };
  });
  const inserted = await insertReturningInBatches(
    tx,
    clients,
    admitted.map(({ client, partner, at }) => ({
      clientType: client.clientType,
      nameCn: client.nameCn,
      nameEn: client.nameEn,
      formerNames: client.formerNames ?? [],
      aliases: client.aliases ?? [],
      registrationNumber: client.registrationNumber,
      countryRegion: client.countryRegion,
      industry: client.industry,
      originatingPartnerId: partner.userId,
      status: client.status ?? 'active',
      remark: client.remark ?? '',
      createdAt: at,
      createdBy: partner.userId,
      updatedAt: at,
      updatedBy: partner.userId,
    })),
  );
  const idOf = new Map(DEMO_CLIENTS.map((client, index) => [client.key, inserted[index]!.clientId]));
  const contacts = DEMO_CLIENTS.flatMap((client, index) =>
    contactsOf(prng, client).map((row) => ({ ...row, clientId: inserted[index]!.clientId })),
  );
  const titles = DEMO_CLIENTS.flatMap((client, index) =>
    invoiceTitlesOf(prng, client).map((row) => ({ ...row, clientId: inserted[index]!.clientId })),
  );
  await insertJsonRows(tx, clientContacts, contacts);
  await insertJsonRows(tx, clientInvoiceTitles, titles);
  await insertJsonRows(
    tx,
    clientRelations,
    DEMO_CLIENT_RELATIONS.map(([first, relation, second]) =>
      storedRelationOf(idOf.get(second)!, { relatedClientId: idOf.get(first)!, relation }),
    ),
  );
  await new ConflictIndex(tx as Database).replaceMany(tx, inserted.map(clientIndexEntry));
  inserted.forEach((row, index) => {
    audit.add(admitted[index]!.at, admitted[index]!.partner, {
      action: 'create',
      entity: 'client',
      entityId: row.clientId,
      after: row,
    });
  });
  // In id order: the cases draw their clients from this list.
  return tx.select().from(clients).orderBy(clients.clientId);
}
