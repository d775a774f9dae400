/**
 * The admin's editing aids: the live preview's messages (the canvas), block row titles, a form's unsaved state shaped for the preview, and the rescue of stuck rows.
 *
 * This face: its rules, lists and types, pure and safe in the browser. Its reads and writes: ./data.ts. Other modules of the
 * folder are its own (npm run lint: domain-faces).
 */
export * from './canvas'
export * from './formShape'
export * from './rowTitle'
export * from './stuckRows'
export * from './testVariant'
export * from './unsavedDrafts'
