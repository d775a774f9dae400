import type { ReactNode } from 'react'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { StatList } from '@/blocks/Stats/Component'
import type { LayoutBlock, RenderContext } from '@/blocks/types'
import { labelFromSlug, SNAP_MARKS, snapMarks, type ScrollSnapPlan } from '@/lib/pages'
import { env } from '@/lib/config/data'
import type { RoutedDocument } from '@/lib/pages/data'
import { SCROLL_SNAP_ITEM_CLASS } from '@/lib/design'
import { canonicalUrl } from '@/lib/seo'

import { formatDate } from '../formatDate'
import { HeroBand, HeroEyebrow, HeroHeading, HeroText } from '../HeroBand'
import { ArticleView } from './ArticleView'
import { Link } from '../Link'
import { MediaImage } from '../MediaImage'
import { ScrollSnap } from '../ScrollSnap.client'
import { LazySocialShare } from '../lazy.client'

type Props = { routed: RoutedDocument; context: RenderContext; scrollSnap?: ScrollSnapPlan | null }

type ArticleBodyProps = {
  blocks: readonly LayoutBlock[] | null | undefined
  context: RenderContext
  /** Shown at the top of the first reading column (a story's logo and results). */
  before?: ReactNode
  /** Shown at the end of the last reading column (share buttons, the link back to the list). */
  after?: ReactNode
}

/**
 * The blocks of a story, release note or legal page: runs of content blocks in
 * the article's reading column, Sections full width between them (their
 * background spans the page, as on any page).
 */
function ArticleBody({ blocks, context, before, after }: ArticleBodyProps) {
  const runs: { section: boolean; blocks: LayoutBlock[] }[] = []
  for (const block of blocks ?? []) {
    // Optional chaining: stored JSON may hold a malformed entry, which RenderBlocks reports.
    const section = block?.blockType === 'section'
    const last = runs.at(-1)
    if (last && !last.section && !section) last.blocks.push(block)
    else runs.push({ section, blocks: [block] })
  }
  if (before && runs[0]?.section !== false) runs.unshift({ section: false, blocks: [] })
  if (after && runs.at(-1)?.section !== false) runs.push({ section: false, blocks: [] })
  return (
    <>
      {runs.map((run, index) =>
        run.section ? (
          <RenderBlocks key={index} blocks={run.blocks} context={context} />
        ) : (
          <div key={index} className="container container--narrow">
            {index === 0 && before}
            <RenderBlocks blocks={run.blocks} context={context} level="contained" />
            {index === runs.length - 1 && after}
          </div>
        ),
      )}
    </>
  )
}

function ArticleHeader({ eyebrow, title, summary }: { eyebrow?: ReactNode; title: string; summary?: string | null }) {
  return (
    <HeroBand compact>
      <div className="container">
        {eyebrow && <HeroEyebrow>{eyebrow}</HeroEyebrow>}
        <HeroHeading>{title}</HeroHeading>
        {summary && <HeroText>{summary}</HeroText>}
      </div>
    </HeroBand>
  )
}

/** The body of any routed document: a page's blocks, or the fixed layout of the other collections. */
export function DocumentView({ routed, context, scrollSnap = null }: Props) {
  switch (routed.collection) {
    case 'pages':
      return scrollSnap ? (
        // The blocks the page's options name carry marks; the island measures where they are.
        <ScrollSnap
          disableFromElement={scrollSnap.pauseFrom !== undefined ? `[${SNAP_MARKS.pauseFrom}]` : undefined}
          disableUntilElement={scrollSnap.pauseUntil !== undefined ? `[${SNAP_MARKS.pauseUntil}]` : undefined}
          scope={scrollSnap.scope !== undefined ? `[${SNAP_MARKS.scope}]` : undefined}
        >
          <RenderBlocks
            blocks={routed.doc.layout}
            context={context}
            itemClassName={SCROLL_SNAP_ITEM_CLASS}
            itemAttributes={(index) => snapMarks(scrollSnap, index)}
          />
        </ScrollSnap>
      ) : routed.doc.family === 'resources' ? (
        <ArticleView doc={routed.doc} context={context} />
      ) : (
        <RenderBlocks blocks={routed.doc.layout} context={context} />
      )
    case 'legal-pages': {
      const doc = routed.doc
      return (
        <article>
          <ArticleHeader eyebrow={`Effective ${formatDate(doc.effectiveDate)}`} title={doc.title} summary={doc.summary} />
          <ArticleBody blocks={doc.layout} context={context} />
        </article>
      )
    }
    case 'customer-stories': {
      const doc = routed.doc
      return (
        <article>
          <ArticleHeader eyebrow={`${doc.company} · ${doc.industry}`} title={doc.title} summary={doc.summary} />
          <ArticleBody
            blocks={doc.layout}
            context={context}
            before={
              <>
                {doc.logo && <MediaImage media={doc.logo} sizes="200px" className="story__logo" />}
                {doc.results && doc.results.length > 0 && <StatList items={doc.results} />}
              </>
            }
            after={
              <>
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
              </>
            }
          />
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
                <time dateTime={doc.releasedAt}>{formatDate(doc.releasedAt)}</time> · {labelFromSlug(doc.product)}
              </>
            }
            title={doc.title}
            summary={doc.summary}
          />
          <ArticleBody
            blocks={doc.layout}
            context={context}
            after={
              <p>
                <Link href="/release-notes" kind="cta">
                  All release notes
                </Link>
              </p>
            }
          />
        </article>
      )
    }
  }
}
