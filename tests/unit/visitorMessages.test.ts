/**
 * No visitor ever sees a variable name (issue 29): the messages the captcha forms' endpoints answer
 * are plain words with the way to sales, and no string anywhere in src names an environment variable,
 * but the start checks written for the operator (configuration parsing, the production secret, the
 * production captcha check, the production SMTP line, the app server's job runner).
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { afterEach, describe, expect, it } from 'vitest'

import { captchaGate } from '@/api/verifyCaptcha'
import { CAPTCHA_UNCONFIGURED, captchaPolicy } from '@/lib/forms/captchaPolicy'
import { env } from '@/lib/config/data'
import { demoUnavailableReason } from '@/lib/voiceAi/voiceAi'

const root = path.resolve(import.meta.dirname, '../..')
const CONFIG_DIR = path.join(root, 'src/lib/config')

/** Every variable the configuration reads: the keys it parses and the names it passes on (readService's url, apiKey, …). */
function environmentVariables(): Set<string> {
  const names = new Set(['APP_ENV', 'NODE_ENV'])
  for (const file of fs.readdirSync(CONFIG_DIR)) {
    const text = fs.readFileSync(path.join(CONFIG_DIR, file), 'utf8')
    for (const match of text.matchAll(/^\s+([A-Z][A-Z0-9]*_[A-Z0-9_]+):/gm)) names.add(match[1])
    for (const match of text.matchAll(/'([A-Z][A-Z0-9]*_[A-Z0-9_]+)'/g)) names.add(match[1])
  }
  return names
}
const VARIABLES = environmentVariables()
/** Variables named by a prefix (MARKETING_FORM_<FORM>, NEXT_PUBLIC_…) and hCaptcha's, however spelled. */
const VARIABLE_PREFIXES = /^(NEXT_PUBLIC_|MARKETING_FORM_|MARKETING_LIST_|HCAPTCHA_)/

function variablesIn(text: string): string[] {
  return (text.match(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g) ?? []).filter((token) => VARIABLES.has(token) || VARIABLE_PREFIXES.test(token))
}

/** The start checks, for the operator: where naming the variable to set is the point. */
const OPERATOR_FILES = [CONFIG_DIR]
const OPERATOR_FUNCTIONS = new Set(['productionCaptchaCheck', 'chooseProductionSecret', 'smtpStartWarning', 'runServerJobs'])

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

function insideOperatorFunction(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isFunctionDeclaration(parent) && parent.name && OPERATOR_FUNCTIONS.has(parent.name.text)) return true
  }
  return false
}

/** Each string, template part and JSX text of a file that names a variable (comments are not strings). */
function namingStrings(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      const names = variablesIn(node.text)
      // A string that is only the name is a key to read the variable by (process.env[name]), not a message.
      if (names.length > 0 && node.text.trim() !== names[0] && !insideOperatorFunction(node)) {
        found.push(`${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(node.text)}`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('no visitor-facing message names an environment variable', () => {
  const saved = { appEnv: env.appEnv, hcaptcha: env.hcaptcha }
  afterEach(() => {
    Object.assign(env, saved)
  })

  it('knows the variables it looks for', () => {
    for (const name of ['HCAPTCHA_SECRET', 'NEXT_PUBLIC_HCAPTCHA_SITE_KEY', 'PORTAL_SIGNUP_URL', 'SMTP_HOST', 'PAYLOAD_SECRET'])
      expect(VARIABLES).toContain(name)
    expect(variablesIn('set HCAPTCHA_SECRET (and MARKETING_FORM_SIGNUP)')).toEqual(['HCAPTCHA_SECRET', 'MARKETING_FORM_SIGNUP'])
    expect(variablesIn('Sign-up is unavailable right now')).toEqual([])
  })

  it('the captcha forms’ 503 messages: plain words, the way to sales', async () => {
    const demo = demoUnavailableReason('refuse')
    for (const message of [CAPTCHA_UNCONFIGURED, demo]) {
      expect(message).toMatch(/unavailable right now/)
      expect(message).toContain('/contact-us')
      expect(variablesIn(message ?? '')).toEqual([])
    }

    Object.assign(env, { appEnv: 'production', hcaptcha: undefined })
    expect(captchaPolicy(env)).toBe('refuse')
    const response = await captchaGate(undefined, new Headers())
    expect(response?.status).toBe(503)
    const body = (await response?.json()) as { error: { code: string; message: string } }
    // The machine keeps its code; the person reads words.
    expect(body.error.code).toBe('captcha_unconfigured')
    expect(body.error.message).toBe(CAPTCHA_UNCONFIGURED)
  })

  it('no string in src names one, but the operator’s start checks', () => {
    const files = sourceFiles(path.join(root, 'src')).filter((file) => !OPERATOR_FILES.some((dir) => file.startsWith(dir + path.sep)))
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap(namingStrings)).toEqual([])
  })
})
