#!/usr/bin/env bash
# Installs everything, migrates, seeds the demo data and starts the site on
# http://localhost:3000 with the embedded defaults (SQLite file, local uploads,
# third-party APIs mocked).
set -euo pipefail
cd "$(dirname "$0")/.."

npm ci --no-audit --no-fund
# A fresh .env from the example, with a random cookie secret (the server refuses the
# example's published one, since it runs the production build).
if [ ! -f .env ]; then
  secret="$(node -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))")"
  sed "s/^SESSION_SECRET=.*/SESSION_SECRET=${secret}/" .env.example > .env
fi
npm run build
npm run db:migrate
npm run db:seed
exec npm start
