import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { RenderContext } from '@/blocks/types'
import { env } from '@/lib/config/data'

import { richTextToPlainText } from '@/lib/richText'
import { canonicalUrl } from '@/lib/seo'
import { readingMinutes, tableOfContents } from '@/lib/pages'
import { RESOURCE_SIGNUP } from '@/lib/content'
import type { Page } from '@/payload-types'

import { formatDate } from '../formatDate'
import { Link } from '../Link'
import { ResourceCard } from '../ResourceCard'
import { LazySocialShare } from '../lazy.client'
import styles from './Article.module.css'
import { getRelatedArticles } from '@/siteData'

type Block = NonNullable<Page['layout']>[number]

/** The words of every Rich text block of a layout (Sections included), for the reading time. */
function wordCount(blocks: readonly Block[]): number {
  let words = 0
  for (const block of blocks) {
    if (block.blockType === 'richText') words += richTextToPlainText(block.content).split(/\s+/).filter(Boolean).length
    if (block.blockType === 'section') words += wordCount((block.blocks ?? []) as Block[])
  }
  return words
}

/**
 * A resource (blog article): its hero, a table of contents of its headings
 * with the reading time, its body, share buttons, then related articles
 * before its closing call to action, so a reader always has somewhere to go.
 */
export async function ArticleView({ doc, context }: { doc: Page; context: RenderContext }) {
  const layout = doc.layout ?? []
  const heroFirst = layout[0]?.blockType === 'hero'
  const closing = layout.length > 1 && layout.at(-1)?.blockType === 'ctaBanner' ? layout.at(-1) : undefined
  const body = layout.slice(heroFirst ? 1 : 0, closing ? -1 : undefined)
  const toc = tableOfContents(body)
  const related = await getRelatedArticles(context.path, doc.category ?? null)
  return (
    <article>
      {heroFirst && <RenderBlocks blocks={[layout[0]]} context={context} />}
      {/* Wide screens: the contents beside the text, following the reader (sticky, shifting with the header's 0.5 s
          transition); narrower ones: above it. */}
      <div className={styles.layout}>
        <div className={styles.aside}>
          <aside className={`${styles.toc} sticky`} aria-label="About this article">
            <p className={styles.byline}>
              {doc.author && (
                <>
                  By <span className={styles.author}>{doc.author}</span>
                  {' · '}
                </>
              )}
              {doc.publishedAt && (
                <>
                  <time dateTime={doc.publishedAt}>{formatDate(doc.publishedAt)}</time>
                  {' · '}
                </>
              )}
              {readingMinutes(wordCount(body))} min read
            </p>
            {toc.length >= 2 && (
              <nav aria-labelledby="toc-heading">
                <h2 id="toc-heading" className={styles.tocHeading}>
                  On this page
                </h2>
                <ol className={styles.tocList}>
                  {toc.map((entry) => (
                    <li key={entry.id} data-level={entry.level}>
                      <a href={`#${entry.id}`}>{entry.text}</a>
                    </li>
                  ))}
                </ol>
              </nav>
            )}
          </aside>
        </div>
        <div className={styles.body}>
          <RenderBlocks blocks={body} context={context} />
        </div>
      </div>
      <div className="container">
        <LazySocialShare url={canonicalUrl(env.siteUrl, context.path)} title={doc.title} />
      </div>
      {related.length > 0 && (
        <section className={`container ${styles.related}`} aria-labelledby="related-heading">
          <h2 id="related-heading">Related articles</h2>
          <ul className="card-grid card-grid--3">
            {related.map((article) => (
              <ResourceCard key={article.path} {...article} />
            ))}
          </ul>
          <p>
            <Link href="/resources" kind="cta">
              All resources
            </Link>
          </p>
        </section>
      )}
      {/* Every article offers the resource center's e-mail sign-up, before its closing call to action. */}
      <RenderBlocks
        blocks={[
          {
            blockType: 'section',
            backgroundColor: 'tan',
            spacingTop: 'contrasting',
            spacingBottom: 'contrasting',
            blocks: [{ blockType: 'form', ...RESOURCE_SIGNUP }],
          },
        ]}
        context={context}
      />
      {closing && <RenderBlocks blocks={[closing]} context={context} />}
    </article>
  )
}
