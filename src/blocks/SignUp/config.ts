import { BLOCK_GROUPS } from '../adminUi'
import { defineBlock } from '../defineBlock'

/** The sign-up form (POST /api/sign-up), with the single sign-on buttons their flags allow. */
export const SignUpBlockConfig = defineBlock({
  slug: 'signUp',
  interfaceName: 'SignUpBlock',
  labels: { singular: 'Sign-up form', plural: 'Sign-up forms' },
  group: BLOCK_GROUPS.conversion,
  description: 'The account sign-up form: e-mail, password, terms, captcha.',
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', defaultValue: 'Create your account' },
    { name: 'text', label: 'Intro text', type: 'textarea', admin: { description: 'Optional. A sentence or two under the heading.' } },
  ],
})
