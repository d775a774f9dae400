import path from 'node:path'

import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'payload.config.ts'),
      '@': path.join(root, 'src'),
      // Next resolves this guard itself; outside Next it would refuse to load server modules.
    },
  },
  test: {
    projects: [
      // Pure logic and components: no database, no server. A block's own tests sit in its folder.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'], environment: 'node' } },
      // Over HTTP against the running site and its PostgreSQL (started by scripts/test.ts).
      {
        extends: true,
        // One file at a time, in one module graph: Payload's config and Local API load once, not once per file.
        // The production condition: Lexical's modules without the top-level await Node 20 can leave unsettled (scripts/bundle.ts).
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          execArgv: ['--conditions=production'],
          globalSetup: ['tests/api/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
})
