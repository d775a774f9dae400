/**
 * Forms and deliveries: every form's definition and validation, sign-up, subscriptions with double opt-in, abuse reports, the captcha, and forwarding each stored submission to the marketing services.
 *
 * This face: its reads and writes (Payload, SQL, outside services, the server's configuration), for the
 * server only. Its rules and types: ./index.ts.
 */
export * from './doubleOptIn'
export * from './forwardFormSubmission'
export * from './forwardSubscription'
export * from './notifyAbuseReport'
export * from './sendConfirmation'
export * from './submissions'
