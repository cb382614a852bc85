// Every table, for the Drizzle client and drizzle-kit. Modules import only their own tables.
export * from '../modules/auth/login-log.tables.ts';
export * from '../modules/dictionaries/dictionaries.tables.ts';
export * from '../modules/menus/menus.tables.ts';
export * from '../modules/organization/organization.tables.ts';
export * from '../modules/roles/roles.tables.ts';
export * from '../modules/search-history/search-history.tables.ts';
export * from '../modules/system-config/system-config.tables.ts';
export * from '../modules/user-settings/user-settings.tables.ts';
export * from '../modules/users/users.tables.ts';
export * from '../platform/audit/audit.tables.ts';
export * from '../platform/auth/session.tables.ts';
