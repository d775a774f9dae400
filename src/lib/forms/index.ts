/**
 * Forms and deliveries: every form's definition and validation, sign-up, subscriptions with double opt-in, abuse reports, the captcha, and forwarding each stored submission to the marketing services.
 *
 * This face: its rules, lists and types, pure and safe in the browser. Its reads and writes: ./data.ts. Other modules of the
 * folder are its own (npm run lint: domain-faces).
 */
export * from './abuse'
export * from './captchaPolicy'
export * from './companyDomains'
export * from './deliveries'
export * from './emailLimits'
export * from './emailValidation'
export * from './formDefinition'
export * from './formSchema'
export * from './forms'
export * from './forwarding'
export * from './hcaptcha'
export * from './phone'
export * from './portalSignUp'
export * from './signup'
export * from './subscriptions'
