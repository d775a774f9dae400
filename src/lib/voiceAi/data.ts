/**
 * The voice AI agent demo: its setup call, the call job and its limits.
 *
 * This face: its reads and writes (Payload, SQL, outside services, the server's configuration), for the
 * server only. Its rules and types: ./index.ts.
 */
export * from './startVoiceAiDemo'
export * from './setups'
