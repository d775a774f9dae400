import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { CountryCoverage } from '@/blocks/CountryCoverage/Component'
import { Form } from '@/blocks/Form/Component'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { RenderContext } from '@/blocks/types'
import { env } from '@/lib/env'
import { SITE_FORMS } from '@/lib/forms'
import type { RoutedDocument } from '@/lib/pages/queries'
import { SCROLL_SNAP_ITEM_CLASS } from '@/lib/scrollSnap'
import { canonicalUrl } from '@/lib/seo/canonical'

import { formatDate } from '../formatDate'
import { Link } from '../Link'
import { MediaImage } from '../MediaImage'
import { RichText } from '../RichText'
import { ScrollSnap } from '../ScrollSnap.client'
import { LazySocialShare } from '../lazy.client'

type Props = { routed: RoutedDocument; context: RenderContext; scrollSnap?: boolean }

/** The legal page that lists the requirements table after its text. */
const REQUIREMENTS_SLUG = 'country-specific-requirements'

function ArticleHeader({ eyebrow, title, summary }: { eyebrow?: React.ReactNode; title: string; summary?: string | null }) {
  return (
    <div className="hero hero--article">
      <div className="container">
        {eyebrow && <p className="hero__eyebrow">{eyebrow}</p>}
        <h1 className="hero__heading">{title}</h1>
        {summary && <p className="hero__text">{summary}</p>}
      </div>
    </div>
  )
}

/** The body of any routed document: a page's blocks, or the fixed layout of the other collections. */
export function DocumentView({ routed, context, scrollSnap = false }: Props) {
  switch (routed.collection) {
    case 'pages':
      return scrollSnap ? (
        <ScrollSnap>
          <RenderBlocks blocks={routed.doc.layout} context={context} itemClassName={SCROLL_SNAP_ITEM_CLASS} />
        </ScrollSnap>
      ) : (
        <>
          <RenderBlocks blocks={routed.doc.layout} context={context} />
          {routed.doc.family === 'resources' && (
            <div className="container">
              <LazySocialShare url={canonicalUrl(env.siteUrl, context.path)} title={routed.doc.title} />
            </div>
          )}
        </>
      )
    case 'legal-pages': {
      const doc = routed.doc
      return (
        <article>
          <ArticleHeader eyebrow={`Effective ${formatDate(doc.effectiveDate)}`} title={doc.title} summary={doc.summary} />
          <div className="container container--narrow">
            <RichText data={doc.body as SerializedEditorState} />
            {/* Legal pages have no blocks: this one's table is fixed to its slug (no schema change). */}
            {doc.slug === REQUIREMENTS_SLUG && <CountryCoverage block={{ blockType: 'countryCoverage', kind: 'requirements', heading: 'Requirements by country' }} context={context} />}
            {doc.form && <Form block={{ blockType: 'form', form: doc.form, heading: doc.formHeading ?? SITE_FORMS[doc.form].label, id: `legal-${doc.id}` }} context={context} />}
          </div>
        </article>
      )
    }
    case 'customer-stories': {
      const doc = routed.doc
      return (
        <article>
          <ArticleHeader eyebrow={`${doc.company} · ${doc.industry}`} title={doc.title} summary={doc.summary} />
          <div className="container container--narrow">
            {doc.logo && <MediaImage media={doc.logo} sizes="200px" className="story__logo" />}
            {doc.results && doc.results.length > 0 && (
              <dl className="stats__list">
                {doc.results.map((result) => (
                  <div key={result.id ?? result.label} className="stats__item">
                    <dt>{result.label}</dt>
                    <dd>{result.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            <RichText data={doc.body as SerializedEditorState | null} />
            <LazySocialShare url={canonicalUrl(env.siteUrl, context.path)} title={doc.title} />
            {doc.quote?.text && (
              <blockquote className="quote">
                <p>“{doc.quote.text}”</p>
                <footer>
                  {doc.quote.author}, {doc.quote.role}
                </footer>
              </blockquote>
            )}
            <p>
              <Link href="/customer-stories" kind="cta">
                More customer stories
              </Link>
            </p>
          </div>
        </article>
      )
    }
    case 'release-notes': {
      const doc = routed.doc
      return (
        <article>
          <ArticleHeader
            eyebrow={
              <>
                <time dateTime={doc.releasedAt}>{formatDate(doc.releasedAt)}</time> · {doc.product}
              </>
            }
            title={doc.title}
            summary={doc.summary}
          />
          <div className="container container--narrow">
            <RichText data={doc.body as SerializedEditorState | null} />
            <p>
              <Link href="/release-notes" kind="cta">
                All release notes
              </Link>
            </p>
          </div>
        </article>
      )
    }
  }
}
