/** The marketing forms a Form block can show (spec §3: marketing form definitions). */
export const MARKETING_FORMS = {
  'contact-sales': { label: 'Contact sales', submitLabel: 'Talk to sales' },
  'resource-center-email-signup': { label: 'Resource center e-mail sign-up', submitLabel: 'Subscribe' },
  signup: { label: 'Sign up', submitLabel: 'Create account' },
  pricingCsv: { label: 'Pricing CSV download', submitLabel: 'Download rate card' },
  pricingCalculator: { label: 'Pricing calculator', submitLabel: 'Email me this estimate' },
} as const

export type MarketingFormId = keyof typeof MARKETING_FORMS
export const MARKETING_FORM_IDS = Object.keys(MARKETING_FORMS) as MarketingFormId[]
