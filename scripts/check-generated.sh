#!/usr/bin/env bash
# Fails when the committed generated files are stale: Payload types, the admin
# import map, the Drizzle schema the SQL names tables through, or a schema change
# without its migration.
set -euo pipefail
cd "$(dirname "$0")/.."
# Payload's CLI with Lexical's plain modules: their Node entry points' top-level await can leave the CLI exiting 13
# after its work is done (scripts/bundle.ts, BUNDLED_NODE_OPTIONS).
export NODE_OPTIONS="${NODE_OPTIONS:-} --conditions=production"

npx payload generate:types >/dev/null
npx payload generate:importmap >/dev/null
npx payload generate:db-schema --log false >/dev/null
if ! git diff --exit-code --stat -- src/payload-types.ts 'src/app/(payload)/admin/importMap.js' src/payload-generated-schema.ts; then
  echo "Generated files are stale: run 'npm run generate' and commit the result." >&2
  exit 1
fi

# The check writes its probe migration (if any) into a scratch copy of the folder, so a developer's own
# untracked migrations are never touched, let alone deleted.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp -r migrations "$scratch/migrations"
before=$(ls "$scratch/migrations" | wc -l)
PAYLOAD_MIGRATION_DIR="$scratch/migrations" node scripts/launch.mjs -- payload migrate:create schema-check --skip-empty >/dev/null
after=$(ls "$scratch/migrations" | wc -l)
if [ "$after" != "$before" ]; then
  echo "The schema changed without a migration: run 'npm run payload -- migrate:create <name>' and commit it." >&2
  exit 1
fi
echo "Generated types, import map and migrations are current."
