import { addDays, FEE_TYPE, PARTY_ROLE, TEAM_ROLE, type WorkCalendar } from '@venus/shared';
import type { PracticeGroupKey } from '../organization.seed.ts';
import { shortNameCn, shortNameEn } from './case-names.ts';
import { agreedRate, CURRENCY_OF_REGION, feeOf } from './demo-case-fees.ts';
import {
  ADVERSE_PARTIES,
  MATTERS,
  type MatterTemplate,
  OPPOSING_COUNSEL,
  RELATED_PARTIES,
} from './demo-cases.data.ts';
import type { ClientRow } from './demo-clients.ts';
import type { Firm, Person, PracticeGroup } from './firm.ts';
import { workingDayAfter } from './moments.ts';
import type { Prng } from './prng.ts';

/** Where a case of the year ends up today, and how it got there. */
export type CaseFate =
  | 'fresh'
  | 'sentBack'
  | 'withdrawn'
  | 'preCheck'
  | 'riskReview'
  | 'establishment'
  | 'active'
  | 'closingPartner'
  | 'closingFinance'
  | 'closed'
  | 'declinedPartner'
  | 'declinedEstablishment';

/** 142 new cases: with the base seed's 8, 150, in every status. */
const FATES: readonly (readonly [CaseFate, number])[] = [
  ['fresh', 4],
  ['sentBack', 2],
  ['withdrawn', 2],
  ['preCheck', 6],
  ['riskReview', 3],
  ['establishment', 5],
  ['active', 74],
  ['closingPartner', 4],
  ['closingFinance', 3],
  ['closed', 34],
  ['declinedPartner', 3],
  ['declinedEstablishment', 2],
];

/** Budgets from this amount go past the risk partner too (the application workflow's version 2). */
export const RISK_REVIEW_FROM = 1_000_000;

export interface PlannedParty {
  role: string;
  name: string;
  registrationNumber: string;
}

export interface PlannedMember {
  person: Person;
  role: string;
  hourlyRate: string | null;
}

export interface CasePlan {
  key: number;
  nameCn: string;
  nameEn: string;
  client: ClientRow;
  group: PracticeGroup;
  officeCode: string;
  projectType: string;
  description: string;
  feeType: string;
  feeAmount: string | null;
  contingencyRate: string | null;
  currency: string;
  budget: string | null;
  restricted: boolean;
  team: PlannedMember[];
  partner: Person;
  applicant: Person;
  parties: PlannedParty[];
  fate: CaseFate;
  /** The draft was saved. */
  createdDay: string;
  /** The application was first sent; null for a draft never sent. */
  appliedDay: string | null;
  /** The team asked to close it. */
  closingDay: string | null;
  /** Keys of earlier cases of the same client it is related to. */
  relatedKeys: number[];
}

/** Groups that act for companies only, and only mainland or Hong Kong ones. */
const ISSUER_GROUPS: readonly PracticeGroupKey[] = ['capitalMarkets', 'banking'];

interface Dates {
  today: string;
  firstDay: string;
  calendar: WorkCalendar;
  /** The day hanlei left the firm: his cases closed before it. */
  departedOn: string;
}

function datesOf(prng: Prng, fate: CaseFate, dates: Dates) {
  const { today, firstDay, calendar } = dates;
  const working = (day: string) => workingDayAfter(day, 0, calendar);
  const back = (min: number, max: number) => working(addDays(today, -prng.int(min, max)));
  const inYear = (from: number, span: number) => working(addDays(firstDay, from + prng.int(0, span)));
  let appliedDay: string | null = null;
  let closingDay: string | null = null;
  switch (fate) {
    case 'fresh':
      return { createdDay: back(1, 20), appliedDay, closingDay };
    case 'sentBack':
    case 'withdrawn':
      appliedDay = back(8, 40);
      break;
    case 'preCheck':
      appliedDay = back(2, 6);
      break;
    case 'riskReview':
      appliedDay = back(6, 12);
      break;
    case 'establishment':
      appliedDay = back(6, 14);
      break;
    case 'declinedPartner':
    case 'declinedEstablishment':
      appliedDay = inYear(10, 320);
      break;
    case 'active':
      appliedDay = inYear(-60, 405);
      break;
    case 'closingPartner':
      appliedDay = inYear(-30, 200);
      closingDay = back(2, 8);
      break;
    case 'closingFinance':
      appliedDay = inYear(-30, 200);
      closingDay = back(5, 12);
      break;
    case 'closed':
      appliedDay = inYear(-60, 230);
      closingDay = working(addDays(appliedDay, prng.int(60, 260)));
      if (closingDay > addDays(today, -15)) closingDay = back(15, 30);
      break;
  }
  return { createdDay: addDays(appliedDay, -prng.int(0, 4)), appliedDay, closingDay };
}

function fill(template: string, client: string, other: string): string {
  return template
    .replaceAll('{c}', client)
    .replaceAll('{C}', client)
    .replaceAll('{a}', other)
    .replaceAll('{A}', other);
}

/** Needs the partner's pre-check step to wait: the applicant is not the partner. */
const PARTNER_MUST_ACT: readonly CaseFate[] = ['preCheck', 'sentBack', 'withdrawn', 'declinedPartner'];

/**
 * The year's cases, planned before anything is written: fate, dates, client, matter, team, fee
 * and parties. Deterministic for a PRNG and a reference date.
 */
export function planCases(
  prng: Prng,
  firm: Firm,
  allClients: readonly ClientRow[],
  dates: Dates,
): CasePlan[] {
  const fates = prng.sample(
    FATES.flatMap(([fate, count]) => Array.from({ length: count }, () => fate)),
    Number.POSITIVE_INFINITY,
  );
  const activeClients = allClients.filter((client) => client.status === 'active');
  const usedNames = new Set<string>();
  const plans: CasePlan[] = [];
  // The demo partner's task list: the corporate group gets the first pre-checks.
  let corporatePreChecks = 0;
  fates.forEach((fate, key) => {
    const { createdDay, appliedDay, closingDay } = datesOf(prng, fate, dates);
    let group: PracticeGroup =
      fate === 'preCheck' && corporatePreChecks < 3
        ? firm.groupOf('corporate')
        : prng.weighted(firm.groups.map((g) => [g, 1 + g.lawyers.length] as const));
    if (group.key === 'corporate' && fate === 'preCheck') corporatePreChecks += 1;
    const ended = fate === 'closed' || fate.startsWith('declined');
    const clientPool = (ended ? allClients : activeClients).filter(
      (client) =>
        !ISSUER_GROUPS.includes(group.key) ||
        (client.clientType === '1' && (client.countryRegion === '1' || client.countryRegion === '2')),
    );
    const own = clientPool.filter((client) => client.originatingPartnerId === group.partner.userId);
    const client = own.length > 0 && prng.chance(0.7) ? prng.pick(own) : prng.pick(clientPool);
    if (client.clientType === '2' && ['corporate', 'capitalMarkets', 'banking'].includes(group.key))
      group = firm.groupOf(prng.pick(['disputes', 'employment', 'compliance'] as const));
    const template: MatterTemplate = prng.pick(MATTERS[group.key]);

    // The other side or the target: sometimes another client of the firm, so checks find it.
    const parties: PlannedParty[] = [];
    let otherCn = '';
    let otherEn = '';
    if (template.other !== 'none') {
      const firmClient = prng.chance(0.15)
        ? prng.pick(allClients.filter((other) => other.clientId !== client.clientId))
        : null;
      const [name, nameEn, registrationNumber] = firmClient
        ? [firmClient.nameCn, firmClient.nameEn, firmClient.registrationNumber]
        : prng.pick(template.other === 'adverse' ? ADVERSE_PARTIES : RELATED_PARTIES);
      parties.push({
        role: template.other === 'adverse' ? PARTY_ROLE.adverse : PARTY_ROLE.related,
        name,
        registrationNumber,
      });
      otherCn = shortNameCn(name);
      otherEn = shortNameEn(nameEn);
      if (template.other === 'adverse' && prng.chance(0.6))
        parties.push({
          role: PARTY_ROLE.opposingCounsel,
          name: prng.pick(OPPOSING_COUNSEL),
          registrationNumber: '',
        });
    }
    if (prng.chance(0.25)) {
      const [name, , registrationNumber] = prng.pick(RELATED_PARTIES);
      if (!parties.some((party) => party.name === name))
        parties.push({
          role: template.projectType === '1' ? PARTY_ROLE.third : PARTY_ROLE.related,
          name,
          registrationNumber,
        });
    }

    let nameCn = fill(template.nameCn, shortNameCn(client.nameCn), otherCn);
    let nameEn = fill(template.nameEn, shortNameEn(client.nameEn || client.nameCn), otherEn);
    for (let n = 2; usedNames.has(nameCn); n++) {
      nameCn = `${fill(template.nameCn, shortNameCn(client.nameCn), otherCn)}（${n}）`;
      nameEn = `${fill(template.nameEn, shortNameEn(client.nameEn || client.nameCn), otherEn)} (${n})`;
    }
    usedNames.add(nameCn);

    // The team: the group's partner (now and then another's), a lead, members, its secretary.
    const partner =
      prng.chance(0.1) && !PARTNER_MUST_ACT.includes(fate)
        ? prng.pick(firm.withRole('partner'))
        : group.partner;
    const stillHere = (person: Person) =>
      person.inService || (closingDay !== null && fate === 'closed' && closingDay < dates.departedOn);
    const leads = group.lawyers.filter(stillHere);
    const lead = prng.pick(leads.length > 0 ? leads : firm.withRole('lawyer'));
    const others = prng.sample(
      firm
        .withRole('lawyer')
        .filter((person) => person !== lead && (person.unit === group.key || prng.chance(0.1))),
      prng.weighted([
        [0, 3],
        [1, 4],
        [2, 2],
      ]),
    );
    const currency =
      CURRENCY_OF_REGION[client.countryRegion] && prng.chance(0.6)
        ? CURRENCY_OF_REGION[client.countryRegion]!
        : 'CNY';
    const fee = feeOf(prng, template.projectType, currency);
    const discounted = fee.feeType === FEE_TYPE.hourly && prng.chance(0.35);
    const member = (person: Person, role: string): PlannedMember => ({
      person,
      role,
      hourlyRate: fee.feeType === FEE_TYPE.hourly ? agreedRate(prng, person, currency, discounted) : null,
    });
    const team: PlannedMember[] = [
      member(partner, TEAM_ROLE.partner),
      member(lead, TEAM_ROLE.lead),
      ...others.map((person) => member(person, TEAM_ROLE.member)),
      ...group.secretaries.slice(0, 1).map((person) => member(person, TEAM_ROLE.secretary)),
    ];
    const applicant = !PARTNER_MUST_ACT.includes(fate) && prng.chance(0.15) ? partner : lead;
    const large = template.projectType === '3' && prng.chance(0.45);
    const budget =
      fate === 'riskReview'
        ? `${prng.int(12, 60) * 100_000}.00`
        : large
          ? `${prng.int(10, 80) * 100_000}.00`
          : prng.chance(0.5)
            ? `${prng.int(2, 9) * 100_000}.00`
            : null;
    plans.push({
      key,
      nameCn,
      nameEn,
      client,
      group,
      officeCode: firm.officeCodeOf(lead.office),
      projectType: template.projectType,
      description: template.description,
      ...fee,
      currency,
      budget,
      restricted: false,
      team,
      partner,
      applicant,
      parties,
      fate,
      createdDay,
      appliedDay,
      closingDay,
      relatedKeys: [],
    });
  });

  // A few matters behind an ethical wall: deals and investigations the team alone may see.
  const wallable = plans.filter(
    (plan) =>
      (plan.fate === 'active' || plan.fate === 'closed') &&
      ['corporate', 'privateEquity', 'compliance'].includes(plan.group.key),
  );
  for (const plan of prng.sample(wallable, 5)) {
    plan.restricted = true;
    plan.nameCn = `${plan.nameCn}（保密）`;
    plan.nameEn = `${plan.nameEn} (restricted)`;
  }
  // Matters of one client refer to each other (the acquisition and the later dispute over it).
  const byClient = new Map<number, CasePlan[]>();
  for (const plan of plans)
    byClient.set(plan.client.clientId, [...(byClient.get(plan.client.clientId) ?? []), plan]);
  for (const same of byClient.values()) {
    const ordered = same
      .filter((plan) => !plan.restricted)
      .sort((a, b) => a.createdDay.localeCompare(b.createdDay));
    for (let index = 1; index < ordered.length; index++)
      if (prng.chance(0.4)) ordered[index]!.relatedKeys.push(ordered[index - 1]!.key);
  }
  return plans;
}
