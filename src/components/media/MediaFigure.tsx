import type { ReactNode } from 'react'

/** Wraps media in a figure with its caption; without a caption the media stands alone (it carries the class itself). */
export function MediaFigure({ caption, className, children }: { caption?: string | null; className?: string; children: ReactNode }) {
  if (!caption) return <>{children}</>
  return (
    <figure className={['media-figure', className].filter(Boolean).join(' ')}>
      {children}
      <figcaption className="media-figure__caption">{caption}</figcaption>
    </figure>
  )
}
