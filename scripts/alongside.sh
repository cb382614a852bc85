#!/usr/bin/env bash
# Runs a command beside another and fails if either fails: `alongside.sh "npm run typecheck" npm run test:server`.
# The type checker uses one core and the server tests' single worker leaves the other mostly to
# PostgreSQL; side by side they share the two cores instead of taking turns (issue 25 item 9).
set -uo pipefail
beside="$1"
shift
bash -c "$beside" &
beside_pid=$!
"$@"
main_status=$?
wait "$beside_pid"
beside_status=$?
if [ "$beside_status" -ne 0 ]; then
  printf '\n%s failed (exit %s)\n' "$beside" "$beside_status" >&2
fi
[ "$main_status" -ne 0 ] && exit "$main_status"
exit "$beside_status"
