/**
 * The admin's editing aids: the live preview's messages (the canvas), block row titles, a form's unsaved state shaped for the preview, and the rescue of stuck rows.
 *
 * This face: its reads and writes (Payload, SQL, outside services, the server's configuration), for the
 * server only. Its rules and types: ./index.ts.
 */
export * from './startHere'
