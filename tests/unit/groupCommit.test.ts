import { describe, expect, it } from 'vitest'

import { groupCommit } from '@/lib/db/groupCommit'

/** A write that records each group and finishes when the test says so. */
function recordingWrite() {
  const groups: number[][] = []
  const finish: (() => void)[] = []
  const write = (items: number[]) =>
    new Promise<string[]>((resolve) => {
      groups.push(items)
      finish.push(() => resolve(items.map((n) => `stored ${n}`)))
    })
  return { groups, finish, write }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('group commit', () => {
  it('writes one item at once when nothing else is being written', async () => {
    const { groups, finish, write } = recordingWrite()
    const writer = groupCommit(write)
    const stored = writer.add(1)
    await tick()
    expect(groups).toEqual([[1]])
    finish[0]()
    await expect(stored).resolves.toBe('stored 1')
  })

  it('groups the items that arrive while a group is being written, and answers each its own result', async () => {
    const { groups, finish, write } = recordingWrite()
    const writer = groupCommit(write)
    const first = writer.add(1)
    await tick()
    const waiting = [writer.add(2), writer.add(3), writer.add(4)]
    await tick()
    expect(groups).toEqual([[1]])
    finish[0]()
    await first
    await tick()
    expect(groups).toEqual([[1], [2, 3, 4]])
    finish[1]()
    await expect(Promise.all(waiting)).resolves.toEqual(['stored 2', 'stored 3', 'stored 4'])
  })

  it('puts the items of one tick in one group, and no more than maxGroup in a group', async () => {
    const { groups, finish, write } = recordingWrite()
    const writer = groupCommit(write, { maxGroup: 2 })
    const all = [1, 2, 3, 4, 5].map((n) => writer.add(n))
    for (let i = 0; i < 3; i++) {
      await tick()
      finish[i]()
      await tick()
    }
    expect(groups).toEqual([[1, 2], [3, 4], [5]])
    await expect(Promise.all(all)).resolves.toHaveLength(5)
  })

  it('writes a failed group again item by item: only the item the database refuses fails, the others are stored', async () => {
    const groups: number[][] = []
    const writer = groupCommit(async (items: number[]) => {
      groups.push(items)
      if (items.includes(2)) throw new Error('value refused')
      return items.map((n) => n * 10)
    })
    const results = await Promise.allSettled([writer.add(1), writer.add(2), writer.add(3)])
    expect(results).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: new Error('value refused') },
      { status: 'fulfilled', value: 30 },
    ])
    expect(groups).toEqual([[1, 2, 3], [1], [2], [3]])
    await expect(writer.add(4)).resolves.toBe(40)
  })

  it('rejects every item when each fails alone too (the database is down)', async () => {
    const writer = groupCommit(async (): Promise<number[]> => {
      throw new Error('database unavailable')
    })
    const results = await Promise.allSettled([writer.add(1), writer.add(2)])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
  })

  it('never answers an item another’s result: a write answering too few results is refused, and so is each item alone', async () => {
    const writer = groupCommit(async (items: number[]) => items.slice(1))
    const results = await Promise.allSettled([writer.add(1), writer.add(2)])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/0 results for 1 items/)
  })
})
