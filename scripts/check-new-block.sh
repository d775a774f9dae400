#!/usr/bin/env bash
# Proof that a block is one folder and two generated lines: scaffold a throw-away block
# (npm run new-block), type-check, run its own tests with the registry and picker tests, then
# remove it and require the tree to be exactly as before. About a minute.
set -euo pipefail
cd "$(dirname "$0")/.."
name=CiProbe
if [ -n "$(git status --porcelain)" ]; then
  echo "check-new-block: run it on a clean tree (it must leave the tree as it found it)" >&2
  exit 1
fi
trap 'npm run -s new-block -- --remove "$name" >/dev/null 2>&1 || true' EXIT
npm run -s new-block -- "$name" >/dev/null
npx tsc --noEmit
# What the scaffold writes is already formatted and linted as the rest of the code.
npx prettier --check --log-level warn "src/blocks/$name" src/blocks/registry.tsx src/blocks/schemas.ts
npx eslint "src/blocks/$name" src/blocks/registry.tsx src/blocks/schemas.ts
npx vitest run "src/blocks/$name" tests/unit/registry.test.ts tests/unit/blockPicker.test.ts
trap - EXIT
npm run -s new-block -- --remove "$name"
if [ -n "$(git status --porcelain)" ]; then
  git status --short >&2
  echo "check-new-block: removing the block left changes behind" >&2
  exit 1
fi
echo "A scaffolded block type-checks and passes its tests; the tree is clean again."
