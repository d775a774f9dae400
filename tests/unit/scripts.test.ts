import { describe, expect, it } from 'vitest'

import { anyScriptConfigured, SCRIPT_IDS, scriptsToLoad, type ScriptsConfig } from '@/lib/tracking/scripts'

const all: ScriptsConfig = {
  marketingAutomation: { src: 'https://ma.test/1.js' },
  tagManager: { src: 'https://tm.test/gtm.js', containerId: 'GTM-1' },
  fraudDetection: { src: 'https://fraud.test/s.js' },
  sessionReplay: { src: 'https://replay.test/r.js', projectKey: 'k', ingestPoint: 'https://replay.test/ingest' },
  sessionRecording: { src: 'https://rec.test/fs.js', orgId: 'o' },
  messagingWidget: { src: 'https://chat.test/w.js', appId: 'a' },
}

describe('which third-party scripts a page view loads', () => {
  it('loads nothing optional without consent, and the fraud check only on /sign-up', () => {
    expect(scriptsToLoad(all, { path: '/', consentGroups: ['necessary'], bot: false })).toEqual([])
    expect(scriptsToLoad(all, { path: '/sign-up', consentGroups: ['necessary'], bot: false })).toEqual(['fraudDetection'])
  })

  it('follows each consent group', () => {
    expect(scriptsToLoad(all, { path: '/', consentGroups: ['necessary', 'performance'], bot: false })).toEqual([
      'tagManager',
      'sessionReplay',
      'sessionRecording',
    ])
    expect(scriptsToLoad(all, { path: '/', consentGroups: ['necessary', 'targeting'], bot: false })).toEqual(['marketingAutomation'])
    expect(scriptsToLoad(all, { path: '/', consentGroups: ['necessary', 'functional'], bot: false })).toEqual(['messagingWidget'])
  })

  it('spares bots session replay and recording, even with consent', () => {
    expect(scriptsToLoad(all, { path: '/', consentGroups: ['necessary', 'performance'], bot: true })).toEqual(['tagManager'])
  })

  it('never loads a script that is not configured', () => {
    expect(scriptsToLoad({}, { path: '/sign-up', consentGroups: ['necessary', 'performance', 'functional', 'targeting'], bot: false })).toEqual([])
  })
})

describe('whether a page ships the script loader at all', () => {
  it('not without a configured script; with any one of them', () => {
    expect(anyScriptConfigured({})).toBe(false)
    for (const id of SCRIPT_IDS) expect(anyScriptConfigured({ [id]: all[id] })).toBe(true)
  })
})
