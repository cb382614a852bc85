import { approvalActPath, translate } from '@venus/shared';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { ApprovalNotifier, ApprovalOutbox } from './approval-outbox.ts';
import type { ApproverDirectory } from './approver-directory.ts';

/** Sends a live message to one user's sockets (the live-messages module). */
export type SendToUser = (
  userId: number,
  message: { event: 'msg'; msgTitle: string; msgContent: string; eventBus: string },
) => Promise<void>;

/** The client refreshes task lists and the pending count when it hears this. */
export const USER_TASKS_CHANGED = 'userTasksChanged';

/**
 * Tells approvers about their new tasks (a live notice and a mail, spec "msg" event) and
 * refreshes the pending counts of everyone whose tasks changed. Mail is written in both
 * languages: the firm is bilingual and the recipient's choice is a setting of their browser.
 */
export class LiveApprovalNotifier implements ApprovalNotifier {
  constructor(
    private readonly directory: ApproverDirectory,
    private readonly sendToUser: SendToUser,
    private readonly mailer: Mailer,
    private readonly report: (error: unknown) => void,
    /** Where staff open Venus (system config `sys.web.url`); empty leaves the link a bare path. */
    private readonly webAddress: () => Promise<string> = async () => '',
  ) {}

  async deliver(outbox: ApprovalOutbox): Promise<void> {
    if (outbox.changedAssignees.size === 0) return;
    try {
      const people = await this.directory.peopleByIds([
        ...outbox.changedAssignees,
        ...outbox.newTasks.map((task) => task.instance.applicantId),
      ]);
      const announced = new Set<number>();
      const origin = (await this.webAddress()).trim().replace(/\/+$/, '');
      for (const task of outbox.newTasks) {
        announced.add(task.assigneeId);
        const assignee = people.get(task.assigneeId);
        const applicant = people.get(task.instance.applicantId)?.nickName ?? '';
        const params = {
          title: task.instance.title,
          applicant,
          step: task.stepName,
          name: assignee?.nickName ?? '',
          // Spec /workflow/act/:title: the approver lands on this request with their task open.
          link: `${origin}${approvalActPath(task.instance.title, task.instance.instanceId, task.taskId)}`,
        };
        await this.send(
          task.assigneeId,
          translate('cn', 'approvals.newTaskNotice', params),
          task.instance.title,
        );
        if (assignee?.email) {
          await this.mail(assignee.email, params, { ...params, step: task.stepNameEn || task.stepName });
        }
      }
      for (const assigneeId of outbox.changedAssignees) {
        if (!announced.has(assigneeId)) await this.send(assigneeId, '', '');
      }
    } catch (error) {
      this.report(error);
    }
  }

  private async send(userId: number, msgTitle: string, msgContent: string): Promise<void> {
    try {
      await this.sendToUser(userId, { event: 'msg', msgTitle, msgContent, eventBus: USER_TASKS_CHANGED });
    } catch (error) {
      this.report(error);
    }
  }

  private async mail(
    to: string,
    cnParams: Record<string, string>,
    enParams: Record<string, string>,
  ): Promise<void> {
    try {
      await this.mailer.send({
        to,
        subject: translate('cn', 'approvals.newTaskMailSubject', cnParams),
        text: `${translate('cn', 'approvals.newTaskMailText', cnParams)}\n\n---\n\n${translate('en', 'approvals.newTaskMailText', enParams)}`,
      });
    } catch (error) {
      this.report(error);
    }
  }
}
