/** Spec §6: the wildcard grants everything; the admin role passes every role check. */
export const ALL_PERMISSION = '*:*:*';
export const ADMIN_ROLE_KEY = 'admin';
export const DEFAULT_ROLE = 'ROLE_DEFAULT';

export function hasPermission(held: readonly string[], required: string): boolean {
  return held.includes(ALL_PERMISSION) || held.includes(required);
}

export function hasAnyPermission(held: readonly string[], required: readonly string[]): boolean {
  return required.some((permission) => hasPermission(held, permission));
}

export function hasRole(held: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) throw new Error('A role check needs at least one role');
  return held.includes(ADMIN_ROLE_KEY) || required.some((role) => held.includes(role));
}

/** Permission strings read `module:entity:action`. */
export const PERMISSION_PATTERN = /^[a-zA-Z*][\w*-]*(:[\w*-]+){1,3}$/;
