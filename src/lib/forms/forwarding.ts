/**
 * Which stored submissions can be forwarded here, as pure functions (the forwarding jobs and the job
 * runner's start read them): a subscription when the contacts API is configured with its list's id, a form
 * submission when the marketing service has the form's "accountId/formId". A row whose service (or list, or
 * form) is not configured is stored only, not failed; once it is configured, the next start of the job
 * runner queues every such row that may go (rowsToForward), so nothing stored meanwhile is left behind.
 */
import { marketingFormVariable, type MarketingContactsConfig, type MarketingFormsConfig } from '../config'
import { MARKETING_FORM_IDS, needsConfirmation, type MarketingFormId } from './forms'

/** The services rows are forwarded to, as configured (env.marketingContacts, env.marketingForms). */
export type ForwardServices = {
  marketingContacts: Pick<MarketingContactsConfig, 'lists'> | undefined
  marketingForms: Pick<MarketingFormsConfig, 'forms'> | undefined
}

/** The collections whose rows are forwarded to a marketing service (the others are e-mailed or start a call). */
export type ForwardedCollection = 'subscriptions' | 'form-submissions'

/** Whether rows of this list (subscriptions) or form (form submissions) have somewhere to go. */
export function forwardConfigured(collection: ForwardedCollection, target: string, services: ForwardServices): boolean {
  if (collection === 'subscriptions') return Boolean(services.marketingContacts?.lists[target])
  return Boolean(services.marketingForms?.forms[marketingFormVariable(target)])
}

const isMarketingForm = (form: string): form is MarketingFormId => (MARKETING_FORM_IDS as readonly string[]).includes(form)

/**
 * Whether a row may be forwarded as far as its visitor is concerned: a subscription once its address is
 * confirmed (double opt-in), a form submission once confirmed when its form asks for that (lib/forms/forms), at once
 * otherwise. A form the site no longer has is never forwarded by itself.
 */
export function readyToForward(collection: ForwardedCollection, target: string, confirmed: boolean): boolean {
  if (confirmed) return collection === 'subscriptions' || isMarketingForm(target)
  return collection === 'form-submissions' && isMarketingForm(target) && !needsConfirmation(target)
}

/** A stored row as the job store reads it for the start-up sweep (src/lib/jobs/jobStore.ts, unforwardedRows). */
export type StoredRow = {
  collection: ForwardedCollection
  id: number
  /** Its list (subscriptions) or form (form submissions). */
  target: string
  confirmed: boolean
  /** Stamped as sent. */
  forwarded: boolean
  /** Refused for good by the service: it waits for someone's "Retry now", not for a start. */
  failed: boolean
  /** A forwarding job for it is waiting, running or retrying. */
  queued: boolean
}

/**
 * The rows the job runner's start queues a forward for: never sent, not refused for good, ready (confirmed where
 * that is asked), with a service now configured for them, and no job already waiting for them. Run twice, the
 * second run finds each row queued and picks nothing.
 */
export function rowsToForward(rows: readonly StoredRow[], services: ForwardServices): Pick<StoredRow, 'collection' | 'id'>[] {
  return rows
    .filter(
      (row) =>
        !row.forwarded &&
        !row.failed &&
        !row.queued &&
        readyToForward(row.collection, row.target, row.confirmed) &&
        forwardConfigured(row.collection, row.target, services),
    )
    .map(({ collection, id }) => ({ collection, id }))
}
