import { Card, CardTitle } from '@/components/Card'
import { ButtonLink } from '@/components/ButtonLink'
import { captchaPolicy } from '@/lib/forms'
import { env } from '@/lib/config/data'
import { PRODUCTION_FLAGS } from '@/lib/experiments'
import { demoUnavailableReason, VOICE_AI_AGENT_NAMES, VOICE_AI_AGENTS } from '@/lib/voiceAi'

import type { BlockProps } from '../types'
import { VoiceAiDemoIsland } from './lazy.client'
import styles from './styles.module.css'
import { SITE_PATHS } from '@/lib/pages'

/**
 * The demo's frame. With voiceAiInteractive off it only presents the agents
 * and points to sales; on, the island takes the agent choice, the "Let's
 * talk" form and the call status. The tabs and website follow their flags; the captcha shows
 * whenever hCaptcha is configured. In production without a captcha the demo is off and says so.
 */
export function VoiceAiDemo({ block, context }: BlockProps<'voiceAiDemo'>) {
  const flags = context.flags ?? PRODUCTION_FLAGS
  const agents = VOICE_AI_AGENT_NAMES.map((id) => ({ id, ...VOICE_AI_AGENTS[id] }))
  const unavailable = demoUnavailableReason(captchaPolicy(env))
  return (
    <div className={`${styles.root} light-surface`} id="voice-ai-demo" data-block="voice-ai-demo">
      {block.heading && <h2>{block.heading}</h2>}
      {block.text && <p>{block.text}</p>}
      {flags.voiceAiInteractive && !unavailable ? (
        <VoiceAiDemoIsland
          agents={agents}
          tabs={flags.voiceAiTabs}
          askWebsite={flags.voiceAiDomainRequest}
          captchaSiteKey={env.hcaptcha?.siteKey}
          limits={{ timeoutSeconds: env.voiceAiDemo.timeoutSeconds, timeLimitSeconds: env.voiceAiDemo.timeLimitSeconds }}
        />
      ) : (
        <>
          {flags.voiceAiInteractive && <p role="note">The live demo is unavailable right now. Our team will gladly show you an agent on a call.</p>}
          <ul className="card-grid card-grid--2">
            {agents.map((agent) => (
              <Card key={agent.id}>
                <CardTitle>{agent.label}</CardTitle>
                <p>{agent.description}</p>
              </Card>
            ))}
          </ul>
          <ButtonLink href={SITE_PATHS.contactSales}>Talk to our team</ButtonLink>
        </>
      )}
    </div>
  )
}
