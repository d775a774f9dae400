import { FormUnavailable } from '@/components/forms/FormUnavailable'
import { captchaFormsAvailable, SSO_PROVIDERS, type SsoProvider } from '@/lib/forms'
import { env } from '@/lib/config/data'
import { PRODUCTION_FLAGS } from '@/lib/experiments'

import type { BlockProps } from '../types'
import { SignUpIsland } from './lazy.client'
import styles from './styles.module.css'

/**
 * The sign-up form; "Sign up with Microsoft / Google" only where their flags are on (off in production).
 * The form needs a captcha: where the captcha policy (the one its endpoint follows) refuses, the block
 * says sign-up is unavailable and points to sales instead of showing fields that could only fail.
 */
export function SignUp({ block, context }: BlockProps<'signUp'>) {
  const flags = context.flags ?? PRODUCTION_FLAGS
  const providers = (Object.keys(SSO_PROVIDERS) as SsoProvider[]).filter((provider) => flags[SSO_PROVIDERS[provider].flag])
  const available = captchaFormsAvailable(env)
  return (
    <div className={`${styles.root} light-surface`} id="sign-up" data-block="sign-up">
      {block.heading && <h2>{block.heading}</h2>}
      {block.text && <p>{block.text}</p>}
      {providers.length > 0 && (
        <div className={styles.sso}>
          {providers.map((provider) => (
            <a
              key={provider}
              className={`button button--${provider === 'microsoft' ? 'microsoft' : 'social'} button--on-light`}
              href={new URL(SSO_PROVIDERS[provider].path, env.hosts.portal).toString()}
            >
              {SSO_PROVIDERS[provider].label}
            </a>
          ))}
          {available && <p className={styles.or}>or sign up with your e-mail</p>}
        </div>
      )}
      {available ? (
        <SignUpIsland captchaSiteKey={env.hcaptcha?.siteKey} />
      ) : (
        <FormUnavailable>Sign-up with your e-mail is unavailable right now. Our team will gladly set up your account with you.</FormUnavailable>
      )}
    </div>
  )
}
