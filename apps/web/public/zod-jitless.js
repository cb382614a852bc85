// zod builds fast object parsers with `new Function`, and even its probe for that breaks the
// server's Content Security Policy (no 'unsafe-eval'). zod reads this before it builds any schema,
// so it must run before the first module: a classic script, not inline (the policy forbids those).
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
