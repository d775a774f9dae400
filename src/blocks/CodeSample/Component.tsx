import type { BlockProps } from '../types'

export function CodeSample({ block }: BlockProps<'codeSample'>) {
  return (
    <figure className="code-sample">
      {block.heading && <figcaption className="code-sample__heading">{block.heading}</figcaption>}
      <pre tabIndex={0} aria-label={`${block.language} code sample`}>
        <code className={`language-${block.language}`}>{block.code}</code>
      </pre>
    </figure>
  )
}
