/**
 * The app's configuration (`env`), parsed once at start from the environment by the modules in
 * `./config` (one per concern). Nothing else reads `process.env` (see `./config/index.ts`).
 */
export { env, readEnv, type Env } from './'
export { APP_ENVS, type AppEnv } from './app'
