import { addDays, type NoticeAudience } from '@venus/shared';
import type { Executor } from '../../../platform/db/database.ts';
import { ackRecipients, acks, bulletins, noticeRecipients, notices } from '../../schema.ts';
import type { DemoContext } from './demo-context.ts';
import type { Person } from './firm.ts';
import { momentOf } from './moments.ts';

interface NoticeSeed {
  title: string;
  content: string;
  audience: NoticeAudience;
  /** Days before the reference date it was published (null: a draft), and the hour. */
  daysAgo: number | null;
  hour: number;
  /** Share of its recipients who have opened it. */
  readShare: number;
  withdrawn?: boolean;
}

/**
 * The demo firm's notices, bulletins and acknowledgements (decision 0058): notices to the whole
 * firm, to the corporate group, to the Beijing office and to chosen people, read by some, by most,
 * by none; a draft and a withdrawn one; a board with a pinned and an expired item; acknowledgements
 * partly confirmed. Administration (Cheng Peng) writes them.
 */
export async function seedNotices(tx: Executor, ctx: DemoContext): Promise<void> {
  const prng = ctx.prng.fork('notices');
  const author = ctx.firm.byName('chengpeng');
  const inService = ctx.firm.people.filter((person) => person.inService);
  const corporate = ctx.firm.groupOf('corporate');
  const beijing = ctx.firm.officeIds.get(ctx.firm.officeCodeOf('beijing'))!;
  const chosen = ['sunyue', 'yangfan', 'majunjie'].map((name) => ctx.firm.byName(name));
  const audiences: Record<
    string,
    { audience: NoticeAudience; deptIds: number[]; userIds: number[]; people: Person[] }
  > = {
    all: { audience: 'all', deptIds: [], userIds: [], people: inService },
    corporate: {
      audience: 'depts',
      deptIds: [corporate.deptId],
      userIds: [],
      people: inService.filter((p) => p.deptId === corporate.deptId),
    },
    beijing: {
      audience: 'depts',
      deptIds: [beijing],
      userIds: [],
      people: inService.filter((p) => p.officeId === beijing),
    },
    chosen: { audience: 'users', deptIds: [], userIds: chosen.map((p) => p.userId), people: chosen },
  };
  const seeds: (NoticeSeed & { to: keyof typeof audiences })[] = [
    {
      title: '2026年春节放假安排',
      content:
        '根据国务院办公厅通知，结合本所实际，春节放假安排如下：\n2月14日至2月22日放假调休，共9天。2月28日（星期六）上班。\n放假期间如有紧急案件，请联系各组值班律师。',
      to: 'all',
      audience: 'all',
      daysAgo: 24,
      hour: 10,
      readShare: 0.9,
    },
    {
      title: '公司并购组周五例会',
      content:
        '本周五下午三点在北京办公室长城厅召开全组例会。\n议程：重点项目进展、下季度人员安排、知识分享。',
      to: 'corporate',
      audience: 'depts',
      daysAgo: 2,
      hour: 17,
      readShare: 0.5,
    },
    {
      title: '请补交年度执业考核材料',
      content: '请以下同事于本周内将年度执业考核材料（业务总结、执业证复印件）交至行政部程鹏处。',
      to: 'chosen',
      audience: 'users',
      daysAgo: 1,
      hour: 11,
      readShare: 0.34,
    },
    {
      title: '北京办公室网络维护',
      content: '今晚20:00至22:00北京办公室网络维护，期间VPN与打印服务暂停，请提前保存文件。',
      to: 'beijing',
      audience: 'depts',
      daysAgo: 0,
      hour: 7,
      readShare: 0,
    },
    {
      title: '关于调整报销截止日期的通知（已撤回）',
      content: '本通知内容有误，已撤回，以财务部后续通知为准。',
      to: 'all',
      audience: 'all',
      daysAgo: 6,
      hour: 15,
      readShare: 0.3,
      withdrawn: true,
    },
    {
      title: '办公室搬迁安排',
      content: '上海办公室将于下月迁至新址，具体安排待定。',
      to: 'all',
      audience: 'all',
      daysAgo: null,
      hour: 9,
      readShare: 0,
    },
  ];
  for (const seed of seeds) {
    const target = audiences[seed.to]!;
    const publishedAt = seed.daysAgo === null ? null : momentOf(addDays(ctx.today, -seed.daysAgo), seed.hour);
    const written = momentOf(addDays(ctx.today, -(seed.daysAgo ?? 1) - 1), 16);
    const withdrawnAt =
      seed.withdrawn && publishedAt ? new Date(publishedAt.getTime() + 3 * 3_600_000) : null;
    const [row] = await tx
      .insert(notices)
      .values({
        title: seed.title,
        content: seed.content,
        audience: target.audience,
        deptIds: target.deptIds,
        userIds: target.userIds,
        status: seed.daysAgo === null ? 'draft' : seed.withdrawn ? 'withdrawn' : 'published',
        authorId: author.userId,
        publishedAt,
        withdrawnAt,
        withdrawnBy: withdrawnAt ? author.userId : null,
        createdAt: written,
        createdBy: author.userId,
        updatedAt: withdrawnAt ?? publishedAt ?? written,
        updatedBy: author.userId,
      })
      .returning();
    ctx.audit.add(written, author, {
      action: 'create',
      entity: 'notice',
      entityId: row!.noticeId,
      after: row,
    });
    if (!publishedAt) continue;
    ctx.audit.add(publishedAt, author, {
      action: 'publish',
      entity: 'notice',
      entityId: row!.noticeId,
      after: row,
    });
    if (withdrawnAt)
      ctx.audit.add(withdrawnAt, author, {
        action: 'withdraw',
        entity: 'notice',
        entityId: row!.noticeId,
        after: row,
      });
    const latest = withdrawnAt ?? ctx.now;
    await tx.insert(noticeRecipients).values(
      target.people.map((person) => ({
        noticeId: row!.noticeId,
        userId: person.userId,
        readAt: prng.chance(seed.readShare) ? between(prng, publishedAt, latest) : null,
      })),
    );
  }
  await seedBulletins(tx, ctx, author);
  await seedAcks(tx, ctx, author, audiences.all!.people, audiences.corporate!);
}

/** A moment between two, as people open things over the hours after they arrive. */
function between(prng: DemoContext['prng'], from: Date, to: Date): Date {
  const span = Math.max(60_000, to.getTime() - from.getTime());
  return new Date(from.getTime() + prng.int(1, Math.floor(span / 60_000)) * 60_000);
}

async function seedBulletins(tx: Executor, ctx: DemoContext, author: Person): Promise<void> {
  const items: [
    title: string,
    content: string,
    pinned: boolean,
    daysAgo: number,
    expiresIn: number | null,
  ][] = [
    [
      '本周四消防演练',
      '本周四上午十点全楼消防演练，请听从楼层消防员指引，由安全通道有序撤离至楼前广场。',
      true,
      3,
      4,
    ],
    [
      '新版打印机使用说明',
      '各楼层打印机已更换，首次使用请刷工卡绑定；彩色打印需在系统中选择案件编号。',
      false,
      10,
      null,
    ],
    ['员工食堂菜单调整', '自下周一起午餐增加轻食窗口，晚餐供应时间延长至19:30。', false, 5, 30],
    ['年会节目报名', '年会节目报名已截止，感谢大家踊跃参与。', false, 40, -10],
  ];
  for (const [title, content, isPinned, daysAgo, expiresIn] of items) {
    const at = momentOf(addDays(ctx.today, -daysAgo), 9, 30);
    const [row] = await tx
      .insert(bulletins)
      .values({
        title,
        content,
        isPinned,
        expiresOn: expiresIn === null ? null : addDays(ctx.today, expiresIn),
        authorId: author.userId,
        publishedAt: at,
        createdAt: at,
        createdBy: author.userId,
        updatedAt: at,
        updatedBy: author.userId,
      })
      .returning();
    ctx.audit.add(at, author, {
      action: 'create',
      entity: 'bulletin',
      entityId: row!.bulletinId,
      after: row,
    });
  }
}

async function seedAcks(
  tx: Executor,
  ctx: DemoContext,
  author: Person,
  everyone: Person[],
  corporate: { deptIds: number[]; people: Person[] },
): Promise<void> {
  const prng = ctx.prng.fork('acks');
  const items = [
    {
      title: '数据安全管理办法（2026版）',
      content: '本所修订了《数据安全管理办法》，请全体同事阅读全文并确认，重点是第三章客户资料的存储与传输。',
      audience: 'all' as const,
      deptIds: [] as number[],
      people: everyone,
      daysAgo: 12,
      due: -5,
      share: 0.75,
    },
    {
      title: '公司并购组利益冲突检查规程',
      content: '请组内同事阅读更新后的利益冲突检查规程并确认。',
      audience: 'depts' as const,
      deptIds: corporate.deptIds,
      people: corporate.people,
      daysAgo: 3,
      due: 3,
      share: 0.4,
    },
  ];
  for (const item of items) {
    const sentAt = momentOf(addDays(ctx.today, -item.daysAgo), 10);
    const [row] = await tx
      .insert(acks)
      .values({
        title: item.title,
        content: item.content,
        audience: item.audience,
        deptIds: item.deptIds,
        status: 'sent',
        dueOn: addDays(ctx.today, item.due),
        authorId: author.userId,
        sentAt,
        createdAt: sentAt,
        createdBy: author.userId,
        updatedAt: sentAt,
        updatedBy: author.userId,
      })
      .returning();
    ctx.audit.add(sentAt, author, { action: 'send', entity: 'ack', entityId: row!.ackId, after: row });
    await tx.insert(ackRecipients).values(
      item.people.map((person) => {
        const confirmed = prng.chance(item.share) ? between(prng, sentAt, ctx.now) : null;
        return {
          ackId: row!.ackId,
          userId: person.userId,
          confirmedAt: confirmed,
          // Those still waiting were reminded yesterday, as the daily job would have.
          remindedOn: confirmed === null && item.daysAgo > 1 ? addDays(ctx.today, -1) : null,
        };
      }),
    );
  }
  const drafted = momentOf(addDays(ctx.today, -1), 18);
  const [draft] = await tx
    .insert(acks)
    .values({
      title: '差旅费管理规定（征求意见稿）',
      content: '草稿：待财务部确认后发送。',
      audience: 'all',
      status: 'draft',
      authorId: author.userId,
      createdAt: drafted,
      createdBy: author.userId,
      updatedAt: drafted,
      updatedBy: author.userId,
    })
    .returning();
  ctx.audit.add(drafted, author, { action: 'create', entity: 'ack', entityId: draft!.ackId, after: draft });
}
