import type { CollectionConfig } from 'payload'

import { VOICE_AI_AGENT_NAMES, VOICE_AI_AGENTS } from '@/lib/voiceAi'

import { authenticated, isAdmin } from './shared/access'
import { deliveryFields } from './shared/delivery'

/** Voice AI demo sign-ups: stored first; the demo call is started at once and retried by a job when it fails. */
export const VoiceAiSetups: CollectionConfig = {
  slug: 'voice-ai-setups',
  labels: { singular: 'Voice AI demo', plural: 'Voice AI demos' },
  admin: { group: 'Submissions', useAsTitle: 'email', defaultColumns: ['email', 'agent', 'status', 'callId', 'lastError', 'failedAt', 'createdAt'] },
  access: { read: authenticated, create: () => false, update: authenticated, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    // Indexed: every demo sign-up counts the number's calls of the last 24 hours.
    { name: 'phone', label: 'Phone (E.164)', type: 'text', required: true, index: true },
    { name: 'company', type: 'text' },
    {
      name: 'website',
      type: 'text',
      admin: { description: 'The company site the demo agent is tailored to (asked when the voice AI domain request flag is on).' },
    },
    { name: 'agent', type: 'select', required: true, options: VOICE_AI_AGENT_NAMES.map((value) => ({ value, label: VOICE_AI_AGENTS[value].label })) },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [
        { value: 'pending', label: 'Pending (the call is retried)' },
        { value: 'started', label: 'Call started' },
        { value: 'unconfigured', label: 'Stored (no voice AI service configured)' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'callId', type: 'text', index: true, admin: { position: 'sidebar', readOnly: true } },
    { name: 'lastError', type: 'text', admin: { position: 'sidebar', readOnly: true } },
    ...deliveryFields('voice-ai-setups'),
  ],
}
