/**
 * Group commit: writes that arrive while one is being stored wait, and go together as the next one. When nothing is
 * being stored a write goes at once (after the current tick, with whatever else that tick brought), so a quiet server
 * adds no delay and a busy one stores many rows per statement and per commit, instead of paying a transaction each.
 */
export type GroupCommit<In, Out> = {
  /** Stores `item` with its group; resolves with its own result once the group's write has committed. */
  add: (item: In) => Promise<Out>
}

type Waiting<In, Out> = { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void }

/**
 * `write` stores a group and answers one result per item, in order. When a group's write throws (or answers a wrong
 * count), its items are written again one by one, so that one visitor's value the database refuses fails that
 * visitor's write alone, not the others' stored with it; an item whose own write fails is rejected with its error.
 */
export function groupCommit<In, Out>(write: (items: In[]) => Promise<Out[]>, { maxGroup = 500 }: { maxGroup?: number } = {}): GroupCommit<In, Out> {
  let waiting: Waiting<In, Out>[] = []
  let writing = false

  /** Writes `group` and settles each of its items; answers once all are settled. */
  async function settle(group: Waiting<In, Out>[]): Promise<void> {
    try {
      const results = await write(group.map((w) => w.item))
      if (results.length !== group.length) throw new Error(`group commit: ${results.length} results for ${group.length} items`)
      group.forEach((w, i) => w.resolve(results[i]))
    } catch (error) {
      if (group.length === 1) group[0].reject(error)
      else for (const w of group) await settle([w])
    }
  }

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const group = waiting.slice(0, maxGroup)
      waiting = waiting.slice(group.length)
      await settle(group)
    }
    writing = false
  }

  return {
    add: (item) =>
      new Promise<Out>((resolve, reject) => {
        waiting.push({ item, resolve, reject })
        if (writing) return
        writing = true
        // After this tick: requests parsed in the same turn of the event loop join the first group.
        setImmediate(() => void drain())
      }),
  }
}
