#!/usr/bin/env node
/**
 * JavaScript a page ships on first load, from the production build on disk
 * (no server needed): the <script src> tags of each pre-rendered page's HTML
 * (noModule polyfills excluded), gzip-compressed as a server would send them.
 *
 *   node bench/js-bytes.mjs / /pricing/messaging /pricing/iot-data-plans
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const root = path.resolve(import.meta.dirname, '..')
const app = path.join(root, '.next/server/app')
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/products/voice-api', '/pricing/messaging', '/resources', '/contact-us']

const htmlFile = (page) => path.join(app, page === '/' ? 'index.html' : `${page}.html`)
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

for (const page of paths) {
  const file = htmlFile(page)
  if (!fs.existsSync(file)) {
    console.log(`${page}: not pre-rendered (${path.relative(root, file)} missing)`)
    continue
  }
  const html = fs.readFileSync(file, 'utf8')
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\bnoModule\b/i.test(attrs))
    .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1])
    .filter((src) => src?.startsWith('/_next/static/'))
  let raw = 0
  let gzip = 0
  for (const src of new Set(scripts)) {
    const body = fs.readFileSync(path.join(root, '.next', src.replace(/^\/_next\//, '').split('?')[0]))
    raw += body.length
    gzip += gzipSync(body, { level: 9 }).length
  }
  const htmlGzip = gzipSync(Buffer.from(html), { level: 9 }).length
  console.log(`${page}: ${scripts.length} scripts, ${kb(gzip)} gzip JS (${kb(raw)} raw), HTML ${kb(htmlGzip)} gzip`)
}
