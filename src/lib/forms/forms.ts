/**
 * Every form on the site, defined once: the admin's choices (Form block, legal
 * pages), the fields the browser renders and checks, and (for the marketing
 * forms) the server's schema, all come from these definitions.
 */
import { ABUSE_TYPE_NAMES, ABUSE_TYPES, MAX_EVIDENCE_LINKS } from './abuse'
import type { FormDefinition, FormField } from './formDefinition'
import { EMAIL_MAX_LENGTH } from './emailLimits'

const email: FormField = { name: 'email', label: 'Work e-mail', kind: 'email', required: true, maxLength: EMAIL_MAX_LENGTH, autoComplete: 'email' }
const firstName: FormField = { name: 'firstName', label: 'First name', kind: 'text', required: true, maxLength: 100, autoComplete: 'given-name' }
const lastName: FormField = { name: 'lastName', label: 'Last name', kind: 'text', required: true, maxLength: 100, autoComplete: 'family-name' }
const company: FormField = { name: 'company', label: 'Company', kind: 'text', maxLength: 200, autoComplete: 'organization' }

export const SITE_FORMS = {
  'contact-sales': {
    label: 'Contact sales',
    submitLabel: 'Talk to sales',
    successMessage: 'Thanks — a solutions engineer will reply within one business day.',
    endpoint: '/api/forms/contact-sales',
    marketing: true,
    fields: [
      firstName,
      lastName,
      email,
      { ...company, required: true },
      { name: 'phone', label: 'Phone', kind: 'tel', maxLength: 40, autoComplete: 'tel' },
      { name: 'message', label: 'How can we help?', kind: 'textarea', maxLength: 5000 },
    ],
  },
  'resource-center-email-signup': {
    label: 'Resource center e-mail sign-up',
    submitLabel: 'Subscribe',
    successMessage: 'Almost there: confirm with the link we just e-mailed you, and the next issue arrives in your inbox.',
    endpoint: '/api/forms/resource-center-email-signup',
    marketing: true,
    doubleOptIn: true,
    fields: [email],
  },
  signup: {
    label: 'Sign up',
    submitLabel: 'Create account',
    successMessage: 'Check your inbox: we sent a link to finish creating your account.',
    endpoint: '/api/forms/signup',
    marketing: true,
    doubleOptIn: true,
    fields: [firstName, lastName, email, company],
  },
  'pricing-csv': {
    label: 'Pricing CSV download',
    submitLabel: 'Download rate card',
    successMessage: 'Check your inbox: confirm your address with the link we sent, and your rate card follows.',
    endpoint: '/api/forms/pricing-csv',
    marketing: true,
    doubleOptIn: true,
    fields: [email, company],
  },
  'pricing-calculator': {
    label: 'Pricing calculator',
    submitLabel: 'Send the estimate',
    successMessage: 'Check your inbox: confirm your address with the link we sent, and the estimate follows.',
    endpoint: '/api/forms/pricing-calculator',
    marketing: true,
    doubleOptIn: true,
    fields: [email],
    // The calculator's inputs and estimate, attached by the calculator (blocks/Calculator EstimateByEmail).
    carries: [
      'calculator',
      'country',
      'countries',
      'messageType',
      'direction',
      'senderType',
      'volume',
      'devices',
      'megabytesPerDevice',
      'currency',
      'perMessage',
      'plan',
      'monthly',
    ],
  },
  'report-abuse': {
    label: 'Report abuse',
    submitLabel: 'Send report',
    successMessage: 'Thank you. Your report is with our abuse team; quote the reference below in any follow-up.',
    endpoint: '/api/report-abuse',
    captcha: true,
    fields: [
      { name: 'reporterName', label: 'Your name', kind: 'text', required: true, maxLength: 200, autoComplete: 'name' },
      { name: 'reporterEmail', label: 'Your e-mail', kind: 'email', required: true, maxLength: EMAIL_MAX_LENGTH, autoComplete: 'email' },
      { name: 'reporterPhone', label: 'Your phone (optional)', kind: 'tel', maxLength: 40, autoComplete: 'tel' },
      {
        name: 'resource',
        label: 'Number or resource being abused',
        kind: 'text',
        required: true,
        minLength: 3,
        maxLength: 500,
        hint: 'The phone number, sender ID or address involved.',
      },
      {
        name: 'abuseType',
        label: 'Type of abuse',
        kind: 'select',
        required: true,
        maxLength: 40,
        options: ABUSE_TYPE_NAMES.map((value) => ({ value, label: ABUSE_TYPES[value] })),
      },
      {
        name: 'description',
        label: 'What happened?',
        kind: 'textarea',
        required: true,
        minLength: 20,
        maxLength: 5000,
        hint: 'When, how often, and what was said or sent.',
      },
      {
        name: 'evidenceLinks',
        label: 'Links to evidence (optional)',
        kind: 'url-list',
        maxLength: 2048 * MAX_EVIDENCE_LINKS,
        hint: `One address per line, up to ${MAX_EVIDENCE_LINKS}.`,
      },
    ],
  },
  'release-notes-subscription': {
    label: 'Release notes subscription',
    submitLabel: 'Subscribe',
    successMessage: 'Almost there: confirm with the link we just e-mailed you, and new release notes will arrive by e-mail.',
    endpoint: '/api/release-notes-subscription',
    fields: [{ ...email, label: 'E-mail' }],
  },
  'subprocessor-subscription': {
    label: 'Sub-processor updates subscription',
    submitLabel: 'Subscribe',
    successMessage: 'Almost there: confirm with the link we just e-mailed you, and we will e-mail you 30 days before any sub-processor is added.',
    endpoint: '/api/subprocessor-subscription',
    fields: [{ ...email, label: 'E-mail' }],
  },
} as const satisfies Record<string, FormDefinition>

export type SiteFormId = keyof typeof SITE_FORMS
export const SITE_FORM_IDS = Object.keys(SITE_FORMS) as SiteFormId[]
/** The forms forwarded to the marketing-automation service, derived from the registry. */
export type MarketingFormId = { [K in SiteFormId]: (typeof SITE_FORMS)[K] extends { marketing: true } ? K : never }[SiteFormId]
export const MARKETING_FORM_IDS = SITE_FORM_IDS.filter((id): id is MarketingFormId => 'marketing' in SITE_FORMS[id] && SITE_FORMS[id].marketing === true)

/**
 * Ids renamed to kebab-case (migration 20261125_form_ids_kebab_case): a confirmation link e-mailed
 * under the old id keeps working until it expires (CONFIRMATION_LINK_DAYS), after which this can go.
 */
export const RENAMED_FORM_IDS: Readonly<Partial<Record<string, MarketingFormId>>> = { pricingCsv: 'pricing-csv', pricingCalculator: 'pricing-calculator' }

/** Whether a marketing form's submissions wait for the address's confirmation. */
export function needsConfirmation(id: MarketingFormId): boolean {
  const definition: FormDefinition = SITE_FORMS[id]
  return definition.doubleOptIn === true
}
