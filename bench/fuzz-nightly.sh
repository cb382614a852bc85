#!/usr/bin/env bash
# Issue 8 item 6 at nightly size: 1,000 generated requests per API operation (`npm test` runs 50).
# Needs the same PostgreSQL and Redis as the server tests (DATABASE_URL, REDIS_URL).
set -euo pipefail
cd "$(dirname "$0")/.."
FUZZ_RUNS="${FUZZ_RUNS:-1000}" exec npx vitest run --project server apps/server/src/security/fuzz.test.ts
