#!/usr/bin/env bash
# Installs everything, migrates, seeds the demo data and starts the site on
# http://localhost:3000 with the embedded defaults (SQLite file, local uploads,
# third-party APIs mocked).
set -euo pipefail
cd "$(dirname "$0")/.."

npm ci --no-audit --no-fund
[ -f .env ] || cp .env.example .env
npm run build
npm run db:migrate
npm run db:seed
exec npm start
