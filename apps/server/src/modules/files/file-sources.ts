import {
  FILE_TEMPLATE_PERMISSION,
  PERSONAL_FILE_SOURCE,
  ResultCode,
  TEMPLATE_FILE_OWNER,
  TEMPLATE_FILE_SOURCE,
} from '@venus/shared';
import { mayAct } from '../../platform/auth/auth.plugin.ts';
import type { Actor } from '../../platform/auth/request-context.ts';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * Who may see and change the files of a domain's records. Each domain (cases, expenses...)
 * registers its source number with the row-level rule it already applies to its records.
 */
export interface FileSourcePolicy {
  maySee(actor: Actor, onlyId: string): Promise<boolean>;
  mayChange(actor: Actor, onlyId: string): Promise<boolean>;
}

export type FileAccess = 'see' | 'change';

export class FileSourceRegistry {
  private readonly policies = new Map<number, FileSourcePolicy>();

  register(source: number, policy: FileSourcePolicy): void {
    if (this.policies.has(source)) throw new Error(`file source ${source} is already registered`);
    this.policies.set(source, policy);
  }

  /** Throws 403 unless the actor may do `access` on the record; an unknown source is refused. */
  async assert(actor: Actor, owner: { source: number; onlyId: string }, access: FileAccess): Promise<void> {
    const policy = this.policies.get(owner.source);
    if (!policy) throw new AppError(ResultCode.FORBIDDEN, 'files.sourceUnknown', { source: owner.source });
    const allowed =
      access === 'see'
        ? await policy.maySee(actor, owner.onlyId)
        : await policy.mayChange(actor, owner.onlyId);
    if (!allowed) throw new AppError(ResultCode.FORBIDDEN, 'error.forbidden');
  }
}

/** The uploader's own files ("My files"): the record is the user, onlyId their user id. */
const personalPolicy: FileSourcePolicy = {
  maySee: async (actor, onlyId) => onlyId === String(actor.userId),
  mayChange: async (actor, onlyId) => onlyId === String(actor.userId),
};

/**
 * The firm's document templates (decision 0020): one record everyone signed in reads and only
 * those holding the template permission (administrators) change.
 */
const templatePolicy: FileSourcePolicy = {
  maySee: async (_actor, onlyId) => onlyId === TEMPLATE_FILE_OWNER.onlyId,
  mayChange: async (actor, onlyId) =>
    onlyId === TEMPLATE_FILE_OWNER.onlyId && mayAct(actor, FILE_TEMPLATE_PERMISSION),
};

export function createFileSources(): FileSourceRegistry {
  const registry = new FileSourceRegistry();
  registry.register(PERSONAL_FILE_SOURCE, personalPolicy);
  registry.register(TEMPLATE_FILE_SOURCE, templatePolicy);
  return registry;
}
