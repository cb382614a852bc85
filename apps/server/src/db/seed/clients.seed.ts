import type { ClientContactInput, ClientRelation, ClientStatus, InvoiceTitleInput } from '@venus/shared';
import { inArray } from 'drizzle-orm';
import { storedRelationOf } from '../../modules/clients/client-children.ts';
import type { Executor } from '../../platform/db/database.ts';
import { clientContacts, clientInvoiceTitles, clientRelations, clients, users } from '../schema.ts';

/**
 * The demo firm's clients (decision 0025): Chinese and foreign companies, a fund and its manager,
 * a group with a subsidiary, two individuals, one client known by a former name and one no longer
 * active. The names are invented; dictionary values are those of case-dictionaries.seed.ts
 * (hk_industry, hk_country_region).
 */
interface ClientSeed {
  clientType: '1' | '2';
  nameCn: string;
  nameEn: string;
  formerNames?: string[];
  aliases?: string[];
  registrationNumber: string;
  countryRegion: string;
  industry: string;
  /** The originating partner's user name. */
  partner: string | null;
  status?: ClientStatus;
  remark?: string;
  contacts?: ClientContactInput[];
  invoiceTitles?: InvoiceTitleInput[];
}

const contact = (name: string, title: string, phone: string, email: string): ClientContactInput => ({
  name,
  title,
  phone,
  email,
});
const invoiceTitle = (title: string, taxNumber: string, addressPhone: string, bankAccount: string) => ({
  title,
  taxNumber,
  addressPhone,
  bankAccount,
});

const CLIENTS = {
  xinghe: {
    clientType: '1',
    nameCn: '北京星河智能科技有限公司',
    nameEn: 'Beijing Xinghe Intelligent Technology Co., Ltd.',
    aliases: ['星河智能', 'Xinghe AI'],
    registrationNumber: '91110108MA01XH2K3B',
    countryRegion: '1',
    industry: '2',
    partner: 'wangjianguo',
    contacts: [
      contact('周晓楠', '法务总监', '010-6255 8801', 'zhouxn@xinghe-ai.cn'),
      contact('李振华', '首席财务官', '010-6255 8802', 'lizh@xinghe-ai.cn'),
    ],
    invoiceTitles: [
      invoiceTitle(
        '北京星河智能科技有限公司',
        '91110108MA01XH2K3B',
        '北京市海淀区中关村大街 27 号 010-6255 8800',
        '招商银行北京中关村支行 1109 0876 5432 101',
      ),
    ],
  },
  xingheCloud: {
    clientType: '1',
    nameCn: '上海星河云计算有限公司',
    nameEn: 'Shanghai Xinghe Cloud Computing Co., Ltd.',
    registrationNumber: '91310115MA1K4XC07P',
    countryRegion: '1',
    industry: '2',
    partner: 'wangjianguo',
    contacts: [contact('沈一帆', '总经理', '021-5089 3300', 'shenyf@xinghe-cloud.cn')],
    invoiceTitles: [
      invoiceTitle(
        '上海星河云计算有限公司',
        '91310115MA1K4XC07P',
        '上海市浦东新区张江路 88 号 021-5089 3300',
        '中国银行上海张江支行 4368 2210 9876',
      ),
    ],
  },
  dingsheng: {
    clientType: '1',
    nameCn: '深圳前海鼎盛投资管理有限公司',
    nameEn: 'Shenzhen Qianhai Dingsheng Investment Management Co., Ltd.',
    aliases: ['鼎盛资本', 'Dingsheng Capital'],
    registrationNumber: '91440300MA5DS8812Q',
    countryRegion: '1',
    industry: '1',
    partner: 'zhangzhiqiang',
    contacts: [contact('韩晓东', '合规负责人', '0755-8663 2100', 'hanxd@dingshengcap.com')],
  },
  dingshengFund: {
    clientType: '1',
    nameCn: '鼎盛成长一期（深圳）股权投资合伙企业（有限合伙）',
    nameEn: 'Dingsheng Growth Fund I (Shenzhen) L.P.',
    registrationNumber: '91440300MA5FG10R2X',
    countryRegion: '1',
    industry: '1',
    partner: 'zhangzhiqiang',
  },
  qinghe: {
    clientType: '1',
    nameCn: '杭州青禾生物医药股份有限公司',
    nameEn: 'Hangzhou Qinghe Biopharma Co., Ltd.',
    // Renamed when it became a joint-stock company before its listing.
    formerNames: ['杭州青禾生物技术有限公司'],
    registrationNumber: '91330106MA2B7QH45L',
    countryRegion: '1',
    industry: '3',
    partner: 'lihuimin',
    contacts: [contact('宋佳怡', '董事会秘书', '0571-8771 6600', 'songjy@qinghebio.com')],
    invoiceTitles: [
      invoiceTitle(
        '杭州青禾生物医药股份有限公司',
        '91330106MA2B7QH45L',
        '杭州市西湖区文三路 199 号 0571-8771 6600',
        '工商银行杭州文三路支行 1202 0210 0900 1234 567',
      ),
    ],
  },
  zhonghui: {
    clientType: '1',
    nameCn: '中汇商业银行股份有限公司',
    nameEn: 'Zhonghui Commercial Bank Co., Ltd.',
    registrationNumber: '91110000710935ZH8N',
    countryRegion: '1',
    industry: '1',
    partner: 'huangguodong',
    contacts: [
      contact('黄嘉伟', '法律合规部总经理', '010-8800 6688', 'huangjw@zhbank.com.cn'),
      contact('刘思琪', '公司业务部', '010-8800 6620', 'liusq@zhbank.com.cn'),
    ],
    invoiceTitles: [
      invoiceTitle(
        '中汇商业银行股份有限公司',
        '91110000710935ZH8N',
        '北京市西城区金融大街 9 号 010-8800 6688',
        '中汇商业银行总行营业部 0100 0000 8888',
      ),
    ],
  },
  vista: {
    clientType: '1',
    nameCn: '远景物流（香港）有限公司',
    nameEn: 'Vista Logistics (Hong Kong) Limited',
    registrationNumber: '2874519',
    countryRegion: '2',
    industry: '9',
    partner: 'huangguodong',
    contacts: [contact('Kelvin Lau', 'General Counsel', '+852 2523 8870', 'kelvin.lau@vistalogistics.hk')],
  },
  northwind: {
    clientType: '1',
    nameCn: '北风资本合伙企业',
    nameEn: 'Northwind Capital Partners LP',
    aliases: ['Northwind'],
    registrationNumber: '5581230',
    countryRegion: '5',
    industry: '1',
    partner: 'zhangzhiqiang',
    contacts: [contact('Emily Carter', 'Managing Director', '+1 212 555 0187', 'ecarter@northwindcap.com')],
  },
  mueller: {
    clientType: '1',
    nameCn: '穆勒精密技术有限公司',
    nameEn: 'Müller Präzisionstechnik GmbH',
    registrationNumber: 'HRB 742315',
    countryRegion: '9',
    industry: '6',
    partner: 'chenlixin',
    contacts: [contact('Jonas Weber', 'Head of Legal', '+49 711 4080 2210', 'j.weber@mueller-praezision.de')],
  },
  sakura: {
    clientType: '1',
    nameCn: '樱花食品株式会社',
    nameEn: 'Sakura Foods Co., Ltd.',
    registrationNumber: '0104-01-118842',
    countryRegion: '8',
    industry: '7',
    partner: 'liuwanqing',
    contacts: [contact('田中 美咲', 'Legal Manager', '+81 3 6206 1180', 'm.tanaka@sakurafoods.co.jp')],
  },
  guanghua: {
    clientType: '1',
    nameCn: '光华传媒集团有限公司',
    nameEn: 'Guanghua Media Group Co., Ltd.',
    registrationNumber: '91310000MA1GH7720D',
    countryRegion: '1',
    industry: '8',
    partner: 'liuwanqing',
    status: 'inactive',
    remark: '2024 年起无在办案件。',
  },
  zhangMingyuan: {
    clientType: '2',
    nameCn: '张明远',
    nameEn: 'Zhang Mingyuan',
    registrationNumber: '110105197805120037',
    countryRegion: '1',
    industry: '',
    partner: 'zhaomin',
    contacts: [contact('张明远', '', '139 1010 2233', 'zhang.mingyuan@example.cn')],
  },
  chanPuiLing: {
    clientType: '2',
    nameCn: '陈佩玲',
    nameEn: 'Chan Pui Ling',
    registrationNumber: 'K123456(7)',
    countryRegion: '2',
    industry: '',
    partner: 'huangguodong',
  },
} as const satisfies Record<string, ClientSeed>;

export type ClientKey = keyof typeof CLIENTS;

/** Group relations, read "the first is the relation of the second". */
const RELATIONS: readonly [ClientKey, ClientRelation, ClientKey][] = [
  ['xinghe', 'parent', 'xingheCloud'],
  ['dingsheng', 'affiliate', 'dingshengFund'],
];

/** Inserts the demo clients with their contacts, invoice titles and relations; ids by key. */
export async function seedClients(tx: Executor): Promise<Record<ClientKey, number>> {
  const entries = Object.entries(CLIENTS) as [ClientKey, ClientSeed][];
  const partners = await tx
    .select({ userId: users.userId, userName: users.userName })
    .from(users)
    .where(
      inArray(
        users.userName,
        entries.flatMap(([, seed]) => (seed.partner ? [seed.partner] : [])),
      ),
    );
  const partnerOf = new Map(partners.map((row) => [row.userName, row.userId]));
  const inserted = await tx
    .insert(clients)
    .values(
      entries.map(({ 1: { partner, contacts: _c, invoiceTitles: _i, ...seed } }) => ({
        ...seed,
        formerNames: seed.formerNames ?? [],
        aliases: seed.aliases ?? [],
        originatingPartnerId: partner ? (partnerOf.get(partner) ?? null) : null,
      })),
    )
    .returning({ clientId: clients.clientId, nameCn: clients.nameCn });
  const idOfName = new Map(inserted.map((row) => [row.nameCn, row.clientId]));
  const ids = Object.fromEntries(entries.map(([key, seed]) => [key, idOfName.get(seed.nameCn)!])) as Record<
    ClientKey,
    number
  >;
  const contacts = entries.flatMap(([key, seed]) =>
    (seed.contacts ?? []).map((item, index) => ({ ...item, clientId: ids[key], orderNum: index + 1 })),
  );
  if (contacts.length > 0) await tx.insert(clientContacts).values(contacts);
  const titles = entries.flatMap(([key, seed]) =>
    (seed.invoiceTitles ?? []).map((item, index) => ({ ...item, clientId: ids[key], orderNum: index + 1 })),
  );
  if (titles.length > 0) await tx.insert(clientInvoiceTitles).values(titles);
  await tx
    .insert(clientRelations)
    .values(
      RELATIONS.map(([first, relation, second]) =>
        storedRelationOf(ids[second], { relatedClientId: ids[first], relation }),
      ),
    );
  return ids;
}
