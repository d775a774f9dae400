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

  it('rejects every item of a group whose write fails, and writes the next group as usual', async () => {
    let calls = 0
    const writer = groupCommit(async (items: number[]) => {
      calls++
      if (calls === 1) throw new Error('database refused')
      return items.map((n) => n * 10)
    })
    const failed = [writer.add(1), writer.add(2)]
    await expect(failed[0]).rejects.toThrow('database refused')
    await expect(failed[1]).rejects.toThrow('database refused')
    await expect(writer.add(3)).resolves.toBe(30)
  })

  it('rejects a group whose write answers a result too few, rather than answering an item another’s', async () => {
    const writer = groupCommit(async (items: number[]) => items.slice(1))
    await expect(Promise.all([writer.add(1), writer.add(2)])).rejects.toThrow(/1 results for 2 items/)
  })
})
