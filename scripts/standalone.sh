#!/usr/bin/env bash
# Completes the production artifact after `npm run build`: Next's standalone
# server does not copy the public folder or the built assets itself.
# Then: node .next/standalone/server.js (README, Deployment).
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .next/standalone/public .next/standalone/.next/static
cp -r public .next/standalone/public
cp -r .next/static .next/standalone/.next/static
echo "standalone server ready: node .next/standalone/server.js"
