/** The changes scripts/patch-payload.mjs makes to Payload's admin. */
export type PayloadPatch = { why: string; file: string; before: string; after: string }
export declare const PAYLOAD_PATCHES: PayloadPatch[]
export declare function patchPayload(options?: { check?: boolean; root?: string }): string[]
