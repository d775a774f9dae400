/**
 * Where the network reaches: the countries (one list), coverage and requirements per country (the coverage API when configured, else the seeded data).
 *
 * This face: its reads and writes (Payload, SQL, outside services, the server's configuration), for the
 * server only. Its rules and types: ./index.ts.
 */
export * from './coverageReads'
