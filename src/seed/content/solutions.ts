import type { SolutionSeed } from './types'

export const solutions: SolutionSeed[] = [
  {
    slug: 'healthcare',
    name: 'Healthcare',
    tagline: 'HIPAA-ready voice, messaging and fax that keep patients informed and clinics running on time.',
    intro:
      'Providers, payers and digital health companies use Ostra to reach patients on the channels they answer, from appointment reminders to secure fax referrals. Ostra signs a Business Associate Agreement and gives you the controls to keep protected health information where it belongs.',
    sections: [
      {
        title: 'Built for HIPAA workloads',
        body: 'Ostra signs a Business Associate Agreement covering voice, messaging, fax, storage and AI services. Recordings, transcripts and fax documents are encrypted in transit and at rest, with retention you control down to zero. Audit logs record who accessed which media and when.',
      },
      {
        title: 'Fewer no-shows, shorter hold times',
        body: 'Automated SMS and voice reminders with two-way confirmation reduce missed appointments and free up front-desk staff. Voice AI agents handle routine scheduling and prescription refill calls around the clock and hand off to staff with a summary when needed. Patients get answers without waiting on hold.',
      },
      {
        title: 'Modern fax for a fax-bound industry',
        body: 'Referrals, prior authorizations and records requests still move by fax. The Ostra Fax API sends and receives documents as PDFs through your EHR integration, over T.38 for reliable delivery. Inbound faxes land in your systems instead of on a shared machine.',
      },
    ],
    useCases: [
      {
        title: 'Appointment reminders',
        body: 'Send SMS or voice reminders with confirm, cancel and reschedule options that write back to your scheduling system.',
      },
      {
        title: 'Telehealth calling',
        body: 'Embed WebRTC calling in patient apps and bridge to phone numbers when video is not an option.',
      },
      {
        title: 'Digital fax for referrals',
        body: 'Receive referrals and lab results as PDFs routed directly into the EHR work queue.',
      },
    ],
    faqs: [
      {
        question: 'Will Ostra sign a BAA?',
        answer:
          'Yes. Ostra signs a Business Associate Agreement with covered entities and business associates. It covers the products used to process protected health information, including voice, messaging, fax, storage and AI services.',
      },
      {
        question: 'Is SMS appropriate for patient communication?',
        answer:
          'SMS is widely used for reminders and notifications with patient consent. Keep detailed clinical information out of the message body, and link to an authenticated portal when more detail is needed.',
      },
      {
        question: 'Can call recordings be disabled for certain calls?',
        answer: 'Yes. Recording and transcription can be turned on or off per call, per application, or paused and resumed mid-call through the API.',
      },
    ],
  },
  {
    slug: 'finance',
    name: 'Financial Services',
    tagline: 'Secure authentication, fraud alerts and compliant customer conversations for banks and fintechs.',
    intro:
      'Banks, lenders and fintech platforms rely on Ostra to verify customers, alert them to suspicious activity and serve them over voice and messaging. Direct carrier routes and number intelligence help messages arrive fast and keep fraudsters out.',
    sections: [
      {
        title: 'Authentication that arrives',
        body: 'One-time passcodes are sent over short codes and direct carrier routes for fast, reliable delivery, with automatic voice fallback when SMS fails. Number Lookup flags recently ported or non-fixed VoIP numbers before you send a code to them. That combination cuts both failed logins and account takeover attempts.',
      },
      {
        title: 'PCI DSS-compliant payments',
        body: 'Take card payments over the phone with DTMF capture that keeps card numbers away from agents, recordings and transcripts. Ostra maintains PCI DSS Level 1 compliance for its payment-capture flows, narrowing the scope of your own assessment. Sensitive data is tokenized before it reaches your systems.',
      },
      {
        title: 'Records and oversight',
        body: 'Dual-channel call recordings and message logs can be written to object-locked storage to satisfy retention obligations such as FINRA and SEC record-keeping rules. Consent and opt-out status is enforced across every sending number. SOC 2 Type II reports are available under NDA.',
      },
    ],
    useCases: [
      {
        title: 'Two-factor authentication',
        body: 'Deliver OTPs by SMS, voice or RCS with automatic fallback and fraud screening.',
      },
      {
        title: 'Fraud and transaction alerts',
        body: 'Notify customers of suspicious transactions and let them confirm or block with a single reply.',
      },
      {
        title: 'Secure payments by phone',
        body: 'Collect card details by keypad in IVR or agent-assisted calls while staying out of PCI scope.',
      },
    ],
    faqs: [
      {
        question: 'Is Ostra PCI DSS compliant?',
        answer:
          'Ostra maintains PCI DSS Level 1 compliance for its secure payment-capture services. Customers remain responsible for the parts of their environment outside Ostra, and our attestation of compliance is available on request.',
      },
      {
        question: 'How do you prevent SMS pumping fraud?',
        answer:
          'Ostra offers per-country sending controls, rate limits on OTP traffic, and anomaly detection that blocks traffic spikes to high-risk prefixes before they are billed.',
      },
      {
        question: 'Can we archive all customer messages?',
        answer:
          'Yes. Message records and call recordings can be streamed to your archive or stored in Ostra Cloud Storage with object lock for write-once retention.',
      },
    ],
  },
  {
    slug: 'insurance',
    name: 'Insurance',
    tagline: 'Faster claims, clearer policy communication and lower contact center costs for carriers and brokers.',
    intro:
      'Insurers use Ostra to keep policyholders informed from quote to claim. Automated voice and messaging take routine work off adjusters and agents, while compliant recording and consent tracking satisfy regulators.',
    sections: [
      {
        title: 'First notice of loss, any hour',
        body: 'Voice AI agents take first notice of loss calls at any hour, collect policy numbers, incident details and photos by MMS, and open a claim in your core system. Complex or emotional calls are transferred to an adjuster with a summary already attached. Claims start faster and customers repeat themselves less.',
      },
      {
        title: 'Keep policyholders in the loop',
        body: 'Send claim status updates, document requests and payment notices by SMS or RCS with your verified brand. Two-way messaging lets customers reply with questions or upload documents without calling in. Fewer status calls means shorter queues for the calls that matter.',
      },
      {
        title: 'Consent and compliance',
        body: 'Outbound calling and texting follow TCPA consent rules, with opt-out handling enforced across every number. Calls can be recorded with state-specific disclosure prompts, and recordings are retained in line with your regulatory obligations. Data is encrypted and access is logged, supporting GLBA safeguards and state privacy requirements.',
      },
    ],
    useCases: [
      {
        title: 'Claims intake',
        body: 'Capture first notice of loss by phone or text, including photos and location, straight into the claims system.',
      },
      {
        title: 'Renewal reminders',
        body: 'Remind policyholders of renewals and payments with links to pay or speak to an agent.',
      },
      {
        title: 'Agent and broker calling',
        body: 'Give distributed agents local caller ID and recorded, compliant calling from Teams or a browser.',
      },
    ],
    faqs: [
      {
        question: 'How does Ostra help with TCPA compliance?',
        answer:
          'Ostra enforces opt-outs automatically, lets you store consent records alongside each number, and supports calling-hour restrictions by recipient time zone. Your legal team remains responsible for consent collection.',
      },
      {
        question: 'Can customers send claim photos by text?',
        answer: 'Yes. Inbound MMS on US and Canadian numbers delivers photos and videos to your webhook, where you can attach them to the claim file.',
      },
      {
        question: 'Can calls be recorded in two-party consent states?',
        answer: 'Yes. You can play a disclosure prompt before recording begins, or start recording only after the caller consents, on a per-call basis.',
      },
    ],
  },
  {
    slug: 'travel-and-hospitality',
    name: 'Travel and Hospitality',
    tagline: 'Reach travelers anywhere in the world with timely updates and help in their own language.',
    intro:
      'Airlines, hotels, rental companies and booking platforms use Ostra to keep guests informed and supported across borders. Global numbers, multilingual voice AI and eSIM connectivity serve travelers before, during and after their trip.',
    sections: [
      {
        title: 'Updates that reach travelers abroad',
        body: 'Send gate changes, check-in reminders and booking confirmations by SMS or RCS to travelers in more than 190 countries. Local sender IDs and numbers improve delivery and trust in each market. Messages can be localized automatically based on the recipient country.',
      },
      {
        title: 'Multilingual support at scale',
        body: 'Voice AI agents answer reservation and change requests in more than 30 languages, detecting the caller language on the first turn. They can check availability, modify bookings through your APIs and transfer to a human agent when needed. Peak disruption days no longer overwhelm the contact center.',
      },
      {
        title: 'Connectivity as a guest amenity',
        body: 'Offer travelers an Ostra eSIM with data in 180+ countries, installed from your app before they land. It becomes a new revenue line and keeps guests reachable for your notifications. Hotels can also connect in-room phones, kiosks and smart locks through IoT SIMs.',
      },
    ],
    useCases: [
      {
        title: 'Disruption notifications',
        body: 'Alert thousands of passengers about delays or cancellations in seconds with rebooking links.',
      },
      {
        title: 'Concierge by text',
        body: 'Let guests request towels, late checkout or restaurant bookings by messaging the front desk.',
      },
      {
        title: 'Travel eSIM',
        body: 'Sell data plans for the destination inside your booking app under your own brand.',
      },
    ],
    faqs: [
      {
        question: 'Can I send messages from a local number in each country?',
        answer:
          'In many countries, yes. Ostra offers local numbers and alphanumeric sender IDs where regulations allow, and routes international traffic over the best-performing route per destination.',
      },
      {
        question: 'Which languages do Voice AI agents support?',
        answer: 'Agents can converse in more than 30 languages, including Spanish, French, German, Portuguese, Italian, Japanese, Korean, Mandarin and Arabic.',
      },
      {
        question: 'How do card payments for bookings work over the phone?',
        answer:
          'Ostra secure payment capture collects card details by keypad without exposing them to agents or recordings, which supports PCI DSS compliance for phone bookings.',
      },
    ],
  },
  {
    slug: 'logistics-and-transportation',
    name: 'Logistics and Transportation',
    tagline: 'Connect fleets, drivers and customers with IoT connectivity and real-time delivery communication.',
    intro:
      'Carriers, 3PLs and last-mile delivery companies use Ostra to track assets, keep drivers connected and tell customers exactly when to expect a delivery. Multi-network SIMs and private networking keep vehicles online across borders.',
    sections: [
      {
        title: 'Fleet connectivity that crosses borders',
        body: 'Ostra IoT SIMs switch between more than 650 networks, so telematics units and ELDs stay connected across states and countries. Industrial SIMs are rated from -40 °C to 105 °C for trucks, trailers and reefers. Data pooling keeps costs predictable across thousands of vehicles.',
      },
      {
        title: 'Delivery updates customers read',
        body: 'Automated SMS and RCS updates tell customers when a delivery is out, when the driver is nearby and when it has arrived, with proof-of-delivery photos by MMS. Two-way messaging lets customers leave instructions or reschedule. Fewer failed deliveries means fewer costly second attempts.',
      },
      {
        title: 'Private driver communication',
        body: 'Masked phone numbers let drivers and customers call or text each other without revealing personal numbers. Conversations are logged for dispute resolution and end automatically when the delivery closes. Dispatchers can join any thread.',
      },
    ],
    useCases: [
      {
        title: 'Asset tracking',
        body: 'Connect GPS trackers, ELDs and reefer monitors on a multi-network IoT SIM with a private IP network.',
      },
      {
        title: 'Proactive delivery alerts',
        body: 'Send ETA updates and proof-of-delivery photos automatically from your TMS events.',
      },
      {
        title: 'Number masking',
        body: 'Connect drivers and recipients through anonymous proxy numbers for calls and texts.',
      },
    ],
    faqs: [
      {
        question: 'Do Ostra SIMs work in Canada and Mexico?',
        answer:
          'Yes. Ostra IoT SIMs roam on multiple networks in the US, Canada and Mexico, and in 180+ countries overall, without swapping SIMs at the border.',
      },
      {
        question: 'How does number masking work?',
        answer:
          'Each delivery is assigned a temporary proxy number from your pool. Calls and texts to that number are bridged to the right party and the mapping expires when the session ends.',
      },
      {
        question: 'Can tracker data stay off the public internet?',
        answer: 'Yes. The IoT Private Network assigns private IPs to SIMs and routes their traffic directly into your cloud VPC or data center over IPsec.',
      },
    ],
  },
  {
    slug: 'sales-and-marketing',
    name: 'Sales and Marketing',
    tagline: 'Engage prospects with trusted calls and compliant campaigns that reach the inbox.',
    intro:
      'Revenue teams use Ostra to run outbound calling, SMS campaigns and AI-qualified follow-up from the tools they already use. Registered, branded senders and signed calls help your outreach get answered instead of flagged.',
    sections: [
      {
        title: 'Calls that get answered',
        body: 'Ostra signs outbound calls with STIR/SHAKEN A-level attestation and supports branded caller ID, so prospects see your name rather than an unknown number. Local presence dialing picks a number in the recipient area code. Number reputation monitoring warns you when a number starts being labeled as spam.',
      },
      {
        title: 'Campaigns that stay compliant',
        body: 'Ostra registers your 10DLC brand and campaigns, verifies toll-free numbers and applies for short codes. Opt-in, opt-out and quiet hours are enforced across every number, supporting TCPA and CTIA guidelines. Registered traffic reaches more phones with less filtering.',
      },
      {
        title: 'AI that qualifies leads',
        body: 'Voice AI agents call new inbound leads within seconds, ask qualifying questions and book meetings directly on a rep calendar. Post-call insights write budget, timeline and intent into your CRM. Reps spend their time on conversations that are ready to close.',
      },
    ],
    useCases: [
      {
        title: 'Power and parallel dialing',
        body: 'Build dialers on the Voice API with answering machine detection and local presence.',
      },
      {
        title: 'SMS and RCS campaigns',
        body: 'Send promotions with rich cards and track clicks, replies and opt-outs per campaign.',
      },
      {
        title: 'Speed-to-lead',
        body: 'Have an AI agent call every new web lead within 60 seconds and book qualified meetings.',
      },
    ],
    faqs: [
      {
        question: 'How do I avoid my calls being labeled as spam?',
        answer:
          'Use numbers registered to your business, keep call volumes per number reasonable, and enable branded caller ID. Ostra monitors number reputation with the major analytics engines and alerts you to changes.',
      },
      {
        question: 'Can I send marketing SMS from a local number?',
        answer:
          'Yes, once your brand and a marketing campaign are registered through 10DLC. You must have prior express written consent from recipients for marketing messages.',
      },
      {
        question: 'Does Ostra integrate with my CRM?',
        answer: 'Ostra provides integrations for Salesforce and HubSpot, and webhooks and APIs for any other system to log calls, messages and AI insights.',
      },
    ],
  },
  {
    slug: 'retail-and-ecommerce',
    name: 'Retail and E-commerce',
    tagline: 'Turn order updates, support and promotions into conversations that drive repeat purchases.',
    intro:
      'Retailers and online brands use Ostra to send order notifications, run promotions and support shoppers over text and voice. Rich messaging and AI agents lift conversion while keeping support costs flat through peak season.',
    sections: [
      {
        title: 'Order updates customers want',
        body: 'Send order confirmations, shipping notifications and delivery updates by SMS or RCS directly from your commerce platform events. Rich cards show product images and buttons to track, return or reorder. Customers stop calling to ask where their order is.',
      },
      {
        title: 'Promotions that convert',
        body: 'Run SMS and RCS campaigns from registered short codes and 10DLC numbers with branded short links and click tracking. Carousels showcase multiple products in a single message. Opt-outs and quiet hours are enforced automatically.',
      },
      {
        title: 'Secure support and payments',
        body: 'Voice AI agents answer order status, returns and store hours questions around the clock and escalate the rest. When a customer pays by phone, PCI DSS-compliant DTMF capture keeps card data out of your agents, recordings and transcripts. Seasonal peaks scale without extra headcount.',
      },
    ],
    useCases: [
      {
        title: 'Shipping notifications',
        body: 'Trigger SMS and RCS updates from fulfillment events with tracking links and delivery photos.',
      },
      {
        title: 'Abandoned cart recovery',
        body: 'Reach opted-in shoppers with a reminder and a one-tap link back to their cart.',
      },
      {
        title: 'Phone orders and payments',
        body: 'Take orders by phone and capture card details securely without entering PCI scope.',
      },
    ],
    faqs: [
      {
        question: 'Does Ostra support PCI DSS compliance for phone payments?',
        answer:
          'Yes. Ostra secure payment capture is PCI DSS Level 1 compliant and prevents card data from reaching your agents, call recordings or transcripts.',
      },
      {
        question: 'Can I connect Ostra to Shopify or other platforms?',
        answer: 'Yes. Use webhooks from Shopify, BigCommerce, Adobe Commerce or your own platform to trigger Ostra messages and calls through the API.',
      },
      {
        question: 'How fast can I send a flash-sale campaign?',
        answer: 'Short codes support 100 or more messages per second, so a campaign to several hundred thousand subscribers completes within the hour.',
      },
    ],
  },
  {
    slug: 'quick-service-and-fine-dining',
    name: 'Quick Service and Fine Dining',
    tagline: 'Answer every call, confirm every reservation and get orders ready faster.',
    intro:
      'Restaurants lose revenue every time a phone rings unanswered during a rush. Ostra helps quick-service chains and fine-dining groups take orders and reservations by phone and text, keep guests updated, and connect kitchens and drive-thrus reliably.',
    sections: [
      {
        title: 'Never miss an order call',
        body: 'Voice AI agents answer overflow and after-hours calls, take orders against your live menu and push them into your POS. They handle modifiers, upsells and allergy notes, and transfer to staff for anything unusual. Staff stay focused on guests in the room.',
      },
      {
        title: 'Reservations and waitlists by text',
        body: 'Confirm reservations by SMS, send reminders the day before and let guests reply to cancel, which frees tables for the waitlist. Waitlist texts tell guests when their table is ready so they can wait nearby instead of at the door. Two-way messaging handles special requests and party-size changes.',
      },
      {
        title: 'Connected locations',
        body: 'IoT SIMs provide failover connectivity for POS terminals, kiosks and drive-thru systems when the store broadband goes down. Payments over the phone use PCI DSS-compliant DTMF capture so staff never hear card numbers. Every location can be managed centrally from one account.',
      },
    ],
    useCases: [
      {
        title: 'AI phone ordering',
        body: 'Take pickup and delivery orders by phone during peak hours and send them straight to the POS.',
      },
      {
        title: 'Reservation confirmations',
        body: 'Reduce no-shows with SMS confirmations and one-tap cancellation that reopens the table.',
      },
      {
        title: 'POS and kiosk backup',
        body: 'Keep card terminals and kiosks online with cellular failover on an IoT SIM.',
      },
    ],
    faqs: [
      {
        question: 'Can the AI agent work with my POS?',
        answer:
          'Ostra agents can send orders to any POS with an API through webhook tools, and integrations are available for popular platforms such as Toast, Square and Olo.',
      },
      {
        question: 'How are card payments handled on phone orders?',
        answer:
          'Callers enter card details on their keypad. The digits are captured by Ostra secure payment capture, which is PCI DSS compliant, and never reach staff, the AI model or call recordings.',
      },
      {
        question: 'Can each location have its own number?',
        answer:
          'Yes. Give each location a local number, port the numbers you already have, and route them all to shared agents or menus with location-specific settings.',
      },
    ],
  },
]
