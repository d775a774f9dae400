import type { BlockProps } from '../types'

/**
 * The section's blocks arrive rendered (RenderBlocks, as a Section's do). A reference whose section is not
 * published (or was deleted) shows visitors nothing, and editors a note saying so.
 */
export function ReusableSection({ block, context, children }: BlockProps<'reusableSection'>) {
  if (typeof block.section === 'object' && block.section) return <>{children}</>
  if (!context.previewing) return null
  return (
    <div className="container page-block">
      <div className="unrenderable-block" role="note">
        <strong>This reusable section is not published</strong> (or was deleted). Visitors see nothing here until it is published under Content → Reusable
        sections.
      </div>
    </div>
  )
}
