import { PERSONAL_FILE_SOURCE, ResultCode } from '@venus/shared';
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

export function createFileSources(): FileSourceRegistry {
  const registry = new FileSourceRegistry();
  registry.register(PERSONAL_FILE_SOURCE, personalPolicy);
  return registry;
}
