'use client'
import { useState } from 'react'

import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, shareUrl } from '@/lib/pages'

import { track } from './tracking/analytics'

/** Share links for an article (LinkedIn, Twitter, Facebook, copy link); each use tracks Social Share. */
export function SocialShare({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false)
  const shared = (network: string) => track('Social Share', { network, url, path: window.location.pathname })
  return (
    <nav className="social-share" aria-label="Share this page">
      <p className="social-share__label">Share</p>
      <ul>
        {SOCIAL_NETWORK_NAMES.map((network) => (
          <li key={network}>
            <a href={shareUrl(network, url, title)} target="_blank" rel="noopener noreferrer" onClick={() => shared(network)}>
              {SOCIAL_NETWORKS[network]}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              shared('copy-link')
              navigator.clipboard?.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }}
          >
            Copy link
          </button>
          <span role="status" className="social-share__status">
            {copied ? 'Link copied' : ''}
          </span>
        </li>
      </ul>
    </nav>
  )
}
