/**
 * The voice AI agent demo: its setup call, the call job and its limits.
 *
 * This face: its rules, lists and types, pure and safe in the browser. Its reads and writes: ./data.ts. Other modules of the
 * folder are its own (npm run lint: domain-faces).
 */
export * from './voiceAi'
export * from './voiceAiSetup'
