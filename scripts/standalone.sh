#!/usr/bin/env bash
# Completes the production artifact after `npm run build`: Next's standalone
# server does not copy the public folder or the built assets itself.
# Then: NODE_OPTIONS='--require ./client-address.cjs --require ./v8-memory.cjs' node server.js in .next/standalone (docs/deployment.md).
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .next/standalone/public .next/standalone/.next/static
cp -r public .next/standalone/public
cp -r .next/static .next/standalone/.next/static
# The preload that decides each request's client address (the server refuses to start in production without it).
cp scripts/client-address.cjs .next/standalone/client-address.cjs
# V8 favouring memory over speed (scripts/v8-memory.cjs).
cp scripts/v8-memory.cjs .next/standalone/v8-memory.cjs
echo "standalone server ready: cd .next/standalone && NODE_OPTIONS='--require ./client-address.cjs --require ./v8-memory.cjs' node server.js"
