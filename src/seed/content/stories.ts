import type { CustomerStorySeed } from './types'

export const customerStories: CustomerStorySeed[] = [
  {
    slug: 'harbor-health-network',
    company: 'Harbor Health Network',
    industry: 'Healthcare',
    title: 'Harbor Health Network cuts missed appointments by 31% with two-way reminders',
    summary:
      'A 14-hospital system on the US East Coast replaced three messaging vendors with Ostra and now confirms, reschedules and triages appointments by text and voice under one business associate agreement.',
    quote: {
      text: "We needed a partner who would sign a BAA without a six-month negotiation and who could show us exactly where our patients' data lived. Ostra did both in the first week.",
      author: 'Danielle Okafor',
      role: 'VP of Digital Patient Experience',
    },
    challenge: [
      'Harbor Health Network ran appointment reminders through three different vendors inherited from hospital mergers. Each had its own templates, opt-out list and reporting, so a patient who replied STOP to one system could still receive messages from another.',
      "No-show rates in outpatient clinics were running at 18%, and schedulers spent hours each morning phoning patients who had not confirmed. The network's compliance team also wanted a single vendor with a signed BAA and clear data residency.",
    ],
    solution: [
      'Harbor consolidated onto Ostra SMS API and Voice API, using a single messaging profile with a shared opt-out list across all 14 hospitals. Patients receive a text 72 and 24 hours before their visit and can reply C to confirm, R to reschedule or call back to reach a scheduler directly.',
      "Patients who do not respond to texts receive an automated voice call that reads the appointment details and captures a keypad response. Dedicated local phone numbers for each hospital keep the caller ID familiar, and all message bodies are retained for only 14 days in Ostra's US data region.",
    ],
    results: [
      { value: '31%', label: 'reduction in missed outpatient appointments' },
      { value: '3 → 1', label: 'messaging vendors consolidated' },
      { value: '2,600 hrs', label: 'of scheduler time saved per quarter' },
    ],
    products: ['sms-api', 'voice-api', 'phone-numbers'],
  },
  {
    slug: 'northwind-freight',
    company: 'Northwind Freight',
    industry: 'Logistics',
    title: 'Northwind Freight connects 42,000 trailers across 19 countries on a single SIM',
    summary:
      'A European road freight operator replaced a patchwork of national SIM contracts with Ostra IoT SIMs and cut connectivity costs while gaining real-time visibility of every trailer.',
    quote: {
      text: 'Our trailers cross four borders on a normal week. With Ostra we stopped thinking about which network they are on, and our finance team stopped dreading the roaming invoice.',
      author: 'Lars Vinter',
      role: 'Head of Fleet Technology',
    },
    challenge: [
      "Northwind Freight's telematics units used SIMs from five different national operators. Devices lost connectivity for hours at borders, roaming charges varied month to month, and provisioning a new trailer meant choosing a SIM based on its expected route.",
      'The operations team also had no single view of which units were online, which made it hard to tell a broken tracker from a coverage gap.',
    ],
    solution: [
      'Northwind fitted every new and existing telematics unit with an Ostra IoT SIM using a multi-network profile that attaches to the strongest available network in each country. A single European regional rate replaced per-country roaming tariffs.',
      'The fleet team uses the Ostra SIM API to activate SIMs when a trailer enters service, apply data caps per device and receive webhooks when a unit has been silent for more than an hour. Trailer data is archived to Ostra Cloud Storage for the seven-year retention required by customers in the pharmaceutical supply chain.',
    ],
    results: [
      { value: '42,000', label: 'trailers connected' },
      { value: '38%', label: 'lower annual connectivity spend' },
      { value: '99.6%', label: 'of units reporting every 15 minutes' },
    ],
    products: ['iot-sim-card', 'cloud-storage'],
  },
  {
    slug: 'lumen-credit-union',
    company: 'Lumen Credit Union',
    industry: 'Financial services',
    title: 'Lumen Credit Union resolves 58% of routine calls with a voice AI agent',
    summary:
      'A member-owned credit union with 410,000 members deployed an Ostra voice AI agent to handle balance checks, card freezes and branch hours, freeing staff for complex member needs.',
    quote: {
      text: 'Members get an answer in seconds at two in the morning, and when something needs a person, the agent hands over with a summary so nobody has to repeat themselves.',
      author: 'Marcus Delgado',
      role: 'Chief Member Experience Officer',
    },
    challenge: [
      "Lumen's member service centre received around 90,000 calls a month, and more than half were simple requests: card freezes, balance enquiries, routing numbers and branch opening times. Average wait times reached nine minutes at peak, and satisfaction scores were falling.",
      "Any automation had to meet PCI DSS requirements, avoid reading full card numbers aloud and integrate with the credit union's core banking system without exposing member data to an outside AI provider.",
    ],
    solution: [
      "Lumen moved its contact centre trunks to Ostra SIP Trunks and placed an Ostra Voice AI Agent at the front of the call flow. The agent authenticates members with a one-time passcode, then uses tool calls to Lumen's core system to report balances, freeze cards and list recent transactions.",
      "Language model inference runs on Ostra GPUs in the same facility as the voice media, keeping audio and transcripts inside Ostra's PCI DSS assessed environment. Number Lookup checks the calling line type to flag calls from recently ported or VoIP numbers for extra verification.",
    ],
    results: [
      { value: '58%', label: 'of calls resolved without a human agent' },
      { value: '9 min → 40 s', label: 'average wait at peak' },
      { value: '+17 pts', label: 'member satisfaction score' },
    ],
    products: ['voice-ai-agents', 'sip-trunks', 'inference', 'number-lookup'],
  },
  {
    slug: 'parcelpoint',
    company: 'ParcelPoint',
    industry: 'E-commerce and delivery',
    title: 'ParcelPoint protects driver and customer privacy with masked calling',
    summary:
      "A last-mile delivery platform operating in 60 cities uses Ostra numbers and the Voice API to let couriers and recipients talk without ever seeing each other's phone numbers.",
    quote: {
      text: 'We went from a pilot in one city to all 60 in under three months. The number pool just scales, and our couriers finally stopped getting calls from customers on their day off.',
      author: 'Priya Raman',
      role: 'Director of Platform Engineering',
    },
    challenge: [
      "ParcelPoint couriers were sharing personal mobile numbers with recipients to coordinate deliveries. Couriers received calls long after shifts ended, and a data protection review flagged the practice as a risk under GDPR in the company's European markets.",
      'Delivery exceptions such as a locked gate or a missing buzzer code also needed a fast way for the courier to reach the recipient without leaving the app.',
    ],
    solution: [
      'ParcelPoint built masked calling on Ostra Voice API and a pool of local phone numbers in each city. When a delivery is assigned, the platform binds a proxy number to the courier and recipient for the duration of the delivery window; calls and texts to the proxy are bridged in real time and the binding expires automatically.',
      'Delivery status texts are sent through the Ostra SMS API from the same proxy number, so recipients have one number to reply to. Number Lookup validates recipient numbers at checkout, reducing failed notifications.',
    ],
    results: [
      { value: '0', label: 'personal numbers exposed since launch' },
      { value: '22%', label: 'fewer failed first-attempt deliveries' },
      { value: '60', label: 'cities live within three months' },
    ],
    products: ['voice-api', 'sms-api', 'phone-numbers', 'number-lookup'],
  },
  {
    slug: 'keystone-property-group',
    company: 'Keystone Property Group',
    industry: 'Real estate',
    title: 'Keystone Property Group answers every tenant call, day or night',
    summary:
      'A residential property manager with 23,000 units across Texas and Arizona uses an Ostra voice AI receptionist to log maintenance requests and route emergencies to on-call technicians.',
    quote: {
      text: 'A burst pipe at 3 a.m. used to mean a voicemail and a flooded apartment by morning. Now the agent recognises the emergency, pages the on-call tech and texts the tenant an arrival time.',
      author: 'Hannah Brooks',
      role: 'Director of Resident Operations',
    },
    challenge: [
      "Keystone's after-hours line was handled by an answering service that took messages and forwarded them by email. Genuine emergencies were sometimes not escalated until the next business day, and the service charged per call regardless of urgency.",
      'During the day, leasing offices were overwhelmed by routine maintenance calls that could have been logged directly in the work order system.',
    ],
    solution: [
      "Keystone ported its 140 office numbers to Ostra and placed a Voice AI Agent on every line. The agent identifies the tenant by caller ID and unit number, creates a work order through Keystone's property management API and classifies urgency using a prompt tuned with the maintenance team.",
      'Emergencies such as leaks, gas smells or lockouts trigger an outbound call to the on-call technician through the Voice API and a text confirmation to the tenant. Call recordings and transcripts are stored in Ostra Cloud Storage for 12 months to resolve disputes.',
    ],
    results: [
      { value: '100%', label: 'of after-hours calls answered live' },
      { value: '11 min', label: 'average time to page a technician for emergencies' },
      { value: '46%', label: 'lower after-hours call handling cost' },
    ],
    products: ['voice-ai-agents', 'voice-api', 'phone-numbers', 'cloud-storage'],
  },
  {
    slug: 'tessera-analytics',
    company: 'Tessera Analytics',
    industry: 'Software',
    title: 'Tessera Analytics transcribes 2 million sales calls a month at half the cost',
    summary:
      'A conversation intelligence startup moved its speech-to-text and summarisation workloads to Ostra Inference and SIP Trunks, reducing cost per call and simplifying its architecture.',
    quote: {
      text: 'Running inference on the same network that carries the call removed a whole hop from our pipeline. Our transcripts arrive before the rep has closed the call window.',
      author: 'Tomás Herrera',
      role: 'Co-founder and CTO',
    },
    challenge: [
      'Tessera records and analyses sales calls for more than 900 B2B customers. Its pipeline pulled recordings from several telephony providers, uploaded them to a cloud bucket and then sent audio to a separate speech-to-text vendor, adding minutes of delay and a second set of data processing agreements.',
      "As volumes grew past a million calls a month, speech-to-text and language model bills became the company's largest cost after payroll.",
    ],
    solution: [
      'Tessera now offers customers a built-in dialler on Ostra SIP Trunks, with media forked in real time to Ostra Inference for streaming transcription. A hosted open-weight language model generates summaries, action items and CRM field updates within seconds of the call ending.',
      "Recordings are written directly to Ostra Cloud Storage in the customer's chosen region, and dedicated GPU capacity is reserved for peak business hours with burst pricing for overflow.",
    ],
    results: [
      { value: '52%', label: 'lower cost per analysed call' },
      { value: '< 20 s', label: 'from hang-up to summary in CRM' },
      { value: '2M+', label: 'calls processed each month' },
    ],
    products: ['inference', 'sip-trunks', 'cloud-storage'],
  },
]
