import { ACK_FILE_SOURCE } from '@venus/shared';
import type { Database } from '../../platform/db/database.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { FileSourceRegistry } from '../files/file-sources.ts';
import type { LiveMessagesService } from '../live-messages/live-messages.service.ts';
import type { OrganizationService } from '../organization/organization.service.ts';
import type { UserApprovers } from '../users/users-approvers.ts';
import { AckReadingService } from './acks/ack-reading.service.ts';
import { AckReminders } from './acks/ack-reminders.ts';
import { AcksService } from './acks/acks.service.ts';
import { BulletinsService } from './bulletins.service.ts';
import { NoticeReadingService } from './notice-reading.service.ts';
import type { NoticeCollaborators } from './notices.collaborators.ts';
import { NoticesService } from './notices.service.ts';

/** The people from users, the departments from organization, the sockets and the mail. */
export function noticeCollaborators(deps: {
  organization: Pick<OrganizationService, 'findDepts'>;
  people: Pick<UserApprovers, 'allActiveUserIds' | 'activeUserIdsInUnits' | 'activeUserIds' | 'peopleByIds'>;
  liveMessages: Pick<LiveMessagesService, 'sendToUser' | 'sendToAll'>;
  mailer: Mailer;
  warn: (error: unknown, message: string) => void;
}): NoticeCollaborators {
  return {
    allActiveUserIds: (tx) => deps.people.allActiveUserIds(tx),
    activeUserIdsInUnits: (ids, tx) => deps.people.activeUserIdsInUnits(ids, tx),
    activeUserIds: (ids, tx) => deps.people.activeUserIds(ids, tx),
    peopleByIds: (ids, tx) => deps.people.peopleByIds(ids, tx),
    unitNames: async () =>
      new Map(
        (await deps.organization.findDepts({})).map((dept) => [
          dept.deptId,
          { name: dept.deptName, nameEn: dept.deptNameEn, kind: dept.kind, isActive: dept.status === '0' },
        ]),
      ),
    sendToUser: (userId, message) => deps.liveMessages.sendToUser(userId, message),
    sendToAll: (message) => deps.liveMessages.sendToAll(message),
    sendMail: (mail) => deps.mailer.send(mail),
    warn: deps.warn,
  };
}

const isId = (text: string) => /^\d{1,9}$/.test(text);

/**
 * Builds notices, bulletins and acknowledgements (decision 0058); an acknowledgement's files are
 * the files module's, under ACK_FILE_SOURCE, seen by whoever may read it.
 */
export function createNotices(
  db: Database,
  collaborators: NoticeCollaborators,
  fileSources: Pick<FileSourceRegistry, 'register'>,
  now: () => Date = () => new Date(),
) {
  const ackReading = new AckReadingService(db, collaborators, now);
  fileSources.register(ACK_FILE_SOURCE, {
    maySee: async (actor, onlyId) => isId(onlyId) && ackReading.mayReadFiles(actor, Number(onlyId)),
    mayChange: async (actor, onlyId) => isId(onlyId) && ackReading.mayChangeFiles(actor, Number(onlyId)),
  });
  return {
    notices: new NoticesService(db, collaborators, now),
    noticeReading: new NoticeReadingService(db, collaborators, now),
    bulletins: new BulletinsService(db, collaborators, now),
    acks: new AcksService(db, collaborators, now),
    ackReading,
    ackReminders: new AckReminders(db, collaborators, now),
  };
}
