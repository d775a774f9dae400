#!/usr/bin/env bash
# Fails when the committed generated files are stale: Payload types, the admin
# import map, or a schema change without its migration.
set -euo pipefail
cd "$(dirname "$0")/.."

npx payload generate:types >/dev/null
npx payload generate:importmap >/dev/null
if ! git diff --exit-code --stat -- src/payload-types.ts 'src/app/(payload)/admin/importMap.js'; then
  echo "Generated files are stale: run 'npm run generate' and commit the result." >&2
  exit 1
fi

before=$(ls migrations | wc -l)
npx tsx scripts/run.ts -- payload migrate:create schema-check --skip-empty >/dev/null
after=$(ls migrations | wc -l)
if [ "$after" != "$before" ]; then
  echo "The schema changed without a migration: run 'npm run payload -- migrate:create <name>' and commit it." >&2
  git status --short migrations >&2
  git clean -fq migrations
  exit 1
fi
echo "Generated types, import map and migrations are current."
