import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT, startupChunks } from '../../scripts/compileHints'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** A .next folder as `next build` leaves it, with only the files the step reads. */
function builtSite(): string {
  const next = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
  dirs.push(next)
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(next, file)), { recursive: true })
    fs.writeFileSync(path.join(next, file), text)
  }
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/framework.js', 'static/chunks/turbopack.js'] }))
  write(
    'server/app/pricing/messaging.html',
    '<html><head><script src="/_next/static/chunks/framework.js" async=""></script><script src="/_next/static/chunks/layout.js" async=""></script>' +
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head><body></body></html>',
  )
  write('server/app/(frontend)/page/react-loadable-manifest.json', JSON.stringify({ 1: { id: 1, files: ['static/chunks/calculator.js'] } }))
  write('server/app/(payload)/admin/[[...segments]]/page/react-loadable-manifest.json', JSON.stringify({ 2: { id: 2, files: ['static/chunks/admin.js'] } }))
  for (const chunk of ['framework', 'turbopack', 'layout', 'polyfills', 'calculator', 'admin']) write(`static/chunks/${chunk}.js`, `/* ${chunk} */ f()`)
  return next
}

const read = (next: string, chunk: string) => fs.readFileSync(path.join(next, 'static', 'chunks', `${chunk}.js`), 'utf8')

describe('compile hints on the chunks a public page starts with', () => {
  it('finds the framework entries, the pages’ async scripts and the public islands, not the admin’s or the legacy polyfills', () => {
    expect(startupChunks(builtSite())).toEqual([
      'static/chunks/calculator.js',
      'static/chunks/framework.js',
      'static/chunks/layout.js',
      'static/chunks/turbopack.js',
    ])
  })

  it('puts the hint on the first line of each, once, and leaves the code as it was', () => {
    const next = builtSite()
    expect(addCompileHints(next)).toBe(4)
    expect(addCompileHints(next)).toBe(4)
    expect(read(next, 'framework')).toBe(`${COMPILE_HINT}/* framework */ f()`)
    expect(read(next, 'calculator').startsWith(COMPILE_HINT)).toBe(true)
    expect(read(next, 'admin')).toBe('/* admin */ f()')
    expect(read(next, 'polyfills')).toBe('/* polyfills */ f()')
  })
})
