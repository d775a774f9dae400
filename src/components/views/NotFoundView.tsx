import { ButtonLink } from '@/components/Button'
import { PageShell } from '@/components/PageShell'
import { getShell } from '@/lib/pages/queries'

/** The 404 page inside the shell, used by every not-found route. */
export async function NotFoundView() {
  const shell = await getShell()
  return (
    <PageShell shell={shell}>
      <div className="hero hero--article">
        <div className="container">
          <p className="hero__eyebrow">404</p>
          <h1 className="hero__heading">We couldn’t find that page</h1>
          <p className="hero__text">The address may be mistyped, or the page may have moved.</p>
          <div className="button-row">
            <ButtonLink href="/" background="dark">
              Go to the home page
            </ButtonLink>
            <ButtonLink href="/contact-us" kind="secondary" background="dark">
              Contact us
            </ButtonLink>
          </div>
        </div>
      </div>
    </PageShell>
  )
}
