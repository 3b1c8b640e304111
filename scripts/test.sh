#!/usr/bin/env bash
# Installs everything (Debian Chromium included) and runs every test:
# lint, types, unit + integration (vitest), end-to-end (Playwright, JS on and off), then the
# journeys again through a LiteFS-like replica (npm run test:replica).
set -euo pipefail
cd "$(dirname "$0")/.."

npm ci --no-audit --no-fund
# Debian's Chromium for Playwright, and libfaketime for the journeys that run at a time of day
# (tests/e2e/server-at.ts).
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -e /usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1 ] || missing+=(faketime)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
  fi
fi

npm run lint
npm run typecheck
npm run build
npx vitest run
# The render-budget probe alone, so no other test file takes the CPU it measures.
RENDER_BUDGET_ALONE=1 npx vitest run tests/security/render-budget.test.ts
npx playwright test
# The same journeys on two machines: a read-only LiteFS-like replica and its primary.
npm run test:replica
