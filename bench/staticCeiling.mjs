#!/usr/bin/env node
/**
 * The bench's ceiling (issue 34): a plain static-file server in a process of its own, as a real one would be. It holds
 * one page's bytes in memory, raw, gzip and Brotli (each compressed once, at start), and answers every request with
 * `Content-Length` and `Vary: Accept-Encoding`: Brotli to a client that accepts it, else gzip, else the raw bytes.
 * It prints one line of JSON ({ port, raw, gzip, br }: the sizes) once it listens.
 *
 *   node bench/staticCeiling.mjs <html file> <port>
 */
import fs from 'node:fs'
import http from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const [file, portArg] = process.argv.slice(2)
if (!file || !portArg) {
  console.error('usage: node bench/staticCeiling.mjs <html file> <port>')
  process.exit(2)
}
const raw = fs.readFileSync(file)
const bodies = {
  raw,
  gzip: gzipSync(raw, { level: 9 }),
  br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
}
const headersFor = (encoding) => ({
  'content-type': 'text/html; charset=utf-8',
  'content-length': String(bodies[encoding].length),
  vary: 'Accept-Encoding',
  ...(encoding === 'raw' ? {} : { 'content-encoding': encoding }),
})
const headers = { raw: headersFor('raw'), gzip: headersFor('gzip'), br: headersFor('br') }

/** The encoding a client gets: the smallest it accepts (a token listed without q=0). */
function encodingFor(accept) {
  const accepted = new Set(
    String(accept ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q ?? ''))
      .map(([token]) => token.trim().toLowerCase()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return 'raw'
}

const server = http.createServer((req, res) => {
  const encoding = encodingFor(req.headers['accept-encoding'])
  res.writeHead(200, headers[encoding])
  res.end(req.method === 'HEAD' ? undefined : bodies[encoding])
})
server.keepAliveTimeout = 65_000
server.listen(Number(portArg), '127.0.0.1', () => {
  console.log(JSON.stringify({ port: Number(portArg), raw: raw.length, gzip: bodies.gzip.length, br: bodies.br.length }))
})
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)))
