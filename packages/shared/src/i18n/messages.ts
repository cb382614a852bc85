import cn from './cn.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import type { Language } from './language.ts';

/** Messages shared by server and web: errors, validation and field names, in both languages. */
export const sharedMessages = { cn, en } as const;

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasMessage(key: string): boolean {
  return lookup(cn as Tree, key) !== undefined;
}

/** Translates a key with `{{name}}` placeholders; an unknown key is returned as it is. */
export function translate(lang: Language, key: string, params: Record<string, unknown> = {}): string {
  const template = lookup(sharedMessages[lang] as Tree, key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The field's display name in the given language, or the raw field path when none is known. */
export function fieldLabel(lang: Language, path: string): string {
  const last = path.split('.').pop() ?? path;
  return lookup(sharedMessages[lang] as Tree, `field.${last}`) ?? path;
}
