import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PAYLOAD_PATCHES, patchPayload } from '../../scripts/patch-payload.mjs'

describe('the changes to Payload’s admin (scripts/patch-payload.mjs, issue 30)', () => {
  it('are all in place in the installed admin', () => {
    expect(patchPayload({ check: true })).toEqual([])
  })

  it('apply once, change nothing the second time, and refuse a file where the text has moved', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'patch-payload-'))
    try {
      for (const patch of PAYLOAD_PATCHES) {
        const file = path.join(root, patch.file)
        fs.mkdirSync(path.dirname(file), { recursive: true })
        fs.appendFileSync(file, `\n${patch.before}\n`)
      }
      expect(patchPayload({ root })).toEqual([])
      const once = PAYLOAD_PATCHES.map((patch) => fs.readFileSync(path.join(root, patch.file), 'utf8'))
      expect(patchPayload({ root })).toEqual([])
      expect(PAYLOAD_PATCHES.map((patch) => fs.readFileSync(path.join(root, patch.file), 'utf8'))).toEqual(once)
      for (const patch of PAYLOAD_PATCHES) expect(once.join('\n')).toContain(patch.after)

      // An upgrade that rewrote the code: the install fails, naming the change, and writes nothing.
      const moved = PAYLOAD_PATCHES[0] as (typeof PAYLOAD_PATCHES)[number]
      fs.writeFileSync(path.join(root, moved.file), 'rewritten by an upgrade')
      // Another file still unpatched: the failed install must leave it so, not half-done.
      const otherFile = (PAYLOAD_PATCHES.find((patch) => patch.file !== moved.file) as (typeof PAYLOAD_PATCHES)[number]).file
      const other = path.join(root, otherFile)
      fs.writeFileSync(
        other,
        PAYLOAD_PATCHES.filter((patch) => patch.file === otherFile)
          .map((patch) => `\n${patch.before}\n`)
          .join(''),
      )
      const before = fs.readFileSync(other, 'utf8')
      const problems = patchPayload({ root })
      expect(problems).toEqual([expect.stringContaining(`${moved.file}: expected the text once, found it 0 times`)])
      expect(fs.readFileSync(other, 'utf8')).toBe(before)
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
