import type { DefaultNodeTypes, SerializedRelationshipNode, SerializedUploadNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState, SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText, type JSXConverter, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { Fragment, type ReactNode } from 'react'

import { GRID_IMAGE_SIZES } from '@/lib/media'
import { hasContent, linkDestination, nodeText, splitEmails, type StoredRichText } from '@/lib/richText'
import { headingId } from '@/lib/pages'

import { Link } from './Link'
import { MediaImage } from './MediaImage'

type Props = {
  data: StoredRichText | null | undefined
  className?: string
  /**
   * `prose` (default): an article's body, with the reading width.
   * `inline`: a block's short text (hero, card, FAQ answer, banner); the
   * paragraphs keep the styles the block gives them, nothing is added.
   */
  variant?: 'prose' | 'inline'
}

/** A link node's text, linked by the site's rules; text alone when there is nowhere to go (never href="#"). */
function RichTextLink({ fields, children }: { fields: unknown; children: ReactNode }) {
  const href = linkDestination(fields)
  return href ? <Link href={href}>{children}</Link> : <>{children}</>
}

/** An uploaded image or video through the site's media component; any other file as a link to it. */
function RichTextUpload({ node }: { node: SerializedUploadNode }) {
  if (node.relationTo !== 'media' || typeof node.value !== 'object' || !node.value?.url) return null
  const doc = node.value
  if (doc.mimeType?.startsWith('image/') || doc.mimeType?.startsWith('video/')) {
    return <MediaImage media={doc} sizes={GRID_IMAGE_SIZES} className="richtext__media" />
  }
  return (
    <p>
      <Link href={doc.url ?? ''}>{doc.filename ?? doc.alt ?? 'Download'}</Link>
    </p>
  )
}

/** A related document (the default editor's relationship node): a link to its page when it has one. */
function RichTextRelationship({ node }: { node: SerializedRelationshipNode }) {
  const value: unknown = node.value
  if (typeof value !== 'object' || value === null || !('path' in value) || typeof value.path !== 'string' || !value.path) return null
  const title = 'title' in value && typeof value.title === 'string' ? value.title : value.path
  return (
    <p>
      <Link href={value.path}>{title}</Link>
    </p>
  )
}

/**
 * Nodes without a converter (a feature added to an editor later, a block type
 * removed): their text still shows, and nothing else breaks the page.
 */
const unknownNode: JSXConverter<SerializedLexicalNode> = ({ node, nodesToJSX }) => {
  const children: unknown = 'children' in node ? node.children : undefined
  return Array.isArray(children) ? <>{nodesToJSX({ nodes: children as SerializedLexicalNode[] })}</> : null
}

const LINK_TYPES = new Set(['link', 'autolink'])

const converters: JSXConvertersFunction<DefaultNodeTypes> = ({ defaultConverters }) => ({
  ...defaultConverters,
  // An e-mail address typed in running text is a link a reader can click (mailto:), unless it is in a link already.
  text: (args) => {
    const plain = defaultConverters.text
    if (typeof plain !== 'function') return args.node.text
    const parts = LINK_TYPES.has(args.parent?.type ?? '') ? [] : splitEmails(args.node.text)
    if (!parts.some((part) => part.email)) return plain(args)
    return (
      <>
        {parts.map((part, index) => {
          const shown = plain({ ...args, node: { ...args.node, text: part.text } })
          return part.email ? (
            <a key={index} href={`mailto:${part.text}`}>
              {shown}
            </a>
          ) : (
            <Fragment key={index}>{shown}</Fragment>
          )
        })}
      </>
    )
  },
  link: ({ node, nodesToJSX }) => <RichTextLink fields={node.fields}>{nodesToJSX({ nodes: node.children })}</RichTextLink>,
  autolink: ({ node, nodesToJSX }) => <RichTextLink fields={node.fields}>{nodesToJSX({ nodes: node.children })}</RichTextLink>,
  // Section headings carry an anchor, so an article's table of contents (lib/pages/toc) can link to them.
  heading: ({ node, nodesToJSX }) => {
    const Tag = node.tag
    const children = nodesToJSX({ nodes: node.children })
    return Tag === 'h2' || Tag === 'h3' ? <Tag id={headingId(nodeText(node))}>{children}</Tag> : <Tag>{children}</Tag>
  },
  upload: ({ node }) => <RichTextUpload node={node} />,
  relationship: ({ node }) => <RichTextRelationship node={node} />,
  // No editor of the site allows blocks in rich text (no BlocksFeature): any that appear fall back here.
  unknown: unknownNode,
})

/** Payload rich text (Lexical) on the site: a server component, links and media through the site's own components. */
export function RichText({ data, className, variant = 'prose' }: Props) {
  if (!hasContent(data)) return null
  return (
    <LexicalRichText
      data={data as unknown as SerializedEditorState}
      converters={converters}
      className={[variant === 'prose' ? 'prose' : 'richtext-inline', className].filter(Boolean).join(' ')}
    />
  )
}
