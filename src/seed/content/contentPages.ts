import type { ContentPageSeed } from './types'

export const contentPages: ContentPageSeed[] = [
  {
    slug: 'why-ostra',
    title: 'Why Ostra',
    tagline: 'One carrier-grade platform for voice, messaging, numbers, IoT and AI, run by the people who own the network.',
    intro:
      "Most communications APIs resell someone else's network. Ostra operates its own licensed voice and messaging infrastructure, so when a call drops or a message stalls, the engineers who can fix it are already on our payroll. You get one contract, one invoice and one support team for everything from a single phone number to a global IoT fleet.",
    sections: [
      {
        title: 'We own the path your traffic takes',
        body: 'Ostra holds carrier licences in more than 30 countries and interconnects directly with tier-one operators. Fewer hand-offs between your application and the handset mean lower latency, clearer audio, better delivery rates and a support engineer who can read the actual switch logs instead of opening a ticket with a third party.',
      },
      {
        title: 'Built for regulated industries',
        body: 'Our platform is certified to ISO 27001, attested under SOC 2 Type II, assessed against PCI DSS and operated to support HIPAA and GDPR obligations. We sign business associate agreements and data processing agreements as standard, and keep audit reports available to customers under NDA from the Trust Center.',
      },
      {
        title: 'Pricing that stays predictable',
        body: 'Per-unit rates are published, volume discounts apply automatically as usage grows, and there are no platform fees or seat charges. Committed-spend agreements are available for teams that want a fixed monthly figure, and every account can set hard spending limits per product.',
      },
    ],
    stats: [
      { value: '99.999%', label: 'voice platform availability over the last 12 months' },
      { value: '30+', label: 'countries where Ostra holds carrier licences' },
      { value: '24/7', label: 'engineer-staffed network operations centre' },
    ],
  },
  {
    slug: 'our-network',
    title: 'Our Network',
    tagline: 'A private, software-defined IP backbone connecting 18 points of presence to the public telephone network.',
    intro:
      'Every call, message and data session on Ostra rides a private backbone that we design, operate and monitor ourselves. Media stays on our network for as long as possible and hands off to the local carrier as close to the end user as we can get it.',
    sections: [
      {
        title: 'Points of presence across three regions',
        body: 'Our 18 points of presence sit in carrier-neutral facilities across North America, Europe and Asia-Pacific: Ashburn, Atlanta, Chicago, Dallas, San Jose, Seattle, Toronto, London, Manchester, Amsterdam, Frankfurt, Paris, Madrid, Stockholm, Singapore, Tokyo, Sydney and Mumbai. Each site runs redundant session border controllers, media relays and messaging gateways across separate power feeds.',
      },
      {
        title: 'Direct interconnects, not aggregators',
        body: 'We peer directly with incumbent and mobile operators wherever regulation allows, and maintain at least two independent routes to every destination we sell. Automated route scoring watches answer-seizure ratio, post-dial delay and audio quality in real time and moves traffic away from a degraded path within seconds.',
      },
      {
        title: 'Observable end to end',
        body: 'Per-call quality metrics including jitter, packet loss and MOS are available in Mission Control and through the API within a minute of a call ending. Our public status page reports incidents by region and product, and every major incident is followed by a written post-incident review.',
      },
    ],
    stats: [
      { value: '18', label: 'points of presence' },
      { value: '1,400+', label: 'direct carrier interconnects' },
      { value: '< 150 ms', label: 'median media round-trip within a region' },
    ],
  },
  {
    slug: 'mission-control',
    title: 'Mission Control',
    tagline: 'The web portal where you buy numbers, build call flows, watch traffic and manage your team.',
    intro:
      'Mission Control is the single console for everything on your Ostra account. Developers use it to create API keys and inspect request logs; operations teams use it to monitor traffic and quality; finance uses it to download invoices and set spending limits.',
    sections: [
      {
        title: 'Search, buy and configure numbers in seconds',
        body: 'Search the inventory by country, area code, pattern or capability, then assign numbers to a connection, messaging profile or Flow in a single step. Bulk actions let you update routing for thousands of numbers at once, and porting orders are tracked from submission to activation.',
      },
      {
        title: 'Live debugging and reporting',
        body: 'Every API request, webhook delivery, call leg and message carries a trace ID you can search for. Dashboards show delivery rates by carrier, call quality by region and spend by product, and any report can be scheduled as a CSV export or streamed to your data warehouse.',
      },
      {
        title: 'Access control that passes an audit',
        body: 'Single sign-on through SAML or OIDC, enforced two-factor authentication, role-based permissions and scoped API keys come with every account. An immutable audit log records who changed what and when, and can be exported for your own compliance reviews.',
      },
    ],
  },
  {
    slug: 'global-coverage',
    title: 'Global Coverage',
    tagline: 'Phone numbers in 110+ countries, voice termination to 240+ destinations and IoT connectivity on 650+ mobile networks.',
    intro:
      'Whether you are launching a support line in Ireland, sending appointment reminders in Brazil or connecting sensors across Southeast Asia, Ostra gives you local reach through one API and one account.',
    sections: [
      {
        title: 'Local, national, mobile and toll-free numbers',
        body: 'We stock local numbers in more than 110 countries and toll-free numbers in more than 60. Where a country requires proof of address or business registration, Mission Control shows the exact documents needed before you order, and our regulatory team reviews submissions within two business days.',
      },
      {
        title: 'Messaging that respects local rules',
        body: 'Sender ID registration, 10DLC campaign registration in the United States, DLT template registration in India and opt-out handling all differ by market. Ostra applies the right rules automatically based on the destination, so the same API call works whether you are messaging Chicago or Chennai.',
      },
      {
        title: 'IoT connectivity without roaming surprises',
        body: 'Ostra SIMs attach to more than 650 mobile networks in over 180 countries, with multi-IMSI profiles and eUICC support for markets that restrict permanent roaming. Rates are set per region, not per network, so a device that crosses a border does not trigger a surprise bill.',
      },
    ],
    stats: [
      { value: '110+', label: 'countries with Ostra phone numbers' },
      { value: '240+', label: 'voice termination destinations' },
      { value: '650+', label: 'mobile networks for IoT SIMs' },
    ],
  },
  {
    slug: 'partnerships',
    title: 'Partnerships',
    tagline: 'Build, resell or refer Ostra communications with a programme designed for long-term partners.',
    intro:
      'Ostra partners include contact-centre software vendors, systems integrators, managed service providers and IoT hardware makers. Whichever way you work with us, you get a named partner manager, technical enablement and commercial terms that reward growth.',
    sections: [
      {
        title: 'Technology partners',
        body: 'Embed Ostra voice, messaging and numbers in your own product under your brand. Sub-accounts let you isolate each of your customers, pass through usage at your own margin and delegate compliance registrations such as 10DLC brands and regulatory bundles.',
      },
      {
        title: 'Resellers and managed service providers',
        body: "Sell SIP trunking, numbers and IoT SIMs to your clients with wholesale pricing, white-label invoices and a partner portal that shows every customer's usage in one place. Our engineers join your onboarding calls for the first deployments.",
      },
      {
        title: 'Referral partners',
        body: 'Introduce a customer and earn a revenue share for the first 24 months of their account. Registration takes five minutes, and referred customers receive extended trial credit and a dedicated onboarding session.',
      },
    ],
    stats: [
      { value: '450+', label: 'active partners worldwide' },
      { value: '24 months', label: 'referral revenue share period' },
    ],
  },
  {
    slug: 'flow',
    title: 'Flow',
    tagline: 'A visual builder for IVRs, call routing and messaging workflows that runs on the Ostra network.',
    intro:
      'Flow lets product and operations teams design call and message logic on a canvas instead of in code. Drag in widgets for menus, queues, AI agents, HTTP requests and conditions, publish a version and attach it to any number in your account.',
    sections: [
      {
        title: 'From whiteboard to live number in an afternoon',
        body: 'Start from a template such as after-hours routing, appointment confirmation or two-factor verification, or begin with a blank canvas. Each widget exposes its settings in plain language, and a built-in test console lets you place a call or send a message against a draft before it goes live.',
      },
      {
        title: 'Code when you need it',
        body: 'The HTTP Request widget calls your own services mid-flow, and Function widgets run short JavaScript snippets inside Ostra with no servers to manage. Every flow can also be exported as JSON and managed in version control through the Flow API.',
      },
      {
        title: 'Versioned, reviewable and reversible',
        body: 'Every publish creates an immutable version with an author and a change note. Roll back to any previous version with one click, compare two versions side by side, and require an approver before changes reach production numbers.',
      },
    ],
  },
  {
    slug: 'customer-stories',
    title: 'Customer Stories',
    tagline: 'How healthcare networks, logistics firms, banks and software companies build on Ostra.',
    intro:
      'The teams below chose Ostra to reduce cost, meet strict compliance requirements or replace a patchwork of providers with one platform. Each story covers the problem they faced, what they built and the numbers that changed afterwards.',
    sections: [
      {
        title: 'Healthcare and life sciences',
        body: 'Hospital systems and telehealth providers use Ostra voice and messaging under a signed business associate agreement to send reminders, run nurse lines and connect clinicians without exposing personal phone numbers.',
        link: { label: 'Read how Harbor Health Network cut missed appointments', href: '/customer-stories/harbor-health-network' },
      },
      {
        title: 'Logistics, mobility and IoT',
        body: 'Fleet operators and equipment manufacturers connect trackers, telematics units and smart meters with Ostra SIMs, and use the same account for driver-to-customer masked calling and delivery notifications.',
        link: { label: 'Read the Northwind Freight story', href: '/customer-stories/northwind-freight' },
      },
      {
        title: 'Financial services and software',
        body: 'Banks, insurers and SaaS companies rely on Ostra for one-time passcodes, fraud alerts and voice AI agents that handle routine calls, all on infrastructure assessed against PCI DSS and SOC 2 Type II.',
        link: { label: 'Read the Lumen Credit Union story', href: '/customer-stories/lumen-credit-union' },
      },
    ],
  },
  {
    slug: 'use-cases',
    title: 'Use Cases',
    tagline: 'What teams build on Ostra, from appointment reminders to one-time passcodes, by industry and product.',
    intro:
      'Each use case describes a problem our customers solve with Ostra, the products it takes and how they fit together. Choose your industry or the product you already use, or search for what you want to build.',
    sections: [
      {
        title: 'Not listed here?',
        body: 'Our solution engineers have designed voice, messaging and IoT deployments for teams in every industry we serve. Tell us what you are building and we will suggest an architecture, the products to use and what it will cost at your volume.',
      },
    ],
  },
  {
    slug: 'resources',
    title: 'Resources',
    tagline: 'Guides, engineering articles and industry analysis from the people who run the Ostra network.',
    intro:
      'Our resources library covers everything from registering your first 10DLC campaign to tuning latency for real-time voice AI. Articles are written by Ostra engineers, solution architects and regulatory specialists, and updated when the rules change.',
    sections: [
      {
        title: 'Guides and how-tos',
        body: 'Step-by-step walkthroughs for common tasks: porting numbers, configuring SIP trunks with popular PBXs, setting up message opt-out handling and deploying IoT SIMs at scale.',
        link: { label: 'Start with the 10DLC registration checklist', href: '/resources/10dlc-registration-checklist' },
      },
      {
        title: 'Engineering deep dives',
        body: 'Detailed write-ups on how we build and operate the platform, including media routing, GPU scheduling for inference, codec choices for AI agents and how we test carrier failover.',
        link: { label: 'Read the engineering articles', href: '/resources?category=engineering' },
      },
      {
        title: 'Regulation and compliance',
        body: 'Plain-language explanations of STIR/SHAKEN, TCPA, 10DLC, GDPR and country-specific telecom rules, with practical checklists you can share with your legal team.',
        link: { label: 'Read the compliance guides', href: '/resources?category=compliance' },
      },
    ],
  },
  {
    slug: 'templates',
    title: 'Templates',
    tagline: 'Ready-made call flows, messaging workflows and AI agent configurations you can deploy in minutes.',
    intro:
      'Templates are tested starting points built by Ostra solution engineers from patterns we see across thousands of customers. Each one deploys into your account as an editable Flow, with sample copy, default settings and notes on what to customise.',
    sections: [
      {
        title: 'Voice and IVR templates',
        body: 'Business-hours routing, multi-level menus, call queues with callback, voicemail to email and conference bridges with PIN entry. Every template includes sensible timeouts and fallback paths so no caller ends up in dead air.',
      },
      {
        title: 'Messaging templates',
        body: 'Appointment reminders with confirm and cancel replies, delivery notifications, two-factor verification and customer satisfaction surveys. Opt-out keywords and quiet hours are wired in from the start.',
      },
      {
        title: 'AI agent templates',
        body: 'Receptionist, order-status lookup, appointment booking and after-hours triage agents that run on Ostra Voice AI. Each comes with a prompt, a tool definition and a hand-off to a human queue when the agent is not confident.',
      },
    ],
  },
  {
    slug: 'voice-ai',
    title: 'Voice AI',
    tagline: 'Speech recognition, language models and speech synthesis running next to the telephone network.',
    intro:
      'Voice AI on Ostra co-locates speech-to-text, large language model inference and text-to-speech with our media servers. Because audio never leaves the network to reach a third-party AI service, conversations feel natural instead of stilted.',
    sections: [
      {
        title: 'Latency measured in hundreds of milliseconds',
        body: 'Our GPU clusters sit in the same facilities as our voice points of presence. Streaming transcription, model inference and synthesis run in a single pipeline, giving a typical end-of-speech to first-audio time under 600 milliseconds on supported models.',
      },
      {
        title: 'Bring your own model or use ours',
        body: 'Choose from hosted open-weight language models and a range of voices in more than 30 languages, or connect your own model endpoint. Tool calling lets the agent look up orders, book appointments or transfer to a human queue during the call.',
      },
      {
        title: 'Guardrails for production',
        body: 'Every conversation produces a transcript, a summary and structured outcomes you can route to your CRM. PII redaction, configurable retention periods and per-agent spend limits help you deploy under HIPAA, PCI DSS and GDPR requirements.',
      },
    ],
    stats: [
      { value: '< 600 ms', label: 'typical response latency' },
      { value: '30+', label: 'languages for speech recognition and synthesis' },
    ],
  },
  {
    slug: 'release-notes',
    title: 'Release Notes',
    tagline: 'Every new feature, improvement and deprecation across the Ostra platform, newest first.',
    intro:
      'We ship changes to the Ostra platform every week. This page lists customer-facing releases by product, with links to the relevant documentation. Breaking changes are always announced at least 90 days in advance and flagged here.',
    sections: [
      {
        title: 'How we version our APIs',
        body: 'Ostra REST APIs are versioned in the URL path. Additive changes such as new fields or endpoints are released to the current version without notice; removals and behaviour changes only ship in a new major version.',
      },
      {
        title: 'Deprecation policy',
        body: 'When an endpoint or feature is deprecated we email account owners, add a Deprecation header to affected API responses and keep the feature running for at least 12 months, or 90 days for security-related changes.',
      },
      {
        title: 'Stay informed',
        body: 'Subscribe to the release notes RSS feed, follow the changelog in Mission Control or register a webhook for platform announcements to pipe updates straight into your team chat.',
      },
    ],
  },
  {
    slug: 'careers',
    title: 'Careers',
    tagline: 'Help build the network that millions of calls, messages and devices rely on every day.',
    intro:
      'Ostra is a team of network engineers, software developers, regulatory specialists and support staff spread across eleven countries. We work in small teams that own their services end to end, from design through on-call.',
    sections: [
      {
        title: 'How we work',
        body: 'Most roles are remote-first within set time-zone bands, with optional hubs in London, Toronto, Lisbon and Singapore. Teams write things down, make decisions in public documents and protect time for focused work.',
      },
      {
        title: 'What we offer',
        body: 'Competitive salary and equity, a home-office budget, an annual learning allowance, 28 days of paid leave plus local public holidays, and paid parental leave of up to 20 weeks for all parents. On-call work is compensated separately.',
      },
      {
        title: 'Our hiring process',
        body: 'A 30-minute introductory call, a practical exercise that mirrors real work and is paid for engineering roles, a panel conversation with the team and a final chat with a leader. We aim to give a decision within three weeks of your first call.',
      },
    ],
    stats: [
      { value: '11', label: 'countries where Ostra employees live' },
      { value: '20 weeks', label: 'paid parental leave' },
    ],
  },
  {
    slug: 'sign-up',
    title: 'Create your Ostra account',
    tagline: 'Start building in minutes with free trial credit and no credit card required.',
    intro:
      'Sign up with your work email to get an API key, a trial phone number and USD 10 of credit to test voice, messaging and inference. Upgrade to a paid account whenever you are ready to send traffic to any number.',
    sections: [
      {
        title: 'What is included in the trial',
        body: 'A local US phone number, USD 10 of usage credit, access to every API and to Mission Control, and the full template library. Trial accounts can call and message verified numbers only, which keeps the platform free of abuse.',
      },
      {
        title: 'Verify once, build right away',
        body: 'We verify your email and a mobile number to protect the network from fraud. Most accounts are active within two minutes; a small number are held for a short manual review, and we will email you if we need anything else.',
      },
      {
        title: 'Need a larger pilot?',
        body: 'Teams planning high-volume messaging, SIP trunking or an IoT deployment can request an extended proof of concept with a solution engineer, custom trial credit and early access to regulatory registrations.',
      },
    ],
  },
  {
    slug: 'contact-us',
    title: 'Contact Us',
    tagline: 'Talk to a communications specialist about pricing, migration or a custom deployment.',
    intro:
      'Tell us a little about what you are building and a member of our sales engineering team will respond within one business day. Existing customers can reach technical support around the clock from Mission Control.',
    sections: [
      {
        title: 'Sales',
        body: 'For volume pricing, committed-spend agreements, migrations from another provider or enterprise security reviews, our sales engineers will scope your requirements and prepare a proposal, usually within a week.',
      },
      {
        title: 'Support',
        body: 'Customers on every plan can open tickets in Mission Control. Business and Enterprise plans add phone support and a 15-minute response target for urgent issues, handled by engineers in our network operations centre.',
      },
      {
        title: 'Press, partners and security',
        body: 'Journalists can reach our communications team at press@ostra.com. Prospective partners can apply through the Partnerships page, and security researchers can report vulnerabilities through our coordinated disclosure programme at security@ostra.com.',
      },
    ],
  },
  {
    slug: 'products',
    title: 'Products',
    tagline: 'Voice, messaging, numbers, identity, AI, storage, IoT and networking on one platform.',
    intro:
      'Each Ostra product is available through a REST API, SDKs in the most common languages and Mission Control. Products share one account, one bill and one set of credentials, so adding a capability later takes minutes rather than a new procurement cycle.',
    sections: [
      {
        title: 'Communications',
        body: 'Voice API, SIP Trunks and Messaging APIs for SMS, MMS and WhatsApp, plus local, toll-free and mobile phone numbers in more than 110 countries with Number Lookup for identity and fraud checks.',
      },
      {
        title: 'AI and data',
        body: 'Inference for open-weight language, speech and embedding models on Ostra GPUs, Voice AI Agents that answer and place calls, and S3-compatible Cloud Storage for recordings, transcripts and datasets.',
      },
      {
        title: 'IoT and networking',
        body: 'IoT SIM cards with global coverage and eUICC support, private wireless gateways and global edge networking that connects your cloud, offices and devices over the Ostra backbone.',
      },
    ],
  },
  {
    slug: 'solutions',
    title: 'Solutions',
    tagline: 'Proven architectures for contact centres, healthcare, logistics, financial services and more.',
    intro:
      'Solutions combine Ostra products into patterns we have deployed for hundreds of customers. Each one explains the architecture, the compliance considerations for that industry and the results customers typically see.',
    sections: [
      {
        title: 'By use case',
        body: 'Contact centre modernisation, two-factor authentication, appointment reminders, masked calling for marketplaces, AI receptionists and fleet telematics.',
      },
      {
        title: 'By industry',
        body: 'Healthcare, financial services, retail and e-commerce, logistics, travel and hospitality, and the public sector, each with guidance on the regulations that apply.',
      },
      {
        title: 'Work with a solution engineer',
        body: 'Every solution can be tailored to your stack. Our solution engineers will review your current setup, propose an architecture and help you run a proof of concept before you commit.',
      },
    ],
  },
  {
    slug: 'pricing',
    title: 'Pricing',
    tagline: 'Published per-unit rates, automatic volume discounts and no platform fees.',
    intro:
      'Pay only for what you use, billed by the minute for voice, per segment for messaging, per month for numbers and per token or per audio second for AI. The pages below list current rates in USD for every product.',
    sections: [
      {
        title: 'Pay as you go',
        body: 'Top up your balance by card or enable auto-recharge. There are no minimums, no setup fees and no charge for inbound webhooks, API requests or Mission Control seats.',
      },
      {
        title: 'Volume and committed spend',
        body: 'Tiered discounts apply automatically once monthly usage passes published thresholds. Committed-spend agreements from USD 2,000 per month unlock lower rates, invoiced billing and a named account manager.',
      },
      {
        title: 'Taxes and carrier surcharges',
        body: 'Prices exclude applicable taxes and regulatory fees. Where carriers pass through surcharges, such as US 10DLC carrier fees, we list them on the relevant pricing page and show them as separate lines on your invoice.',
      },
    ],
  },
]
