/** Command-line and environment options the bench scripts share. */
import type { SizeKey } from './firm-data.ts';

export function requireAdminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL: a PostgreSQL server where the bench may create a database');
  return url;
}

/** `--size S|M|L` (or `--size=M`); M when not given. */
export function parseSize(args: readonly string[], fallback: SizeKey = 'M'): SizeKey {
  const at = args.indexOf('--size');
  const value = at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith('--size='))?.slice(7);
  const size = (value ?? fallback).toUpperCase();
  if (size !== 'S' && size !== 'M' && size !== 'L') throw new Error(`--size must be S, M or L, got ${value}`);
  return size;
}

// BENCH_DATABASE_SUFFIX keeps checkouts sharing one PostgreSQL server out of each other's databases.
export const benchDatabase = (size: SizeKey) =>
  `venus_bench_${size.toLowerCase()}${process.env.BENCH_DATABASE_SUFFIX ?? ''}`;
