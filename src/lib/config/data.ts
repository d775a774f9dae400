/**
 * The running process's configuration: the one read of `process.env` for the app, parsed and checked
 * when this module loads (an invalid value stops the start). For the server only: the browser gets what
 * it needs as props. The parsers and types: ./index.ts.
 */
import { readEnv, type Env } from '.'

export const env: Env = readEnv(process.env)
