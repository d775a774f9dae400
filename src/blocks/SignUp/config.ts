import type { Block } from 'payload'

/** The sign-up form (POST /api/sign-up), with the single sign-on buttons their flags allow. */
export const SignUpBlockConfig: Block = {
  slug: 'signUp',
  interfaceName: 'SignUpBlock',
  labels: { singular: 'Sign-up form', plural: 'Sign-up forms' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Create your account' },
    { name: 'text', type: 'textarea' },
  ],
}
