'use client'
import { lazy, Suspense, useEffect, useId, useState, type ComponentType } from 'react'

import { whenNear } from './whenNear'

/**
 * A client island whose code is fetched only when it nears the viewport (or a
 * visitor reaches it): a page's below-the-fold tools cost no JavaScript on its
 * first load. The server renders it as usual; until the code arrives React
 * keeps that HTML inside Suspense and hydrates it afterwards. Controls changed
 * meanwhile are replayed by the island itself (useEarlyInput).
 */
export function nearIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  function NearIsland(props: P) {
    const id = useId()
    // One lazy component per instance, each waiting for its own element (the server renders at once).
    const [Island] = useState(() =>
      lazy(async () => {
        if (typeof document !== 'undefined') await whenNear(document.getElementById(id))
        return { default: await load() }
      }),
    )
    return (
      <div id={id} data-island="waiting">
        <Suspense fallback={null}>
          <Island {...props} />
          <Hydrated id={id} />
        </Suspense>
      </div>
    )
  }
  return NearIsland
}

/** Marks the wrapper once the island inside has hydrated (`data-island="ready"`): what a test or a style can wait for. */
function Hydrated({ id }: { id: string }) {
  useEffect(() => {
    document.getElementById(id)?.setAttribute('data-island', 'ready')
  }, [id])
  return null
}
