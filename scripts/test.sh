#!/usr/bin/env bash
# `npm test`: every check and every test, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

# A non-UTC zone makes date bugs show (DESIGN §3).
export TZ=Europe/Bucharest

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "System tools (chromium, postgresql, ffmpeg)"
bash scripts/ensure-tools.sh

step "Types (tsc --noEmit, every workspace)"
npm run typecheck --silent

step "Lint and format (Biome)"
# The feature fences are written from the folders; a stale biome.json fails here, not silently.
node scripts/lint/fences.mjs --check
npx biome check .

step "Unit, component and API tests on SQLite (Vitest)"
npx vitest run

step "API tests on PostgreSQL (pg_virtualenv)"
pg_version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
pg_output=$(mktemp)
# -t: the cluster lives in a temporary directory, so a run killed midway leaves
# no /etc/postgresql/<v>/regress behind to refuse the next run.
if ! pg_virtualenv -t -v "$pg_version" sh -c \
  'TEST_DATABASE_URL="postgres://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/$PGDATABASE" npx vitest run --project api' \
  2>&1 | tee "$pg_output"; then
  # On a failure pg_virtualenv prints the server's whole log after Vitest's summary: the failed tests
  # are named again below it, so the end of the output still says what failed.
  step "PostgreSQL: the failed tests, again"
  grep -E 'FAIL|×|AssertionError|Error:' "$pg_output" | grep -v 'postgres@postgres' | head -n 60 || true
  exit 1
fi

step "Production build (with bundle budgets)"
node scripts/ensure-built.mjs --force

step "End-to-end tests in Chromium against the built server (Playwright)"
npx playwright test -c e2e/playwright.config.ts
