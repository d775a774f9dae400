import type { PricingSeed } from './types'

export const pricingPages: PricingSeed[] = [
  {
    slug: 'messaging',
    product: 'messaging',
    name: 'Messaging Pricing',
    tagline: 'Pay per message segment, with carrier fees passed through at cost.',
    intro:
      'Ostra messaging is billed per message segment with no monthly platform fee. Prices below are for US destinations; carrier pass-through fees and registration fees are charged at cost and listed separately.',
    rows: [
      { rate: { country: 'US', messageType: 'sms', direction: 'outbound', senderType: 'long-code' } },
      { rate: { country: 'US', messageType: 'sms', direction: 'inbound', senderType: 'long-code' } },
      { rate: { country: 'US', messageType: 'sms', direction: 'outbound', senderType: 'toll-free' } },
      { rate: { country: 'US', messageType: 'sms', direction: 'outbound', senderType: 'short-code' } },
      { rate: { country: 'US', messageType: 'mms', direction: 'outbound', senderType: 'long-code' } },
      { rate: { country: 'US', messageType: 'mms', direction: 'inbound', senderType: 'long-code' } },
      {
        item: 'RCS basic message',
        unit: 'per message',
        price: 0.005,
        note: 'Text-only messages up to 160 characters.',
      },
      { item: 'RCS rich message', unit: 'per message', price: 0.01, note: 'Includes cards, carousels and media.' },
      { country: 'US', item: '10DLC brand registration', unit: 'one-time', price: 4.0, note: 'Charged by The Campaign Registry.' },
      { country: 'US', item: '10DLC campaign registration', unit: 'per campaign per month', price: 10.0 },
      { country: 'US', item: 'Dedicated short code lease', unit: 'per month', price: 1_000.0, note: 'Random code; vanity codes $1,500.00.' },
    ],
    faqs: [
      {
        question: 'What is a message segment?',
        answer:
          'An SMS segment holds 160 GSM-7 characters or 70 Unicode characters. Longer messages are split into multiple segments, each carrying a small header, and each segment is billed separately.',
      },
      {
        question: 'Why are carrier fees charged separately?',
        answer:
          'US carriers charge a per-message fee for application-to-person traffic. Ostra passes these through at cost so you can see exactly what the carrier charges and what Ostra charges.',
      },
      {
        question: 'Do you offer volume discounts?',
        answer:
          'Yes, automatically: each month’s messages beyond the volume tiers cost less, and the calculator above applies them to your estimate. For committed-use pricing beyond the tiers, contact sales.',
      },
    ],
  },
  {
    slug: 'numbers',
    product: 'numbers',
    name: 'Phone Number Pricing',
    tagline: 'Simple monthly rates for local, toll-free and international numbers.',
    intro:
      'Phone numbers are billed monthly from the day they are activated, with no setup fees on US and Canadian local numbers. International prices vary by country; examples are shown below.',
    rows: [
      { listed: { country: 'US', item: 'Local number' } },
      { listed: { country: 'US', item: 'Toll-free number' } },
      { listed: { country: 'CA', item: 'Local number' } },
      { listed: { country: 'GB', item: 'Local number' } },
      { country: 'GB', item: 'Mobile number', unit: 'per number per month', price: 3.0, note: 'SMS-capable.' },
      { item: 'Germany local number', unit: 'per number per month', price: 2.0, note: 'Address in the area code required.' },
      { country: 'US', item: 'CNAM listing', unit: 'per number per month', price: 0.5 },
      { item: 'E911 address (US and Canada)', unit: 'per number per month', price: 1.5 },
      { item: 'Number Lookup: carrier and line type', unit: 'per lookup', price: 0.003 },
      { item: 'Number Lookup: caller name (CNAM)', unit: 'per lookup', price: 0.005 },
      { listed: { country: 'US', item: 'Port-in' } },
    ],
    faqs: [
      {
        question: 'Are there setup fees?',
        answer:
          'Not for US and Canadian local and toll-free numbers. Some international numbers carry a one-time setup fee set by the local carrier, which is shown before you order.',
      },
      {
        question: 'Is billing prorated?',
        answer:
          'The first month is charged on activation and subsequent months renew on your billing date. Releasing a number stops future charges but is not refunded for the current month.',
      },
      {
        question: 'Does porting cost anything?',
        answer: 'Porting US and Canadian numbers into Ostra is free. International ports may include a carrier fee, quoted before the port is submitted.',
      },
    ],
  },
  {
    slug: 'elastic-sip',
    product: 'voice',
    name: 'Elastic SIP Trunking Pricing',
    tagline: 'Per-minute pricing with unlimited channels and no monthly trunk fee.',
    intro:
      'SIP trunks on Ostra have no channel charges and no monthly trunk fee. You pay for numbers and for the minutes you use, billed per minute with per-second increments after the first minute on most routes.',
    rows: [
      { listed: { country: 'US', item: 'Outbound calls to United States landlines and mobiles' } },
      { listed: { country: 'US', item: 'Inbound calls to a local number' } },
      { listed: { country: 'US', item: 'Inbound calls to a toll-free number' } },
      { country: 'US', item: 'Inbound calls to a toll-free number from a mobile', unit: 'per minute', price: 0.02 },
      { listed: { country: 'CA', item: 'Outbound calls to Canada landlines and mobiles' } },
      { listed: { country: 'GB', item: 'Outbound calls to United Kingdom landlines and mobiles' } },
      { item: 'Concurrent channels', unit: 'per channel', price: 0.0, note: 'Unlimited, with a self-set safety limit.' },
      { country: 'US', item: 'E911 call', unit: 'per call', price: 0.75 },
      { item: 'T.38 fax over SIP', unit: 'per minute', price: 0.005, note: 'Same as voice rate.' },
    ],
    faqs: [
      {
        question: 'How is a call minute rounded?',
        answer:
          'Most US and Canadian calls are billed with a 60-second minimum and 6-second increments after that. International rounding varies by destination and is shown in the rate deck.',
      },
      {
        question: 'Is there a minimum monthly spend?',
        answer: 'No. Pay-as-you-go accounts have no minimums. Committed-use agreements with lower rates are available for larger volumes.',
      },
      {
        question: 'Where can I see rates for every country?',
        answer: 'The full international rate deck can be downloaded as CSV from the portal and is also available through the Pricing API.',
      },
    ],
  },
  {
    slug: 'iot-data-plans',
    product: 'iot',
    name: 'IoT Data Plan Pricing',
    tagline: 'Pay per megabyte by region, or pool data across your whole fleet.',
    intro:
      'IoT SIMs and eSIM profiles are billed per active SIM plus data consumed. Data rates depend on the country zone where the device connects. Suspended SIMs carry a reduced monthly fee.',
    rows: [
      { item: 'IoT SIM card (plastic or MFF2)', unit: 'per SIM, one-time', price: 1.0 },
      { item: 'Industrial-grade SIM card', unit: 'per SIM, one-time', price: 3.5 },
      { plan: 'Pay as you go', planPrice: 'fee' },
      { plan: 'Pooled 1 GB', planPrice: 'fee' },
      { plan: 'Pooled 10 GB', planPrice: 'fee' },
      { item: 'Suspended SIM', unit: 'per SIM per month', price: 0.1 },
      { plan: 'Pay as you go', planPrice: 'zone-1', note: 'Zone 1: the US, Canada and Western Europe.' },
      { plan: 'Pay as you go', planPrice: 'zone-2', note: 'Zone 2: the rest of Europe and Oceania.' },
      { plan: 'Pay as you go', planPrice: 'zone-3', note: 'Zone 3: Latin America and Asia.' },
      { item: 'SMS to device', unit: 'per message', price: 0.02 },
      { item: 'IoT Private Network', unit: 'per network per month', price: 25.0 },
    ],
    faqs: [
      {
        question: 'How are zones determined?',
        answer:
          'Zones are based on the country of the network the SIM is attached to at the time data is used. The full list of countries per zone is in the coverage map.',
      },
      {
        question: 'What happens if a pooled bundle is exceeded?',
        answer:
          'Usage above the bundle is billed at the standard per-MB rate for the zone. You can set alerts or hard limits so that SIMs are throttled or suspended at a threshold.',
      },
      {
        question: 'Is there a contract?',
        answer: 'No. SIMs are billed month to month. Committed-volume pricing is available for deployments over 10,000 SIMs.',
      },
    ],
  },
  {
    slug: 'call-control',
    product: 'voice-api',
    name: 'Call Control Pricing',
    tagline: 'Programmable voice at per-minute rates, with features billed only when you use them.',
    intro:
      'The Voice API and TeXML share the same pricing. You pay per minute for each call leg, plus optional features such as recording, transcription and answering machine detection.',
    rows: [
      { country: 'US', item: 'Outbound call leg', unit: 'per minute', price: 0.007 },
      { country: 'US', item: 'Inbound call leg to a local number', unit: 'per minute', price: 0.0055 },
      { item: 'WebRTC or SIP client leg', unit: 'per minute', price: 0.002 },
      { item: 'Call recording', unit: 'per minute', price: 0.002 },
      { item: 'Recording storage', unit: 'per GB per month', price: 0.01, note: 'Stored in Ostra Cloud Storage.' },
      { item: 'Conference participant', unit: 'per minute', price: 0.002 },
      { item: 'Answering machine detection (standard)', unit: 'per call', price: 0.002 },
      { item: 'Answering machine detection (premium)', unit: 'per call', price: 0.0065 },
      { item: 'Real-time transcription', unit: 'per minute', price: 0.025 },
      { item: 'Text-to-speech', unit: 'per 1,000 characters', price: 0.012 },
      { item: 'Media streaming', unit: 'per minute', price: 0.0035 },
    ],
    faqs: [
      {
        question: 'How are bridged calls billed?',
        answer:
          'Each leg is billed separately. An inbound call transferred to a phone number is billed as one inbound leg and one outbound leg for the duration each is connected.',
      },
      {
        question: 'Does TeXML cost more than the Voice API?',
        answer: 'No. TeXML and the Voice API use the same per-minute and feature rates.',
      },
      {
        question: 'Are webhooks or API requests billed?',
        answer: 'No. API requests and webhooks are free. You are billed only for call minutes and the features you enable.',
      },
    ],
  },
  {
    slug: 'storage',
    product: 'storage',
    name: 'Cloud Storage Pricing',
    tagline: 'One price per GB stored, and nothing to get your data back out.',
    intro:
      'Ostra Cloud Storage is billed on average stored volume per month. Egress to the internet and API requests are included, so your bill does not swing with traffic.',
    rows: [
      { item: 'Standard storage', unit: 'per GB per month', price: 0.006 },
      { item: 'Data transfer out', unit: 'per GB', price: 0.0, note: 'Subject to fair use.' },
      { item: 'Data transfer in', unit: 'per GB', price: 0.0 },
      { item: 'Class A requests (PUT, POST, LIST)', unit: 'per 1,000 requests', price: 0.0 },
      { item: 'Class B requests (GET, HEAD)', unit: 'per 1,000 requests', price: 0.0 },
      { item: 'Object lock retention', unit: 'per GB per month', price: 0.0, note: 'Billed as standard storage.' },
      { item: 'Minimum billable object size', unit: 'per object', price: 0.0, note: 'No minimum size or duration.' },
    ],
    faqs: [
      {
        question: 'How is stored volume measured?',
        answer: 'Ostra samples your stored bytes throughout the month and bills the average in GB-months. Deleted objects stop accruing charges immediately.',
      },
      {
        question: 'What does fair use mean for egress?',
        answer:
          'Egress is included as long as monthly transfer out does not consistently exceed several times your stored volume. We contact you before any change and will offer a plan that fits.',
      },
      {
        question: 'Are there minimum storage durations?',
        answer: 'No. There is no minimum storage duration or minimum object size, so short-lived objects cost only for the time they exist.',
      },
    ],
  },
  {
    slug: 'global-edge-router',
    product: 'networking',
    name: 'Global Edge Router Pricing',
    tagline: 'Hourly pricing for routers and attachments, plus a flat per-GB data fee.',
    intro:
      'Global Edge Router and Programmable Networking resources are billed hourly while they exist, plus a per-GB fee for data processed. There are no port fees, circuit contracts or minimum terms.',
    rows: [
      { item: 'Global Edge Router', unit: 'per router per hour', price: 0.15 },
      { item: 'Router attachment', unit: 'per attachment per hour', price: 0.05 },
      { item: 'Data processed', unit: 'per GB', price: 0.02 },
      { item: 'WireGuard interface', unit: 'per interface per hour', price: 0.025 },
      { item: 'Cloud VPN connection (2 tunnels)', unit: 'per connection per hour', price: 0.05 },
      { item: 'Private network', unit: 'per network', price: 0.0 },
      { item: 'Inter-region backbone transfer', unit: 'per GB', price: 0.01, note: 'In addition to data processed.' },
    ],
    faqs: [
      {
        question: 'What counts as an attachment?',
        answer: 'Each network, WireGuard site, Cloud VPN connection or IoT private network connected to a router is one attachment.',
      },
      {
        question: 'Is data billed in both directions?',
        answer:
          'Data processed is billed once per GB as it enters the router from an attachment. Return traffic is billed when it enters the router from the other side.',
      },
      {
        question: 'Can I try it without a commitment?',
        answer: 'Yes. Resources are billed by the hour, so you can build and tear down a test topology for a few dollars.',
      },
    ],
  },
  {
    slug: 'inference-api',
    product: 'inference',
    name: 'Inference API Pricing',
    tagline: 'Per-token pricing for open-weight models, with no idle GPU charges.',
    intro:
      'The Inference API is billed per million tokens, with input and output tokens priced separately for chat models. Embeddings are billed per million input tokens. Dedicated GPU deployments are available on request.',
    rows: [
      { item: 'Llama 3.1 8B Instruct, input', unit: 'per 1M tokens', price: 0.05 },
      { item: 'Llama 3.1 8B Instruct, output', unit: 'per 1M tokens', price: 0.08 },
      { item: 'Llama 3.1 70B Instruct, input', unit: 'per 1M tokens', price: 0.4 },
      { item: 'Llama 3.1 70B Instruct, output', unit: 'per 1M tokens', price: 0.6 },
      { item: 'Mixtral 8x7B Instruct', unit: 'per 1M tokens', price: 0.3, note: 'Input and output.' },
      { item: 'Qwen 2.5 72B Instruct', unit: 'per 1M tokens', price: 0.5, note: 'Input and output.' },
      { item: 'Embeddings (GTE-large, BGE)', unit: 'per 1M tokens', price: 0.02 },
      { item: 'Speech-to-text (Whisper large-v3)', unit: 'per minute of audio', price: 0.003 },
      { item: 'Text-to-speech (neural voices)', unit: 'per 1,000 characters', price: 0.012 },
      { item: 'LoRA adapter hosting', unit: 'per adapter per month', price: 5.0 },
    ],
    faqs: [
      {
        question: 'How are tokens counted?',
        answer:
          'Tokens are counted with each model tokenizer and returned in the usage field of every response. Input tokens include the system prompt and conversation history sent with the request.',
      },
      {
        question: 'Is there a free tier?',
        answer: 'New accounts receive a credit to evaluate models. Beyond that, usage is billed per token with no monthly minimum.',
      },
      {
        question: 'Do you offer dedicated capacity?',
        answer: 'Yes. Dedicated GPU deployments with guaranteed throughput are priced per GPU hour. Contact sales for availability in US and EU regions.',
      },
    ],
  },
]
