import type { FastifyRequest } from 'fastify';
import { badRequest } from './app-error.ts';

/**
 * The deepest nesting of objects and arrays a JSON body may have. The firm's deepest real body
 * (a workflow's steps, their approvers and conditions; a form's items and options) is under ten
 * levels; past this, a body is an attack on the stack of whatever walks it next.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests objects and arrays deeper than `max`: one pass over the characters,
 * before anything parses or walks it, brackets inside strings not counted.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth -= 1;
  }
  return false;
}

export type JsonParser = (
  request: FastifyRequest,
  body: string,
  done: (error: Error | null, value?: unknown) => void,
) => void;

/** Fastify's JSON parser, refusing a body nested past MAX_JSON_DEPTH with a 400 that says so. */
export function limitJsonDepth(parse: JsonParser): JsonParser {
  return (request, body, done) => {
    if (jsonNestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(badRequest('error.jsonTooDeep', { max: MAX_JSON_DEPTH }), undefined);
      return;
    }
    parse(request, body, done);
  };
}
