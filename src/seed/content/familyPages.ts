import type { FamilyPageSeed } from './types'

export const familyPages: Record<
  'use-cases' | 'learn-ai' | 'templates' | 'phone-numbers' | 'sim-cards' | 'ai-templates' | 'landing' | 'compare',
  FamilyPageSeed[]
> = {
  'use-cases': [
    {
      slug: 'appointment-reminders',
      title: 'Appointment Reminders',
      useCase: { industry: 'healthcare', products: ['sms-api', 'voice-api'] },
      tagline: 'Cut no-shows with two-way text and voice reminders that let people confirm or reschedule in one reply.',
      intro:
        'Automated reminders are one of the highest-return uses of business messaging. With Ostra you can send reminders by SMS, RCS or voice, collect replies and update your scheduling system without staff picking up the phone.',
      sections: [
        {
          title: 'Reminders people actually answer',
          body: 'Send a reminder 72 hours and 24 hours before each appointment from a local number people recognise. Recipients reply C to confirm or R to reschedule, and your webhook receives a structured event that updates the booking automatically.',
        },
        {
          title: 'Fall back to voice when texts go unanswered',
          body: 'If there is no reply after a set time, the Voice API places a short automated call that reads the details and captures a keypad response. Answering machine detection leaves a clear voicemail when no one picks up.',
        },
        {
          title: 'Compliant by design',
          body: "Opt-outs are enforced across every application on your messaging profile, quiet hours follow the recipient's time zone, and healthcare customers can sign a BAA and set message retention as short as zero days.",
        },
      ],
      faqs: [
        {
          question: 'Do I need to register for 10DLC to send reminders in the US?',
          answer:
            'Yes. Reminders sent from US local numbers require a registered 10DLC brand and campaign. Mission Control guides you through registration, and most campaigns are approved within a week.',
        },
        {
          question: 'Can reminders include a link to reschedule online?',
          answer: 'Yes. We recommend using your own domain for links, as public link shorteners are frequently filtered by carriers.',
        },
      ],
    },
    {
      slug: 'two-factor-authentication',
      useCase: { industry: 'finance', products: ['sms-api', 'number-lookup'] },
      title: 'Two-Factor Authentication',
      tagline: 'Deliver one-time passcodes by SMS, voice or WhatsApp, with fraud signals checked before every send.',
      intro:
        'Passcodes are only useful if they arrive within seconds and go to the right person. Ostra combines direct carrier routes for fast delivery with Number Lookup signals that flag risky numbers before you send.',
      sections: [
        {
          title: 'Fast delivery on direct routes',
          body: 'Authentication traffic is prioritised on our direct carrier connections, with median delivery under five seconds to major US and European networks. If an SMS is not delivered within your chosen timeout, the code can be resent automatically by voice.',
        },
        {
          title: 'Stop fraud before it costs you',
          body: 'Check line type, carrier and recent SIM swap status in one lookup. Block premium-rate and high-risk destinations, and set per-country rate limits to protect against SMS pumping attacks that inflate your bill with fake sign-ups.',
        },
        {
          title: 'Measure conversion, not just delivery',
          body: 'Report verification success by country, carrier and channel so you can see where users drop out. Switch channels per market, for example WhatsApp in Brazil and SMS in the United States, without changing your application code.',
        },
      ],
    },
    {
      slug: 'order-and-delivery-updates',
      title: 'Order and Delivery Updates',
      useCase: { industry: 'retail-and-ecommerce', products: ['sms-api', 'rcs', 'mms-api'] },
      tagline: 'Tell shoppers where their order is at every step, with rich messages they can reply to.',
      intro:
        'Where-is-my-order calls are the largest single load on most retail support teams. Proactive updates by SMS or RCS answer the question before it is asked, and a reply reaches your support queue with the order attached.',
      sections: [
        {
          title: 'Every step, in the channel that fits',
          body: 'Send order confirmed, shipped, out for delivery and delivered events from your commerce platform. RCS shows a branded card with the carrier map and a tracking button; phones without RCS get the same update by SMS.',
        },
        {
          title: 'Pictures where they help',
          body: 'Attach a photo of the delivered parcel by MMS so customers know where it was left, and cut "not received" claims that cost a refund and a re-shipment.',
        },
        {
          title: 'Replies reach a person',
          body: 'A reply to any update opens a conversation in your help desk with the order number and history, so an agent answers in one message instead of three.',
        },
      ],
    },
    {
      slug: 'driver-and-dispatch-communication',
      title: 'Driver and Dispatch Communication',
      useCase: { industry: 'logistics-and-transportation', products: ['voice-api', 'phone-numbers', 'sms-api'] },
      tagline: 'Connect drivers, dispatchers and customers by masked calls and texts, without sharing a personal number.',
      intro:
        'Drivers need to reach customers at the door and dispatch on the road, but nobody should see a private phone number. Number masking puts a temporary Ostra number between both sides of every trip.',
      sections: [
        {
          title: 'Masked calls and texts',
          body: 'Assign a number from a pool to each delivery; calls and texts to it are bridged to the right driver or customer for the trip and stop working when it ends.',
        },
        {
          title: 'Dispatch in one tap',
          body: 'Drivers reach dispatch from the app with WebRTC or a short code, and every call is recorded and transcribed for incident review.',
        },
        {
          title: 'Local numbers in every market',
          body: 'Local numbers in more than 100 countries mean customers answer, because the call looks local and not like a spam call.',
        },
      ],
    },
    {
      slug: 'claims-status-updates',
      title: 'Claims Status Updates',
      useCase: { industry: 'insurance', products: ['sms-api', 'voice-ai-agents'] },
      tagline: 'Keep policyholders informed from first notice of loss to payment, and answer status calls with a voice agent.',
      intro:
        'A claim is the moment an insurer is judged. Policyholders want to know what happens next; adjusters want fewer status calls. Automated updates and a voice agent that reads the claim file do both.',
      sections: [
        {
          title: 'Updates at every milestone',
          body: 'Send a message when the claim is opened, an adjuster is assigned, documents are missing and the payment is made, each with a secure link to upload photos or sign.',
        },
        {
          title: 'A voice agent for "where is my claim?"',
          body: 'Callers are recognised by their number, the agent reads the current status from your claims system and books a call-back with the adjuster when a person is needed.',
        },
        {
          title: 'Records regulators accept',
          body: 'Every message and call is logged with its time and content and kept for the retention period you set, ready for a complaint review or an audit.',
        },
      ],
    },
    {
      slug: 'booking-confirmations',
      title: 'Booking Confirmations and Check-in',
      useCase: { industry: 'travel-and-hospitality', products: ['sms-api', 'rcs', 'voice-api'] },
      tagline: 'Confirm bookings, send check-in details and rebook disrupted travellers in the message thread they already have.',
      intro:
        'Travellers read texts, not e-mails, on the day they travel. Booking confirmations, gate changes and check-in codes by message reach them wherever they are, in more than 100 countries.',
      sections: [
        {
          title: 'Everything for the day in one thread',
          body: 'Confirmation, check-in time, room or seat, and directions arrive in the same conversation, with a reply option for late arrivals and special requests.',
        },
        {
          title: 'Rebooking during disruption',
          body: 'When a flight or train is cancelled, send every affected traveller their new options at once and let them choose by reply, instead of queueing at a desk or on hold.',
        },
        {
          title: 'Local sender IDs abroad',
          body: "Messages go from a local number or registered sender ID in the traveller's destination, so they are delivered and recognised as yours.",
        },
      ],
    },
    {
      slug: 'restaurant-phone-orders',
      title: 'Restaurant Phone Orders with Voice AI',
      useCase: { industry: 'quick-service-and-fine-dining', products: ['voice-ai', 'voice-ai-agents'] },
      tagline: 'Answer every call at the rush, take orders and reservations, and send the confirmation by text.',
      intro:
        'At the dinner rush the phone rings while staff are busy, and a missed call is a lost order. A voice AI agent answers every call, knows the menu and writes the order straight into the point-of-sale system.',
      sections: [
        {
          title: 'The menu, and its questions',
          body: 'The agent knows every item, modifier and allergen, suggests sides and drinks, and reads back the order and total before placing it.',
        },
        {
          title: 'Reservations and waitlists',
          body: 'Book a table against your reservation system, join the waitlist and get a text when the table is ready.',
        },
        {
          title: 'A person when it matters',
          body: 'Large catering orders and complaints are handed to the manager on duty with a summary of the call so far.',
        },
      ],
    },
    {
      slug: 'lead-follow-up',
      title: 'Instant Lead Follow-up',
      useCase: { industry: 'sales-and-marketing', products: ['sms-api', 'voice-api', 'number-lookup'] },
      tagline: 'Reach a new lead within a minute of the form, by text or call, from a number they will recognise.',
      intro:
        'The odds of qualifying a lead fall sharply after the first five minutes. Ostra starts the conversation the moment a form is submitted and hands the lead to a rep when they reply.',
      sections: [
        {
          title: 'Check the number first',
          body: 'Number Lookup tells you whether the number is a mobile that can receive texts, so you text mobiles, call landlines and skip invalid numbers entirely.',
        },
        {
          title: 'Text, then call',
          body: 'A personal text goes out within seconds; if the lead replies or does not, the next free rep is connected by a click-to-call bridge with the form attached.',
        },
        {
          title: 'Consent and quiet hours',
          body: "Consent from the form is stored with the lead, opt-outs are honoured across campaigns, and texts wait for the lead's daytime in their time zone.",
        },
      ],
    },
  ],
  'learn-ai': [
    {
      slug: 'what-is-a-voice-ai-agent',
      title: 'What Is a Voice AI Agent?',
      tagline: 'How speech recognition, language models and speech synthesis combine to hold a real phone conversation.',
      intro:
        'A voice AI agent is software that answers or places phone calls and talks with callers in natural language. Unlike a traditional IVR, it does not rely on fixed menus: it understands what people say, takes actions through connected systems and replies in a natural-sounding voice.',
      sections: [
        {
          title: 'The three core components',
          body: "Speech-to-text converts the caller's audio into text as they speak. A large language model decides what to say or do next, including calling tools such as a booking system or CRM. Text-to-speech turns the reply back into audio. A turn-taking layer decides when the caller has finished and handles interruptions.",
        },
        {
          title: 'What makes a good agent',
          body: 'Low latency, so conversations feel natural; clear instructions and a narrow scope, so the agent stays on task; reliable tools, so it can actually resolve requests; and a well-designed hand-off to a person for anything it cannot handle.',
        },
        {
          title: 'Where agents work well today',
          body: 'Receptionist and routing duties, appointment booking, order and delivery status, simple account changes, after-hours triage and outbound reminders with follow-up questions. Complex complaints and sensitive conversations are still usually best handled by people.',
        },
      ],
      faqs: [
        {
          question: 'Do callers need to be told they are speaking to an AI?',
          answer:
            'Disclosure rules vary by jurisdiction and use case, and several places now require it. We recommend disclosing at the start of every call, and our Acceptable Use Policy requires it wherever the law does.',
        },
      ],
    },
    {
      slug: 'speech-to-text-explained',
      title: 'Speech-to-Text Explained',
      tagline: 'How automatic speech recognition works on phone calls, and how to measure and improve its accuracy.',
      intro:
        'Automatic speech recognition, often called speech-to-text, is the foundation of every voice AI application. Telephone audio brings specific challenges, from narrowband codecs to background noise, and understanding them helps you choose and tune the right model.',
      sections: [
        {
          title: 'Streaming versus batch recognition',
          body: 'Streaming recognition returns partial transcripts while someone is still speaking and is essential for live agents. Batch recognition processes a complete recording and is usually slightly more accurate and cheaper, which makes it a good fit for call analytics.',
        },
        {
          title: 'Measuring accuracy with word error rate',
          body: 'Word error rate counts substitutions, deletions and insertions against a human reference transcript. Measure it on your own calls rather than relying on published benchmarks, and pay special attention to names, numbers and product terms, which matter most to outcomes.',
        },
        {
          title: 'Improving results on your calls',
          body: 'Provide keyword hints for product names and jargon, use wideband codecs where calls stay on IP, avoid repeated transcoding, and record each party on a separate channel so overlapping speech is transcribed correctly.',
        },
      ],
    },
  ],
  templates: [
    {
      slug: 'after-hours-call-routing',
      title: 'After-Hours Call Routing',
      tagline: 'Send calls to your team during business hours and to voicemail, an on-call number or an AI agent after hours.',
      intro:
        'This Flow template checks the time in your business time zone, including public holidays, and routes each call to the right destination. It takes about ten minutes to customise and attach to your numbers.',
      sections: [
        {
          title: 'What the template includes',
          body: 'A schedule widget with weekday hours and a holiday calendar, a ring group for business hours, a voicemail box with transcription emailed to your team, and an optional press-1 option for urgent issues that forwards to an on-call mobile.',
        },
        {
          title: 'How to customise it',
          body: 'Set your time zone and opening hours, add the numbers or SIP endpoints for your ring group, record or type your greetings, and choose where voicemail transcriptions are sent. Test the flow from the built-in console before publishing.',
        },
      ],
    },
    {
      slug: 'appointment-reminder-sms',
      title: 'Appointment Reminder by SMS',
      tagline: 'Two-way SMS reminders with confirm, cancel and reschedule replies wired to your booking system.',
      intro:
        "This messaging template sends reminders at times you choose, interprets replies and calls your booking system's API to update the appointment. It includes opt-out handling and quiet hours from the start.",
      sections: [
        {
          title: 'What the template includes',
          body: 'A trigger that starts the flow from an API call, a reminder message with variables for name, date, time and location, a reply parser for confirm, cancel and reschedule, and HTTP request widgets that update your system.',
        },
        {
          title: 'Before you go live',
          body: 'Register a 10DLC campaign for US numbers, adapt the message copy to your brand, and point the HTTP widgets at your booking API. Send a test to your own phone from the draft version to check wording and timing.',
        },
      ],
    },
  ],
  'phone-numbers': [
    {
      slug: 'united-states',
      title: 'United States Phone Numbers',
      tagline: 'Local numbers in every US area code, toll-free numbers and short codes, ready for voice and messaging.',
      intro:
        'Buy US local and toll-free numbers instantly from Mission Control or the API. Every number supports voice and SMS, comes with STIR/SHAKEN A-level attestation once your business is verified, and can be ported in from another provider.',
      sections: [
        {
          title: 'Number types available',
          body: 'Local numbers in all US area codes, toll-free numbers with 800, 833, 844, 855, 866, 877 and 888 prefixes, and dedicated short codes for high-volume messaging. Vanity searches let you look for specific digit patterns or words.',
        },
        {
          title: 'Messaging registration',
          body: 'Local numbers require a 10DLC brand and campaign registration for business messaging, and toll-free numbers require toll-free verification. Both can be completed in Mission Control or through the API before your application is ready.',
        },
        {
          title: 'Emergency calling',
          body: 'Numbers used for outbound voice need a validated emergency address. Add and validate addresses in Mission Control and assign them to numbers in bulk.',
        },
      ],
      faqs: [
        {
          question: 'Do I need a US business to buy US numbers?',
          answer:
            'No. International businesses can buy US numbers for voice. Messaging registration requires a tax identifier; businesses without a US EIN can register with an equivalent identifier from their home country.',
        },
        {
          question: 'How long does porting take?',
          answer: 'Most US ports complete within 5 to 10 business days. Simple wireless ports can complete in 24 hours.',
        },
      ],
    },
    {
      slug: 'united-kingdom',
      title: 'United Kingdom Phone Numbers',
      tagline: 'Geographic, non-geographic and mobile numbers across the UK for voice and messaging.',
      intro:
        'Ostra offers UK geographic numbers for every area code, national 03 numbers, freephone 080 numbers and mobile 07 numbers with SMS capability. Numbers are available instantly for most types once your address is on file.',
      sections: [
        {
          title: 'Number types available',
          body: 'Geographic 01 and 02 numbers for local presence, 03 numbers that cost callers the same as a geographic call from anywhere in the UK, 0800 and 0808 freephone numbers, and 07 mobile numbers that support two-way SMS.',
        },
        {
          title: 'Regulatory requirements',
          body: 'Ofcom rules require an address for the end user of each geographic number. Upload it once as a regulatory bundle and reuse it across orders. Geographic numbers should be used by people or businesses with a connection to the area they serve.',
        },
      ],
      faqs: [
        {
          question: 'Can I send SMS from a UK landline number?',
          answer: 'UK geographic numbers do not support SMS to mobile phones. Use a UK mobile number or an alphanumeric sender ID for messaging.',
        },
      ],
    },
  ],
  'sim-cards': [
    {
      slug: 'global-iot-sim',
      title: 'Global IoT SIM',
      tagline: 'One SIM for 650+ mobile networks in 180+ countries, with regional pricing and no roaming surprises.',
      intro:
        'The Ostra Global IoT SIM connects devices to the strongest available network wherever they are deployed. Manage every SIM from Mission Control or the SIM API, with usage controls, alerts and pooled data plans.',
      sections: [
        {
          title: 'Coverage and technologies',
          body: 'Support for 2G, 3G, 4G, LTE-M and NB-IoT where available, with multi-network access in most countries so devices fail over to another operator if their preferred network is unavailable. Network sunset data for each country helps you plan hardware lifecycles.',
        },
        {
          title: 'Form factors',
          body: 'Industrial-grade plastic SIMs in 2FF, 3FF and 4FF sizes rated from -40 °C to 105 °C, and MFF2 solder-down chips for devices exposed to vibration or tampering. All form factors are available with eUICC support.',
        },
        {
          title: 'Control and security',
          body: 'Activate, suspend and terminate SIMs by API, set data caps per device, restrict devices to approved APNs and private IP ranges, and route traffic to your cloud over an encrypted private network instead of the public internet.',
        },
      ],
      faqs: [
        {
          question: 'Is there a minimum order?',
          answer: 'No. You can order a starter pack of five SIMs from Mission Control. Volume pricing applies automatically from 500 active SIMs.',
        },
      ],
    },
    {
      slug: 'euicc-esim',
      title: 'eUICC and eSIM for IoT',
      tagline: 'Change connectivity profiles over the air and keep devices connected for their whole life.',
      intro:
        'Ostra eUICC SIMs can hold multiple operator profiles and switch between them remotely using the GSMA SGP.32 eSIM IoT standard. That protects your devices from network sunsets, permanent roaming restrictions and commercial changes.',
      sections: [
        {
          title: 'Why eUICC matters',
          body: 'Some countries restrict permanent roaming, requiring devices to use a local profile. With eUICC you can download a local profile when a device arrives in such a market, instead of shipping region-specific hardware.',
        },
        {
          title: 'Profile management through the SIM API',
          body: 'Trigger profile downloads per device or by tag, enable and disable profiles, and receive webhooks for every state change. Profile operations work over low-bandwidth connections, including NB-IoT.',
        },
      ],
    },
  ],
  'ai-templates': [
    {
      slug: 'ai-receptionist',
      title: 'AI Receptionist',
      tagline: 'Answer every call, route it to the right person and take messages when nobody is available.',
      intro:
        'This Voice AI template greets callers, works out what they need and transfers them to the right team or takes a detailed message. It suits offices, clinics and service businesses that miss calls during busy periods.',
      sections: [
        {
          title: 'What the agent does',
          body: 'Greets callers with your business name, answers common questions from a short knowledge base such as hours and location, transfers to a department or named person, and takes messages with a callback number that are emailed or posted to your team chat.',
        },
        {
          title: 'What you configure',
          body: 'Your business details and opening hours, a directory of people and departments with transfer numbers, the questions the agent may answer, and the voice and language. The default prompt is written to keep answers short and to offer a transfer whenever the agent is unsure.',
        },
      ],
      faqs: [
        {
          question: 'Can the receptionist transfer to a mobile phone?',
          answer:
            'Yes. Transfers can go to any phone number, SIP endpoint or Ostra call queue, with an optional whisper message that tells the person answering who is calling and why.',
        },
      ],
    },
    {
      slug: 'order-status-agent',
      title: 'Order Status Agent',
      tagline: 'Let customers check where their order is by phone, around the clock, with answers from your own systems.',
      intro:
        'Where is my order is one of the most common reasons customers call a retailer. This template connects a voice AI agent to your order management API to answer those calls instantly and hand off anything more complex.',
      sections: [
        {
          title: 'How it works',
          body: 'The agent asks for an order number or the phone number used to place the order, calls your order lookup tool and reads back the status and expected delivery date. It can also send the tracking link by SMS.',
        },
        {
          title: 'Connecting your systems',
          body: 'Provide an HTTPS endpoint that accepts an order number or phone number and returns status fields as JSON. The template includes the tool definition and sample responses so you can test against a mock before connecting production data.',
        },
        {
          title: 'Handing off',
          body: 'Requests about returns, refunds or damaged items are transferred to your support queue with a summary and the order details attached, so your team can pick up where the agent left off.',
        },
      ],
    },
  ],
  landing: [
    {
      slug: 'voice-ai-free-trial',
      title: 'Build a Voice AI Agent Today',
      tagline: 'Launch a working phone agent in under an hour with USD 10 of free credit and no credit card.',
      intro:
        'Sign up, choose a template, connect a phone number and call your agent. Ostra Voice AI runs speech recognition, language models and speech synthesis next to our telephone network for fast, natural conversations.',
      sections: [
        {
          title: 'Start from a template',
          body: 'Pick an AI receptionist, appointment booking or order status agent, edit the prompt in plain language and publish. Your trial includes a US phone number so you can call the agent straight away.',
        },
        {
          title: 'Production-ready when you are',
          body: 'Upgrade to port your existing numbers, connect your own tools and models, and deploy under HIPAA, PCI DSS and GDPR requirements with a signed BAA or DPA.',
        },
      ],
    },
    {
      slug: 'isdn-switch-off',
      title: 'Replace Your ISDN Lines Before the Switch-Off',
      tagline: 'Move your phone system to Ostra SIP trunks, keep your numbers and avoid any downtime.',
      intro:
        'The UK copper telephone network is being retired. Ostra SIP trunks connect your existing PBX to our network over the internet, with UK-based engineers to plan and test the migration with you.',
      sections: [
        {
          title: 'A migration plan, not just a product',
          body: 'We audit your current lines and numbers, confirm your PBX compatibility, configure and test the new trunk with temporary numbers, and schedule the number port for a quiet period so calls keep flowing.',
        },
        {
          title: 'Lower monthly costs',
          body: 'Pay per channel or per minute instead of per ISDN channel, with free calls between your sites and inclusive minutes to UK landlines and mobiles on bundled plans.',
        },
        {
          title: 'Resilience built in',
          body: 'Trunks register to two UK points of presence, and if your site loses connectivity, calls automatically divert to mobiles or another office so customers never hear an unobtainable tone.',
        },
      ],
      faqs: [
        {
          question: 'Will my existing PBX work with SIP trunks?',
          answer:
            'Most systems from the last ten years support SIP natively. Older systems can be connected through a media gateway, which we can supply and configure.',
        },
      ],
    },
  ],
  compare: [
    {
      slug: 'ostra-vs-twilio',
      title: 'Ostra vs Twilio',
      tagline: 'How Ostra compares with Twilio for voice, messaging, numbers and voice AI.',
      intro:
        'Twilio is one of the most widely used cloud communications platforms, with a broad product range and a large developer community. Ostra focuses on running its own carrier network with voice AI and inference built in. This page sets out the main differences to help you decide which fits your needs.',
      sections: [
        {
          title: 'Network approach',
          body: "Ostra holds carrier licences in more than 30 countries and routes traffic over its own backbone and direct interconnects, with the same engineers operating the network and the APIs. Twilio offers global reach through a combination of its own infrastructure and carrier partnerships. Teams for whom route control and network-level support are priorities may find Ostra's model a good fit.",
        },
        {
          title: 'Voice AI and inference',
          body: 'Ostra runs speech recognition, language models and speech synthesis on GPUs co-located with its voice media servers, and offers general-purpose inference on the same account. Twilio offers voice AI capabilities and integrations with third-party AI providers. If you want telephony and model hosting from a single provider, Ostra combines both.',
        },
        {
          title: 'Breadth of platform',
          body: "Twilio offers a wide portfolio that extends to customer engagement products such as contact centre software and customer data tools. Ostra's portfolio centres on communications infrastructure, IoT connectivity, AI inference, storage and networking, and integrates with the contact centre and CRM tools you already use.",
        },
      ],
      faqs: [
        {
          question: 'Can I migrate from Twilio to Ostra without changing numbers?',
          answer:
            'Yes. You can port your numbers to Ostra, and our migration guides map common API concepts so you can plan code changes. A solution engineer can help scope the migration.',
        },
        {
          question: 'How current is this comparison?',
          answer:
            "It is based on publicly available information and reviewed each quarter. Product offerings change, so please check each provider's current documentation for details that matter to your decision.",
        },
      ],
    },
    {
      slug: 'ostra-vs-vonage',
      title: 'Ostra vs Vonage',
      tagline: 'How Ostra compares with Vonage for communications APIs, numbers and AI.',
      intro:
        'Vonage, part of Ericsson, offers communications APIs alongside unified communications and contact centre products. Ostra is a communications infrastructure provider with its own carrier network and built-in AI inference. Here is how the two approaches differ.',
      sections: [
        {
          title: 'Focus',
          body: 'Vonage provides both developer APIs and packaged business communications products for end users. Ostra focuses on programmable infrastructure for developers and partners, including voice, messaging, numbers, IoT SIMs, inference, storage and networking, which partners frequently build into their own products.',
        },
        {
          title: 'AI on the network',
          body: 'Ostra hosts speech and language models on GPUs in the same facilities as its voice points of presence, aiming for low conversational latency without external AI services. Vonage offers AI features and integrations across its portfolio. Teams that want model hosting and telephony in one contract may prefer Ostra.',
        },
        {
          title: 'IoT connectivity',
          body: 'Ostra offers IoT SIMs with multi-network coverage and SGP.32 eUICC profile management on the same account as its voice and messaging services, which is useful for products that combine connected devices with customer communications.',
        },
      ],
      faqs: [
        {
          question: 'Does Ostra offer a business phone system for employees?',
          answer:
            'Ostra does not sell a packaged unified communications app. We provide SIP trunks and APIs that power phone systems from our partners, and can recommend a partner for your needs.',
        },
      ],
    },
    {
      slug: 'ostra-vs-bandwidth',
      title: 'Ostra vs Bandwidth',
      tagline: 'How Ostra compares with Bandwidth for voice, messaging, numbers and AI workloads.',
      intro:
        'Bandwidth operates its own voice network in the United States and provides communications APIs to enterprises and software companies. Ostra also runs its own carrier network, and adds IoT connectivity, AI inference and storage on the same platform. This page outlines where each may fit.',
      sections: [
        {
          title: 'Network ownership',
          body: 'Both providers operate their own network infrastructure rather than relying solely on resold capacity. Bandwidth has a long-established US network and has expanded internationally. Ostra holds licences in more than 30 countries and operates 18 points of presence across North America, Europe and Asia-Pacific.',
        },
        {
          title: 'Product scope',
          body: 'Bandwidth concentrates on voice, messaging, numbers and emergency calling services. Ostra offers those alongside IoT SIMs, GPU inference, voice AI agents, S3-compatible storage and private networking, which can reduce the number of vendors for teams building AI-driven or device-connected products.',
        },
      ],
      faqs: [
        {
          question: 'Does Ostra support emergency calling?',
          answer:
            'Yes. Ostra numbers used for outbound voice in the US and Canada support emergency calling with validated addresses. Requirements in other countries are listed on our country-specific requirements page.',
        },
        {
          question: 'How was this comparison prepared?',
          answer:
            'It reflects publicly available information at the time of review. We update it regularly, but recommend confirming details with each provider before making a decision.',
        },
      ],
    },
  ],
}
