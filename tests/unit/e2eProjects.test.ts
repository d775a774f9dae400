import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ADMIN_SPEC_FILES, ADMIN_SPECS } from '../e2e/projects'

const folder = path.join(import.meta.dirname, '../e2e')
const specs = fs.readdirSync(folder).filter((name) => name.endsWith('.spec.ts'))
/** A spec drives the admin when it signs in (tests/e2e/admin.ts signIn). */
const signsIn = (name: string) => /\bsignIn\(/.test(fs.readFileSync(path.join(folder, name), 'utf8'))

describe('the browser suite’s projects', () => {
  it('runs every spec that signs in to the admin in the admin project, one at a time', () => {
    const unlisted = specs.filter((name) => signsIn(name) && !ADMIN_SPEC_FILES.test(`/${name}`))
    expect(unlisted).toEqual([])
  })

  it('lists only specs that exist and sign in', () => {
    const stale = ADMIN_SPECS.filter((name) => !specs.includes(`${name}.spec.ts`) || !signsIn(`${name}.spec.ts`))
    expect(stale).toEqual([])
  })

  it('matches a listed spec by its whole name only', () => {
    expect(ADMIN_SPEC_FILES.test('/work/tests/e2e/canvas.spec.ts')).toBe(true)
    expect(ADMIN_SPEC_FILES.test('/work/tests/e2e/notcanvas.spec.ts')).toBe(false)
    expect(ADMIN_SPEC_FILES.test('/work/tests/e2e/routes.spec.ts')).toBe(false)
  })
})
