/**
 * What search engines and shared links see: titles, descriptions, canonical addresses, JSON-LD, robots, and the content checks the admin shows.
 *
 * This face: its reads and writes (Payload, SQL, outside services, the server's configuration), for the
 * server only. Its rules and types: ./index.ts.
 */
export * from './contentFacts'
