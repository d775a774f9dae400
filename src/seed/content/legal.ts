import type { LegalSeed } from './types'

export const legalPages: LegalSeed[] = [
  {
    slug: 'data-privacy',
    title: 'Data Privacy at Ostra',
    effectiveDate: '2026-02-01',
    summary:
      'How Ostra protects the personal data that flows through our communications platform, and the commitments we make to customers as a data processor.',
    sections: [
      {
        heading: 'Our role as processor and controller',
        paragraphs: [
          'When you use Ostra to place calls, send messages, store recordings or run AI inference, you decide what personal data is processed and why. In that relationship you are the controller and Ostra acts as your processor, handling the data only on your documented instructions as set out in our Data Processing Addendum.',
          'Ostra is a controller for a narrower set of data: information about our account holders and website visitors, billing records, and certain traffic data that telecommunications law requires us to keep as a licensed carrier. That processing is described in our Privacy Policy.',
        ],
      },
      {
        heading: 'Security certifications and audits',
        paragraphs: [
          'Our information security management system is certified to ISO/IEC 27001, and an independent auditor examines our controls each year under SOC 2 Type II. Payment-related services are assessed against PCI DSS, and we operate the platform to support customers who are subject to HIPAA.',
          'Current certificates, the latest SOC 2 report and our penetration test summaries are available to customers under NDA from the Trust Center in Mission Control.',
        ],
      },
      {
        heading: 'Where data is stored',
        paragraphs: [
          'Customers choose a primary data region (United States, European Union or Australia) for stored content such as call recordings, message bodies, transcripts and Cloud Storage objects. Content at rest stays in the chosen region except where you route traffic to other regions or enable a feature that requires it, as described in the product documentation.',
          'Transfers of personal data out of the European Economic Area, United Kingdom or Switzerland are covered by the Standard Contractual Clauses and the UK International Data Transfer Addendum, which are incorporated into our Data Processing Addendum.',
        ],
      },
      {
        heading: 'Retention and deletion',
        paragraphs: [
          'You control retention for recordings, transcripts, message bodies and stored objects, and can delete them at any time through the API or Mission Control. By default, message bodies are retained for 30 days and call recordings until you delete them.',
          'When an account is closed we delete customer content within 90 days, except where law requires us to keep specific records, such as call detail records that carriers must retain for regulatory and billing purposes.',
        ],
      },
      {
        heading: 'Sub-processors',
        paragraphs: [
          "We use a limited number of sub-processors for functions such as data-centre hosting, payment processing and customer support tooling. The current list, with each sub-processor's purpose and location, is published on our website, and customers can subscribe to receive 30 days' notice of any addition.",
        ],
      },
    ],
  },
  {
    slug: 'report-abuse',
    title: 'Report Abuse',
    effectiveDate: '2025-11-10',
    summary: 'How to report spam, fraud, robocalls or other misuse of Ostra phone numbers and services, and what happens after you do.',
    sections: [
      {
        heading: 'What to report',
        paragraphs: [
          'Please tell us about unwanted or fraudulent calls and messages originating from Ostra numbers, phishing or smishing attempts, caller ID spoofing, harassment, content that exploits children, and any attempt to use our platform to commit fraud against carriers or end users.',
          "If you are in immediate danger or are reporting a threat to someone's life, contact local emergency services first.",
        ],
      },
      {
        heading: 'How to submit a report',
        paragraphs: [
          'Use the abuse form on this page or email abuse@ostra.com. Include the phone number that contacted you, the number that received the call or message, the date and time with your time zone, and the content of the message or a description of the call. Screenshots are helpful.',
          'Carriers and industry traceback groups can reach our traceback team directly at traceback@ostra.com and we aim to respond to traceback requests within one business day.',
        ],
      },
      {
        heading: 'What happens next',
        paragraphs: [
          'Our Trust and Safety team reviews every report. Where we confirm a breach of our Acceptable Use Policy, we may suspend the number, the messaging campaign or the whole account, and we cooperate with carriers to block ongoing traffic.',
          'Because of our confidentiality obligations to customers, we cannot always share the outcome of a specific report, but every report is logged and contributes to the signals we use to detect abuse automatically.',
        ],
      },
      {
        heading: 'Stopping unwanted messages',
        paragraphs: [
          'For text messages sent through Ostra, replying STOP to the sender will opt you out of further messages from that number. Our platform enforces standard opt-out keywords across all customers, so a sender cannot override your request.',
        ],
      },
    ],
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    effectiveDate: '2026-02-01',
    summary: 'What personal data Ostra collects about customers, website visitors and end users, why we collect it, and the rights you have over it.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'This policy applies to Ostra Communications Inc. and its affiliates, including Ostra Communications Europe B.V. (together, "Ostra", "we" or "us"). It covers personal data we process as a controller when you visit our websites, create an account, contact us or attend our events.',
          'It does not cover data we process on behalf of our customers, such as the content of calls and messages they send through our platform. That processing is governed by our agreements with those customers and by their own privacy notices.',
        ],
      },
      {
        heading: 'Information we collect',
        paragraphs: [
          'Account data such as your name, business email, company, phone number and billing details; usage data such as API request logs, IP addresses and product usage metrics; and communications data such as support tickets and calls with our sales team, which may be recorded with notice.',
          'As a licensed carrier we also process traffic data, including the originating and destination numbers, timestamps and duration of calls and messages, to route traffic, bill accurately, prevent fraud and meet our legal retention obligations.',
        ],
      },
      {
        heading: 'How we use information',
        paragraphs: [
          'We use personal data to provide and secure our services, to verify identity and prevent fraud, to bill you, to provide support, to improve our products, to comply with law and, where permitted, to send you product updates and marketing that you can opt out of at any time.',
          'Where the GDPR or UK GDPR applies, we rely on performance of a contract, our legitimate interests in operating a secure and reliable network, compliance with legal obligations and, for certain marketing and cookies, your consent.',
        ],
      },
      {
        heading: 'Sharing and international transfers',
        paragraphs: [
          'We share personal data with service providers who help us operate our business, with carriers and interconnect partners as needed to route traffic, with professional advisers, and with authorities where the law requires it. We do not sell personal data.',
          'When personal data leaves the European Economic Area or the United Kingdom, we protect it with Standard Contractual Clauses or another recognised transfer mechanism.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Depending on where you live, you may have the right to access, correct, delete or port your personal data, to object to or restrict certain processing, and to withdraw consent. California residents have the rights described in the CCPA as amended by the CPRA.',
          'To exercise your rights, email privacy@ostra.com or use the privacy request form. You may also contact our Data Protection Officer at dpo@ostra.com or complain to your local data protection authority.',
        ],
      },
      {
        heading: 'Retention and changes',
        paragraphs: [
          'We keep personal data only as long as needed for the purposes above or as required by law; for example, billing records are kept for seven years. We will post any changes to this policy on this page and notify account holders by email of material changes at least 30 days before they take effect.',
        ],
      },
    ],
  },
  {
    slug: 'cookie-policy',
    title: 'Cookie Policy',
    effectiveDate: '2025-12-01',
    summary: 'Which cookies and similar technologies Ostra uses on its websites and in Mission Control, and how to control them.',
    sections: [
      {
        heading: 'What cookies are',
        paragraphs: [
          'Cookies are small text files that a website stores in your browser. We also use similar technologies such as local storage and pixels. In this policy we refer to all of them as cookies.',
        ],
      },
      {
        heading: 'Cookies we use',
        paragraphs: [
          'Strictly necessary cookies keep you signed in to Mission Control, protect forms against cross-site request forgery and remember your cookie preferences. They cannot be switched off because the site will not work without them.',
          'Analytics cookies help us understand which pages are visited and how our documentation is used, so we can improve it. Marketing cookies measure the effectiveness of our advertising campaigns. Both are only set after you opt in where consent is required.',
        ],
      },
      {
        heading: 'Managing your preferences',
        paragraphs: [
          'You can change your choices at any time through the Cookie Settings link in the footer of every page. You can also block or delete cookies in your browser settings, though some parts of the site may then stop working.',
          'We honour the Global Privacy Control signal as an opt-out of marketing cookies where the law recognises it.',
        ],
      },
      {
        heading: 'Retention',
        paragraphs: [
          'Session cookies expire when you close your browser. Persistent cookies expire after periods ranging from 24 hours to 13 months, as listed in the cookie table in the Cookie Settings panel. Your consent choices are stored for 12 months, after which we ask again.',
        ],
      },
    ],
  },
  {
    slug: 'law-enforcement-request',
    title: 'Law Enforcement Requests',
    effectiveDate: '2025-11-10',
    summary: 'How government and law enforcement agencies can request information from Ostra, and the principles we apply when we respond.',
    sections: [
      {
        heading: 'Our principles',
        paragraphs: [
          'Ostra respects the privacy of our customers and their end users and responds only to requests that are valid, specific and made under the applicable law. We review every request for legal sufficiency and narrow or challenge requests that are overbroad.',
          'Where we are legally permitted, we notify the affected customer before disclosing their information so that they can seek legal remedies.',
        ],
      },
      {
        heading: 'How to submit a request',
        paragraphs: [
          'Requests must be sent from an official government email domain to legal-process@ostra.com or served on our registered agent. Each request should identify the issuing authority, cite the legal basis, specify the phone numbers or account identifiers concerned and state the time period covered.',
          'Requests from agencies outside the United States generally need to go through a mutual legal assistance treaty or another process recognised under the law of the country where the data is held, unless an Ostra entity in your jurisdiction holds the data.',
        ],
      },
      {
        heading: 'Emergency requests',
        paragraphs: [
          'If there is an imminent risk of death or serious physical injury, we may disclose limited information without legal process. Emergency requests must be made by a law enforcement officer using the emergency disclosure form and should explain the nature of the emergency.',
        ],
      },
      {
        heading: 'What information we hold',
        paragraphs: [
          "Depending on the services used and the retention settings our customer chose, we may hold subscriber details, call detail records and message metadata. We generally do not hold call content unless the customer has enabled recording, and we do not hold end users' account information with our customers.",
          'Ostra publishes a transparency report twice a year showing the number and type of requests we received and how we responded.',
        ],
      },
    ],
  },
  {
    slug: 'acceptable-use-policy',
    title: 'Acceptable Use Policy',
    effectiveDate: '2026-01-15',
    summary: 'The rules that every Ostra customer agrees to follow when using our voice, messaging, numbers, IoT, AI and storage services.',
    sections: [
      {
        heading: 'Purpose and scope',
        paragraphs: [
          "This policy protects end users, carriers and the integrity of the Ostra network. It applies to all customers, their end customers and anyone else who uses Ostra services through a customer's account. Customers are responsible for making sure their own users comply.",
        ],
      },
      {
        heading: 'Prohibited activities',
        paragraphs: [
          'You may not use Ostra to send unsolicited commercial messages, place calls or messages without the consent required by law, spoof caller ID with intent to defraud or cause harm, distribute malware or phishing content, harass or threaten any person, or engage in toll fraud, traffic pumping or artificially inflated traffic.',
          'You may not use Ostra services to store or transmit content that exploits minors, promotes violence or terrorism, infringes intellectual property, or is otherwise illegal in the originating or destination country.',
        ],
      },
      {
        heading: 'Messaging and calling requirements',
        paragraphs: [
          'You must obtain and record appropriate consent before sending marketing messages or placing automated calls, honour opt-out requests immediately, identify your business in the first message of a conversation, and respect quiet hours required by local law.',
          'US application-to-person messaging must be registered under the 10DLC, toll-free verification or short code programme as appropriate, and content must match the registered use case.',
        ],
      },
      {
        heading: 'AI services',
        paragraphs: [
          'Where local law requires it, voice AI agents must disclose that the caller is speaking with an automated system. You may not use Ostra AI services to impersonate a real person without their consent, generate deceptive political communications, or make decisions with legal or similarly significant effects without appropriate human review.',
        ],
      },
      {
        heading: 'Enforcement',
        paragraphs: [
          'We monitor traffic patterns and investigate reports of abuse. If we believe this policy has been breached, we may block traffic, suspend numbers or campaigns, or suspend or terminate the account, with or without notice depending on the severity of the harm.',
          'We will work with customers in good faith to resolve issues, and you can appeal an enforcement decision by contacting compliance@ostra.com.',
        ],
      },
    ],
  },
  {
    slug: 'country-specific-requirements',
    title: 'Country-Specific Requirements',
    effectiveDate: '2026-03-01',
    summary: 'Additional regulatory requirements that apply when you obtain phone numbers or send traffic in certain countries.',
    sections: [
      {
        heading: 'Why requirements differ by country',
        paragraphs: [
          'Telecommunications regulators set their own rules for who may hold a phone number, how numbers can be used and what information must be verified. Ostra applies these rules as a condition of our licences, and we may need information from you before numbers can be activated.',
          'Requirements change from time to time. Mission Control always shows the current requirements for a country and number type before you place an order.',
        ],
      },
      {
        heading: 'Proof of address and identity',
        paragraphs: [
          'Countries including Germany, France, Italy, Spain, Belgium, Austria and Australia require a local or national address for the end user of a geographic number. Some, such as Italy and Spain, also require an identity document or business registration certificate.',
          'You can create reusable regulatory bundles in Mission Control so the same documents can support multiple number orders in the same country.',
        ],
      },
      {
        heading: 'Messaging registrations',
        paragraphs: [
          'In the United States, application-to-person messaging on local numbers requires 10DLC brand and campaign registration, and toll-free numbers require toll-free verification. In India, senders must register their entity, headers and templates on a DLT platform. Several countries, including Saudi Arabia, Indonesia and the Philippines, require pre-registration of alphanumeric sender IDs.',
        ],
      },
      {
        heading: 'Emergency services',
        paragraphs: [
          'Where a number can make outbound calls, many countries require accurate emergency address information. In the United States and Canada you must provide a validated emergency address for every number used for outbound voice. Ostra IoT and AI services are not a replacement for a primary emergency calling line.',
        ],
      },
      {
        heading: 'Restricted use',
        paragraphs: [
          'Some countries limit how numbers may be used: for example, certain mobile numbers may not be used for automated calls, and some national numbers may only be used by residents. If the use you intend is not permitted we will tell you before activation, and we reserve the right to reclaim numbers that are used outside their permitted scope.',
        ],
      },
    ],
  },
  {
    slug: 'terms-and-conditions',
    title: 'Website Terms and Conditions',
    effectiveDate: '2025-11-10',
    summary: 'The terms that apply to your use of the ostra.com website, documentation and community forums.',
    sections: [
      {
        heading: 'Acceptance of these terms',
        paragraphs: [
          "By visiting ostra.com or any of its subdomains, you agree to these terms. If you use Ostra's paid or trial services, the Terms and Conditions of Service also apply and take precedence over these terms where the two conflict.",
        ],
      },
      {
        heading: 'Use of site content',
        paragraphs: [
          'You may read, download and print content from this website for your own use in evaluating and using Ostra services. Code samples in our documentation are licensed under the MIT License unless stated otherwise.',
          'You may not copy our trademarks, logos or substantial parts of our website for use on another site, or imply an endorsement by Ostra that does not exist.',
        ],
      },
      {
        heading: 'Community contributions',
        paragraphs: [
          'If you post to our community forums or submit feedback, you grant Ostra a non-exclusive, worldwide, royalty-free licence to use, reproduce and display that content in connection with our services. Please do not post credentials, personal data or confidential information.',
        ],
      },
      {
        heading: 'Disclaimers and liability',
        paragraphs: [
          'Website content is provided for general information. We work hard to keep it accurate, but pricing, coverage and regulatory information can change, and the version in your account or order form governs.',
          'To the extent permitted by law, Ostra is not liable for indirect or consequential losses arising from your use of the website. Nothing in these terms limits liability that cannot be limited by law.',
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: [
          'These terms are governed by the laws of the State of Delaware, except that consumers in the European Union and United Kingdom retain the protection of the mandatory laws of their country of residence.',
        ],
      },
    ],
  },
  {
    slug: 'terms-and-conditions-of-service',
    title: 'Terms and Conditions of Service',
    effectiveDate: '2026-01-15',
    summary: 'The agreement between Ostra and its customers covering access to and use of the Ostra platform, APIs and services.',
    sections: [
      {
        heading: 'The agreement',
        paragraphs: [
          'These terms, together with any order form, the Acceptable Use Policy, the Data Processing Addendum and the service-specific terms for the products you use, form the agreement between you and the Ostra entity named in your order form or, if none, Ostra Communications Inc.',
          'If you accept these terms on behalf of an organisation, you confirm that you have authority to bind it.',
        ],
      },
      {
        heading: 'Using the services',
        paragraphs: [
          "We grant you a non-exclusive, non-transferable right to use the services during the term for your business purposes. You are responsible for your account credentials, for all activity under your account and for your end users' compliance with the Acceptable Use Policy.",
          'Phone numbers are assigned to you for use with the services and remain subject to the rules of the relevant numbering authority. Subject to those rules, you may port numbers away from Ostra at any time.',
        ],
      },
      {
        heading: 'Fees and payment',
        paragraphs: [
          'Fees are set out on our pricing pages or your order form. Prepaid balances are consumed as you use the services; invoiced accounts are billed monthly in arrears and payment is due within 30 days. We may suspend services on accounts that are more than 15 days overdue after giving notice.',
          'Carrier-imposed surcharges, regulatory fees and taxes are charged in addition to the published rates.',
        ],
      },
      {
        heading: 'Service levels and support',
        paragraphs: [
          'Our service level agreement sets out availability commitments for each product and the service credits that apply if we miss them. Service credits are your sole remedy for unavailability, except where law provides otherwise.',
        ],
      },
      {
        heading: 'Liability and indemnities',
        paragraphs: [
          "Except for breaches of confidentiality, your payment obligations and each party's indemnity obligations, each party's total liability is limited to the fees paid or payable in the twelve months before the claim. Neither party is liable for lost profits or indirect damages.",
          "You will defend Ostra against third-party claims arising from your content or your breach of the Acceptable Use Policy. We will defend you against claims that the services infringe a third party's intellectual property rights.",
        ],
      },
      {
        heading: 'Term and termination',
        paragraphs: [
          'The agreement continues until terminated. You may close your account at any time; either party may terminate for material breach not cured within 30 days of notice. On termination we will make your content available for export for 30 days before deleting it in line with the Data Processing Addendum.',
        ],
      },
    ],
  },
]
