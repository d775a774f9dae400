import { buttonClassName } from '@/components/Button'
import styles from './styles.module.css'
import { SITE_PATHS } from '@/lib/pages'
import { EMAIL_MAX_LENGTH } from '@/lib/forms'

/** Where the hero's e-mail goes: the sign-up page reads ?email= and fills its form. */
export const SIGN_UP_PATH = SITE_PATHS.signUp

/**
 * The home hero's sign-up flow (flag homeHeroFlow): an e-mail field that starts
 * signing up with the address already in the form. A plain GET form, so it
 * works before (and without) any JavaScript. One per page: the home page's hero.
 */
export function SignUpFlow() {
  return (
    <form className={styles.flow} action={SIGN_UP_PATH} method="get" aria-label="Start signing up">
      <label htmlFor="hero-flow-email" className="visually-hidden">
        Work e-mail
      </label>
      <input id="hero-flow-email" type="email" name="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} placeholder="Your work e-mail" />
      <button type="submit" className={buttonClassName({ kind: 'primary', background: 'dark' })}>
        Sign up free
      </button>
    </form>
  )
}
