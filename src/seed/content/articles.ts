import type { ArticleSeed } from './types'

export const articles: ArticleSeed[] = [
  {
    slug: 'voice-ai-latency-budget',
    category: 'ai',
    title: 'The latency budget of a voice AI agent, millisecond by millisecond',
    date: '2026-11-12',
    author: 'Maya Lindqvist',
    summary:
      'Callers notice a pause after about 800 milliseconds. Here is where the time goes in a voice AI pipeline and what you can do about each stage.',
    paragraphs: [
      'Humans expect a reply in conversation within roughly 200 to 500 milliseconds, and anything over 800 milliseconds starts to feel like the other side has not heard you. A voice AI agent has to fit network transport, speech recognition, end-of-turn detection, language model inference and speech synthesis inside that window, and each stage competes for the same budget.',
      'In our measurements the biggest single cost is usually end-of-turn detection: deciding the caller has finished speaking. A fixed silence timeout of 700 milliseconds is safe but slow. Semantic turn detection, which looks at the partial transcript as well as the silence, lets the agent respond after 250 to 400 milliseconds on most turns without cutting people off mid-sentence.',
      'The next largest cost is time to first token from the language model, followed by time to first audio from synthesis. Streaming matters more than raw throughput here: start synthesising the first clause while the model is still generating the rest of the sentence. Keep system prompts short, cache them where the serving stack allows, and avoid tool calls on the first turn unless they are essential.',
      'Finally, network distance adds up. Every round trip between a telephony provider, a transcription vendor, a model API and a synthesis vendor costs tens of milliseconds, and those hops often cross regions. Running the whole pipeline next to the media server, as Ostra Voice AI does, removes most of them and typically takes 150 to 300 milliseconds off each turn.',
    ],
  },
  {
    slug: '10dlc-registration-checklist',
    category: 'messaging',
    title: 'A 10DLC registration checklist that gets campaigns approved first time',
    date: '2026-10-22',
    author: 'Rebecca Thornton',
    summary:
      'Most 10DLC campaign rejections come down to a handful of avoidable mistakes. Use this checklist before you submit.',
    paragraphs: [
      'Every business sending application-to-person text messages from US local numbers must register a brand and at least one campaign with The Campaign Registry. Carriers review each campaign, and a rejection can delay a launch by a week or more. The good news is that the reasons for rejection are consistent and easy to fix in advance.',
      'Start with the brand. The legal company name, EIN and address must exactly match the records held by the IRS or your state registry, including punctuation and suffixes such as LLC or Inc. A mismatch here is the single most common cause of failed brand verification, and it is worth checking against your EIN confirmation letter before you submit.',
      'For the campaign, the description and sample messages must match what you will actually send, and the samples should include your brand name and opt-out language. Describe your opt-in flow precisely: if consent is collected on a web form, provide the URL and make sure the form includes a clear consent statement and a link to your privacy policy. Reviewers do visit those pages.',
      "Finally, make sure your website is live, lists the same business name and has a privacy policy that states mobile numbers will not be shared with third parties for marketing. Ostra's campaign API runs these checks automatically before submission and flags anything likely to be rejected, so you can fix it before it costs you a review cycle.",
    ],
  },
  {
    slug: 'pstn-switch-off-sip-migration',
    category: 'voice',
    title: 'Moving from ISDN to SIP trunks before the UK PSTN switch-off',
    date: '2026-10-01',
    author: 'Daniel Osei',
    summary:
      "With the UK's copper telephone network being retired, businesses still on ISDN need a migration plan. Here is how to approach it without downtime.",
    paragraphs: [
      "The UK's legacy public switched telephone network is being retired, with BT targeting January 2027 for the end of the switch-off. Businesses still using ISDN30 or ISDN2 lines for their phone systems need to move to IP-based alternatives, and SIP trunking is the most direct replacement for an on-premises or hosted PBX.",
      'The first step is an inventory. List every number block, every DDI range and every device that relies on the old lines, including lift emergency phones, alarm panels, franking machines and door entry systems. These are the items most often forgotten, and some need specific adapters or a separate cellular solution.',
      'Next, check whether your PBX supports SIP natively. Most systems from the last decade do, sometimes with a licence upgrade. Older systems can be connected through a media gateway that converts ISDN to SIP, which lets you migrate the lines now and replace the PBX on your own schedule.',
      'Finally, port your numbers rather than replacing them. With Ostra you can configure and test the new SIP trunk with temporary numbers, then schedule the port for a quiet period. Calls move across in a single cutover window, and your customers keep dialling the same numbers they always have.',
    ],
  },
  {
    slug: 'esim-for-iot-sgp32-explained',
    category: 'iot',
    title: 'eSIM for IoT: what SGP.32 changes for connected device makers',
    date: '2026-09-10',
    author: 'Kenji Watanabe',
    summary:
      "The GSMA's SGP.32 specification brings practical remote SIM provisioning to constrained devices. Here is what it means for your next hardware revision.",
    paragraphs: [
      'Remote SIM provisioning has existed for years in two flavours: a consumer version designed around a phone with a screen and a user, and a machine-to-machine version that relied on tight integration between operators. Neither suited the millions of low-power devices that have no user interface and no relationship with a specific operator.',
      "SGP.32, the GSMA's eSIM IoT specification, fills that gap. It introduces an eSIM IoT remote manager that tells the device when to download or switch profiles, and an IoT profile assistant that can run either on the eUICC itself or in the device firmware. The practical result is that a fleet operator can change connectivity provider over the air without touching the hardware.",
      'For device makers, the decision to make now is whether to ship with an SGP.32-ready eUICC. The extra cost per unit is small, and it protects against the most common reason for a truck roll: a network that is no longer available or commercially viable in a market where the device is deployed.',
      'Ostra supports SGP.32 profile management on our eUICC SIMs in both plastic and MFF2 solder-down form factors. Profile operations are available through the same SIM API used for activation and usage controls, so there is no separate system for your operations team to learn.',
    ],
  },
  {
    slug: 'shared-vs-dedicated-inference-endpoints',
    category: 'ai',
    title: 'Shared or dedicated? Choosing an inference deployment model',
    date: '2026-08-20',
    author: 'Aisha Karim',
    summary:
      'Per-token pricing on shared endpoints is simple, but at steady high volume dedicated GPUs can cost less and perform more predictably. How to decide.',
    paragraphs: [
      'Shared inference endpoints are the easiest way to start: you call an API, pay per token or per audio second, and never think about GPUs. The trade-off is that you share capacity with other customers, so latency at the tail can vary, and you cannot tune the serving configuration for your own workload.',
      'Dedicated endpoints reserve GPUs for you and bill per replica-hour or replica-second. They make sense when you have steady traffic that keeps the hardware busy, strict latency targets, a fine-tuned model, or a requirement to keep your workload isolated from other tenants.',
      'A simple rule of thumb is to compare your monthly token spend on shared endpoints with the cost of the smallest dedicated configuration that meets your peak throughput. If shared spend is above roughly 60% of the dedicated cost and your traffic is predictable, dedicated usually wins once you account for the latency benefits. Autoscaling narrows the gap further for spiky workloads.',
      'Many teams end up with both: dedicated capacity sized for the business-hours baseline, with overflow sent to shared endpoints. On Ostra Inference the API is the same for both, so routing between them is a configuration change rather than a code change.',
    ],
  },
  {
    slug: 'why-number-ports-get-rejected',
    category: 'numbers',
    title: 'Why number ports get rejected, and how to avoid it',
    date: '2026-07-30',
    author: 'Grace Whitfield',
    summary:
      'A rejected port can cost weeks. These are the most common reasons carriers reject port requests and how to get the details right.',
    paragraphs: [
      'Porting a number means asking the current carrier, known as the losing carrier, to release it to a new one. The losing carrier checks the request against its own records, and any mismatch is grounds for rejection. Because each rejection restarts part of the process, small errors can stretch a two-week port into six weeks.',
      'The most common problem is a mismatch in the account holder name or service address. These must match what the losing carrier has on file, which is not always what appears on your invoice. Ask the current carrier for a customer service record if you are unsure, especially for numbers that have been with the same provider for many years.',
      'Other frequent causes are a wrong account number or PIN, numbers that are part of a larger hunt group or billing telephone number that you have not included, and pending orders or outstanding balances on the old account. For wireless numbers, the account PIN often has to be generated specifically for porting.',
      "Ostra's Porting API validates number formats, checks portability and splits multi-carrier orders automatically before submission. When a rejection does happen, the webhook includes the losing carrier's reason code so you can correct the exact field and resubmit the same day.",
    ],
  },
  {
    slug: 'stir-shaken-attestation-levels',
    category: 'compliance',
    title: 'STIR/SHAKEN attestation levels explained for businesses that call customers',
    date: '2026-07-09',
    author: 'Daniel Osei',
    summary:
      'Attestation affects whether your calls are labelled as spam or blocked outright. Here is how A, B and C attestation are assigned and how to get A-level.',
    paragraphs: [
      'STIR/SHAKEN is the framework US and Canadian carriers use to sign calls with a digital certificate confirming who originated them. The originating carrier assigns one of three attestation levels, and terminating carriers and call-labelling services use that level, along with other signals, to decide how to present or treat the call.',
      'A-level, or full attestation, means the originating carrier knows the customer and has verified that the customer is authorised to use the calling number. B-level means the carrier knows the customer but cannot verify the number. C-level means the carrier is simply passing the call on, typically from an international gateway.',
      "Businesses placing calls through a cloud provider sometimes get B-level attestation because they display a number the provider did not assign, such as a main office number hosted elsewhere. The fix is either to port that number to your calling provider or to go through the provider's process for proving your right to use it.",
      'On Ostra, numbers you buy or port in are eligible for A-level attestation automatically once your business identity is verified. For numbers hosted elsewhere, you can upload a letter of authorisation and recent invoice, and our regulatory team reviews it within two business days.',
    ],
  },
  {
    slug: 'sms-opt-out-handling-best-practices',
    category: 'messaging',
    title: 'Opt-out handling for SMS: the rules and the practical details',
    date: '2026-06-18',
    author: 'Rebecca Thornton',
    summary:
      'Honouring opt-outs is a legal requirement and a deliverability factor. What counts as an opt-out and how to make sure every system respects it.',
    paragraphs: [
      'In the United States, recipients must be able to stop receiving text messages, and the FCC has made clear that consumers can revoke consent through any reasonable means, not only by replying with a specific keyword. Carriers also monitor opt-out rates, and campaigns with unusually high rates can be filtered or suspended.',
      'At a minimum your system should recognise the standard keywords STOP, END, CANCEL, UNSUBSCRIBE, QUIT and STOPALL, in any capitalisation, and send a single confirmation message. Many senders now also handle natural-language replies such as please stop texting me, either with a keyword list or a lightweight classifier.',
      'The hard part is usually not detection but propagation. If your marketing platform, appointment system and support tool each send texts, an opt-out captured in one must reach the others quickly. A shared opt-out list at the messaging provider level is the simplest way to guarantee this.',
      'Ostra enforces opt-outs at the messaging profile level, so once a recipient opts out, no application using that profile can message them until they opt back in. Opt-out events are also sent by webhook so you can update your CRM and keep your records consistent.',
    ],
  },
  {
    slug: 'answering-machine-detection-tradeoffs',
    category: 'voice',
    title: 'Answering machine detection: accuracy, speed and the trade-off between them',
    date: '2026-05-28',
    author: 'Felipe Moreau',
    summary:
      'Every outbound calling application has to decide how long to listen before classifying a call. Here is how to tune detection for your use case.',
    paragraphs: [
      'Answering machine detection listens to the first few seconds of an answered call and decides whether a person or a voicemail system picked up. It works by analysing the length and pattern of the initial greeting: people tend to say a short hello and wait, while recorded greetings are longer and continuous.',
      'The trade-off is time. The longer detection listens, the more accurate it is, but a real person who hears silence for two or three seconds will often hang up. For appointment reminders, where leaving a voicemail is an acceptable outcome, a longer window is fine. For sales or support callbacks, where reaching a person matters most, a faster decision with a small error rate is usually better.',
      'The second challenge is knowing when to start talking after a voicemail greeting. If your message begins before the beep, the first few words are lost. Greeting-end detection listens for the beep or a sustained silence so that recorded messages start at the right moment.',
      "Ostra's latest detection model improves human versus machine accuracy and reduces the delay before a voicemail drop. You can configure the maximum detection window per call, and the result is reported in the call webhook with a confidence score so your application can decide what to do with uncertain cases.",
    ],
  },
  {
    slug: 'designing-ai-to-human-handoffs',
    category: 'ai',
    title: 'Designing AI-to-human hand-offs that callers do not hate',
    date: '2026-05-07',
    author: 'Maya Lindqvist',
    summary:
      'A voice AI agent is only as good as its escape hatch. Practical patterns for transferring callers to people without losing context.',
    paragraphs: [
      "The fastest way to lose a caller's trust is to trap them in a loop with an agent that cannot help. Good voice AI deployments define, before launch, exactly when the agent should hand over: when the caller asks for a person, when the agent has failed to understand twice, when the topic is outside its tools, or when the caller sounds distressed.",
      "The transfer itself should carry context. Pass a short summary, the caller's verified identity and any data already collected to the human agent's screen, so they can greet the caller with what they know rather than starting over. A warm transfer, where the agent briefly introduces the call, works well for high-value conversations.",
      'Set expectations during the wait. If the queue is long, tell the caller the estimated wait and offer a callback. An agent that says it will connect you and then plays hold music for fifteen minutes undoes the goodwill it earned.',
      'Finally, measure hand-offs as a product metric. A rising transfer rate on a particular intent tells you where to add a tool or improve a prompt. Ostra Voice AI Agents record the reason for every transfer, which makes this analysis straightforward.',
    ],
  },
  {
    slug: 'toll-free-verification-guide',
    category: 'messaging',
    title: 'Toll-free verification: a guide for US messaging senders',
    date: '2026-04-16',
    author: 'Rebecca Thornton',
    summary:
      'Unverified toll-free numbers cannot send messages to US recipients. What verification involves and how long it takes.',
    paragraphs: [
      'Toll-free numbers are a popular choice for business messaging in the United States because they support higher throughput than a single 10DLC number and work for both voice and text. Since the industry made verification mandatory, however, messages from unverified toll-free numbers are blocked.',
      'Verification asks for your business details, a description of the use case, sample messages, the expected monthly volume and a detailed description of how recipients opt in. As with 10DLC, accuracy matters: the opt-in description should be specific enough that a reviewer could reproduce it.',
      'Review times vary with industry demand, typically ranging from a few days to a couple of weeks. You can submit verification as soon as you have the number, before your application is ready, so the review runs in parallel with your development work.',
      'In Mission Control, each toll-free number shows its verification status and any reviewer notes. If a request is rejected, you can correct the specific field and resubmit without creating a new request.',
    ],
  },
  {
    slug: 'codecs-for-voice-ai',
    category: 'ai',
    title: 'G.711, Opus or something else? Choosing codecs for voice AI',
    date: '2026-03-26',
    author: 'Felipe Moreau',
    summary:
      'Speech recognition accuracy depends heavily on the audio it receives. How codec and sample rate choices affect voice AI quality.',
    paragraphs: [
      'Most calls on the public telephone network are still carried as G.711 audio, sampled at 8 kHz. That captures frequencies up to about 3.4 kHz, which is enough for people to understand each other but removes some of the detail that helps speech recognition distinguish between similar sounds such as f and s.',
      'Wideband codecs such as G.722 and Opus sample at 16 kHz or higher and preserve much more of that detail. On calls that stay in the IP domain, for example from a WebRTC client or a SIP device that supports them, using a wideband codec can noticeably reduce word error rates for names, email addresses and alphanumeric codes.',
      'For calls that arrive from the public network, the audio is already narrowband, and upsampling does not restore lost information. What helps instead is avoiding additional transcoding steps, which add distortion and latency, and using recognition models trained on telephone audio.',
      'Ostra keeps calls in their original codec for as long as possible and feeds audio to speech recognition directly from the media server. Where both ends support it, our SIP trunks and WebRTC SDK negotiate Opus automatically.',
    ],
  },
  {
    slug: 'lte-m-nb-iot-power-saving',
    category: 'iot',
    title: 'Stretching battery life with PSM and eDRX on LTE-M and NB-IoT',
    date: '2026-03-05',
    author: 'Kenji Watanabe',
    summary:
      'A battery-powered sensor can last years or months depending on two network features. How Power Saving Mode and eDRX work and when to use each.',
    paragraphs: [
      'Cellular modems spend most of their energy not on sending data but on staying reachable. LTE-M and NB-IoT include two features designed to reduce that cost: Power Saving Mode, which lets a device effectively switch off its radio between transmissions, and extended discontinuous reception, which stretches the interval between the moments a device listens for incoming data.',
      'Power Saving Mode suits devices that report on a schedule and rarely need to receive commands, such as meters and environmental sensors. The device stays registered with the network while asleep, so it does not need to reattach when it wakes, which saves both power and time.',
      'eDRX suits devices that need to be reachable within minutes rather than hours, such as smart locks or asset trackers that accept commands. The trade-off is latency: a message sent to the device waits until its next listening window.',
      'Support for both features depends on the network and is negotiated between the device and the network at attach time. The Ostra SIM API reports the timers each device actually received, which is often different from what the firmware requested and is the first thing to check when battery life falls short of expectations.',
    ],
  },
  {
    slug: 'masked-calling-architecture',
    category: 'voice',
    title: 'How to build masked calling for a marketplace',
    date: '2026-02-12',
    author: 'Ivan Petrenko',
    summary:
      'Let buyers and sellers, or drivers and riders, talk without sharing phone numbers. The architecture, the edge cases and how to size your number pool.',
    paragraphs: [
      "Masked calling, sometimes called number proxying, connects two people through an intermediate phone number so neither sees the other's real number. It protects privacy, keeps conversations on your platform and gives you a record of interactions for dispute resolution.",
      'The core data structure is a session that binds two participants to a proxy number for a limited time. When a call or text arrives at the proxy number, you look up which session the caller belongs to and connect them to the other participant. The same proxy number can serve many sessions at once, as long as no participant is in two sessions on the same number.',
      'That constraint determines the size of your number pool. The number of proxy numbers you need is roughly the maximum number of concurrent sessions any single participant has, not the total number of sessions. For a delivery app where a courier handles ten deliveries at once, ten numbers per city are enough for thousands of active deliveries.',
      'Plan for edge cases from the start: what happens when someone calls after the session expires, how to handle international participants, and whether to record calls. A short recorded message directing late callers to your app is usually better than silence or a random connection.',
    ],
  },
  {
    slug: 'rcs-business-messaging-what-to-know',
    category: 'messaging',
    title: 'RCS business messaging: what to know before you switch from SMS',
    date: '2026-01-22',
    author: 'Aisha Karim',
    summary:
      'RCS brings branded senders, images and buttons to the native messaging app. What it offers, where it works and how to keep SMS as a fallback.',
    paragraphs: [
      'Rich Communication Services is the successor to SMS built into the default messaging apps on Android and, since iOS 18, on iPhone. For businesses, RCS offers a verified sender name and logo, read receipts, high-resolution images, carousels and suggested reply buttons, all without the recipient installing an app.',
      'The verified sender is arguably the most important feature. Recipients see your brand name and a verification badge instead of an anonymous number, which makes phishing impersonation harder and tends to improve engagement with legitimate messages.',
      "Coverage is the main constraint. Availability depends on the recipient's device, their carrier and the country, so any production deployment needs SMS fallback. Design your messages so that the fallback version still makes sense on its own, with a link in place of buttons.",
      "Ostra's Messages API lets you send the same request with RCS content and an SMS fallback. We check capability at send time and report in the delivery receipt which channel was used, so you can measure the benefit before moving more of your traffic.",
    ],
  },
  {
    slug: 'sim-swap-fraud-and-otp',
    category: 'compliance',
    title: 'SIM swap fraud and what it means for SMS one-time passcodes',
    date: '2025-12-18',
    author: 'Ivan Petrenko',
    summary:
      "Attackers who take over a victim's phone number can intercept SMS passcodes. How to detect risk before you send a code.",
    paragraphs: [
      "In a SIM swap attack, a fraudster convinces a mobile operator to move the victim's number to a SIM they control, usually by impersonating the victim. From that moment, calls and texts intended for the victim, including one-time passcodes, go to the attacker.",
      'SMS passcodes remain widely used because they work on every phone and require no app. The answer is not necessarily to abandon them but to add risk signals. The strongest single signal is whether the number has recently been moved to a new SIM, which many operators now expose through network APIs.',
      'A practical policy is to check for a SIM swap in the last 24 to 72 hours before sending a passcode for a high-risk action such as a password reset, a new payee or a large transfer. If a recent swap is detected, step up to a different factor or route the request to manual review.',
      'Ostra Number Lookup returns SIM swap status alongside line type and carrier information in a single request, so you can add the check to your authentication flow with one extra API call.',
    ],
  },
  {
    slug: 'pci-compliant-call-recording',
    category: 'compliance',
    title: 'Recording calls without bringing card data into PCI scope',
    date: '2025-11-20',
    author: 'Grace Whitfield',
    summary:
      'Call recordings that capture card numbers extend PCI DSS scope to your storage and everyone with access to it. Three techniques to avoid that.',
    paragraphs: [
      'Contact centres record calls for quality and dispute resolution, but if a customer reads out a card number, the recording becomes cardholder data under PCI DSS. The storage system, the playback tool and every person with access are then in scope for assessment.',
      'The oldest technique is pause and resume: the agent stops recording while the card details are taken. It is simple but relies on people remembering to do it every time, and it creates gaps in the recording that can make disputes harder to resolve.',
      'A more robust approach is DTMF capture with masking. The customer enters their card number on the keypad, the tones are intercepted by the platform and replaced with flat tones before they reach the agent or the recording, and the digits are passed directly to the payment processor.',
      'For conversations that include spoken card details, automatic redaction on the transcript and audio can remove sensitive numbers after the fact. Ostra supports all three methods, and DTMF masking runs inside our PCI DSS assessed environment so the digits never touch your systems.',
    ],
  },
  {
    slug: 'retrieval-for-voice-agents',
    category: 'ai',
    title: 'Retrieval for voice agents: keeping answers short, grounded and fast',
    date: '2025-10-23',
    author: 'Aisha Karim',
    summary:
      'Retrieval-augmented generation works differently on the phone than in a chat window. Lessons from deploying knowledge-grounded voice agents.',
    paragraphs: [
      'Retrieval-augmented generation lets an agent answer from your own documentation instead of relying on what the model learned in training. On the phone, however, the constraints are stricter: every extra retrieval step adds latency, and long answers that read fine on screen are tiring to listen to.',
      'Prepare content for speech. Break documents into short, self-contained chunks and store a spoken-style summary of each alongside the original text. Tables, URLs and long lists rarely translate well to audio, so provide alternatives the agent can say out loud, such as directing the caller to a text message with the link.',
      'Reduce latency by retrieving early. Start the embedding search as soon as the partial transcript contains enough information to form a query, rather than waiting for the caller to finish speaking. A small, fast embedding model co-located with the vector index usually beats a larger model several network hops away.',
      'Finally, tell the model to say when it does not know. A short answer that offers a transfer is better than a confident wrong one. Ostra Inference hosts embedding and language models in the same facility as our voice media servers, which keeps retrieval within the turn budget.',
    ],
  },
  {
    slug: 'hipaa-compliant-patient-messaging',
    category: 'compliance',
    title: 'HIPAA and patient messaging: what healthcare teams need from a provider',
    date: '2025-09-25',
    author: 'Grace Whitfield',
    summary:
      'Text messages to patients can contain protected health information. The safeguards and contract terms to look for in a communications provider.',
    paragraphs: [
      'Appointment reminders, test result notifications and care team messages are some of the most effective ways to engage patients, but they often contain protected health information under HIPAA. A provider that transmits or stores that information on your behalf is a business associate and must sign a business associate agreement.',
      "Beyond the contract, look at the safeguards. Message bodies should be encrypted in transit and at rest, you should be able to set short retention periods or disable content storage entirely, and access to logs should be restricted and audited. Ask to see the provider's security audit reports.",
      'Keep the minimum necessary principle in mind when writing messages. A reminder that says you have an appointment at Harbor Clinic on Tuesday at 10 a.m. is usually appropriate; including the reason for the visit often is not. Patients should also be able to choose how they are contacted and opt out easily.',
      'Ostra signs BAAs for voice, messaging, storage and AI services, supports configurable retention down to zero days for message content, and makes its SOC 2 Type II report and ISO 27001 certificate available to customers under NDA.',
    ],
  },
  {
    slug: 'iot-network-sunsets-2g-3g',
    category: 'iot',
    title: 'Planning for 2G and 3G sunsets across your IoT fleet',
    date: '2025-08-28',
    author: 'Kenji Watanabe',
    summary:
      'Operators worldwide are switching off legacy networks. How to find at-risk devices and plan a migration before they go dark.',
    paragraphs: [
      'Mobile operators are retiring 2G and 3G networks to free spectrum for 4G and 5G. The United States has largely completed its 3G shutdowns, and many European operators have announced or completed 3G switch-offs, with 2G following later in several markets. Devices that cannot fall back to LTE will lose connectivity when their network switches off.',
      'Start by identifying which devices depend on legacy networks. Connection records show the radio access technology each device uses, and a device that has only ever attached to 2G or 3G is the clearest risk. Devices that support LTE-M or NB-IoT may still be using 2G in areas where those networks are not yet available.',
      'For each at-risk group, weigh replacing the device against replacing just the modem, and factor in the cost of a site visit. In many cases the visit costs more than the hardware, so it is worth upgrading to a multi-mode LTE-M and NB-IoT module with an eSIM to avoid repeating the exercise.',
      'Ostra publishes a network sunset calendar for every country we cover, and the SIM API lets you filter your fleet by the technology each device used in the last 30 days, so you can build a migration list in minutes.',
    ],
  },
  {
    slug: 'webhook-reliability-idempotency',
    category: 'engineering',
    title: 'Building reliable webhook consumers for voice and messaging events',
    date: '2025-07-24',
    author: 'Ivan Petrenko',
    summary:
      'Webhooks can arrive late, out of order or more than once. Patterns for handling communications events safely.',
    paragraphs: [
      'Communications platforms report almost everything through webhooks: incoming calls, message deliveries, recording completions and porting updates. Because the internet is unreliable, every webhook provider retries failed deliveries, which means your endpoint must be ready to receive the same event more than once.',
      'Make your handlers idempotent. Every Ostra event carries a unique ID; record it when you process the event and skip any event you have already seen. For state changes, such as a message moving from sent to delivered, compare timestamps rather than assuming events arrive in order.',
      'Respond quickly. Acknowledge the webhook with a 200 status as soon as you have stored it, then process it asynchronously. Slow responses cause timeouts, which cause retries, which add load at exactly the moment your system is struggling.',
      "Finally, verify signatures. Each Ostra webhook is signed with your account's signing key, and checking the signature and timestamp protects you against forged and replayed requests. Our SDKs include a one-line helper for this in every supported language.",
    ],
  },
  {
    slug: 'measuring-call-quality-mos-jitter',
    category: 'engineering',
    title: 'Measuring call quality: MOS, jitter, packet loss and what they mean',
    date: '2025-06-19',
    author: 'Felipe Moreau',
    summary:
      'When users say a call sounded bad, these metrics tell you why. A practical guide to reading voice quality data.',
    paragraphs: [
      'Mean opinion score, or MOS, estimates how a typical listener would rate a call on a scale from 1 to 5. On networks it is calculated from measurable factors rather than surveys. A narrowband call with no impairments scores around 4.2 to 4.4, and most people notice degradation below about 3.6.',
      'The inputs to MOS are the metrics to act on. Packet loss above 1 to 2% causes clipped or robotic audio. Jitter, the variation in packet arrival times, forces the receiving jitter buffer to add delay or drop late packets. Round-trip latency above about 300 milliseconds makes people talk over each other.',
      'Look at which leg of the call is affected. If quality is poor only on calls from one office, the problem is usually local: a congested uplink, Wi-Fi, or a firewall that inspects SIP. If it is poor only on calls to a particular country or carrier, the issue is likely further along the path.',
      'Ostra reports MOS, jitter, packet loss and latency for each leg of every call, and Mission Control can group them by trunk, region and destination carrier to show patterns that a single bad call cannot.',
    ],
  },
  {
    slug: 'gpu-inference-cost-per-token',
    category: 'ai',
    title: 'What actually drives the cost of GPU inference',
    date: '2025-05-15',
    author: 'Aisha Karim',
    summary:
      'Model size matters, but batching, context length and output length often matter more. A guide to reasoning about inference cost.',
    paragraphs: [
      'The cost of serving a language model is determined by how many useful tokens a GPU can produce per second, divided into the hourly cost of that GPU. Model size sets a ceiling, but how requests are batched and how long they are usually decide where you land.',
      'Batching is the biggest lever. A GPU processing one request at a time spends much of its time waiting on memory; processing dozens together uses the same memory reads for many requests. Serving stacks with continuous batching can raise throughput severalfold at the cost of slightly higher latency per request.',
      'Context length matters because every token in the prompt consumes memory for the key-value cache for as long as the request is active. Long system prompts, verbose retrieval results and full conversation histories all reduce how many requests fit on a GPU. Prompt caching helps when many requests share the same prefix.',
      'Output tokens are the most expensive per token because they are generated one at a time. Asking a model to be concise, using structured outputs instead of prose, and setting sensible maximum lengths are the simplest ways to cut inference bills without changing models.',
    ],
  },
  {
    slug: 'alphanumeric-sender-id-by-country',
    category: 'messaging',
    title: 'Alphanumeric sender IDs: where they work and what registration they need',
    date: '2025-03-20',
    author: 'Rebecca Thornton',
    summary:
      'Sending texts from your brand name instead of a number improves recognition, but the rules vary widely by country.',
    paragraphs: [
      'An alphanumeric sender ID replaces the phone number on a text message with a short name of up to 11 characters, such as your brand. Recipients recognise the sender immediately, which improves open rates and makes impersonation slightly harder.',
      'Support varies by country. The United States and Canada do not support alphanumeric sender IDs for application-to-person messaging. Much of Europe supports them without registration, although some countries, including several in the Middle East and Asia, require pre-registration with the operator or regulator, which can take several weeks.',
      'Alphanumeric senders are one-way: recipients cannot reply. If your use case depends on replies, such as appointment confirmations, you will need a phone number in each market instead, or a mixed approach where notifications come from the brand name and conversational messages from a number.',
      'Ostra maintains registration requirements for every destination in Mission Control and handles submissions to operators on your behalf. Messages to countries that require registration are held until the sender ID is approved, so you do not risk having them replaced with a generic sender.',
    ],
  },
  {
    slug: 'international-number-porting-guide',
    category: 'numbers',
    title: 'Porting numbers outside the US: a country-by-country primer',
    date: '2025-01-23',
    author: 'Grace Whitfield',
    summary:
      'Number portability exists in most countries, but documents, timelines and rules differ. What to expect in the UK, EU, Australia and beyond.',
    paragraphs: [
      'Most countries with competitive telecom markets require operators to support number portability, but the process is set nationally. Expect differences in the documents required, the timeline, and whether numbers can be ported individually or only as complete ranges.',
      'In the United Kingdom, geographic numbers are ported through a process coordinated between the gaining and losing providers, and the losing provider is identified by the range holder. Simple ports typically complete within a couple of weeks; complex ports that involve number ranges or multiple lines take longer.',
      'Across the European Union, portability is a legal right, and some countries have moved to centralised databases with short porting windows. Documentation requirements are often stricter than in the United States, frequently including proof of address and a company registration extract for business numbers. Australia has a well-established process with separate timelines for simple and complex ports.',
      "Before starting any international port, confirm that the numbers can legally be held by your business in that country and that the gaining provider offers all the services you need on those numbers. Ostra's regulatory team reviews international port requests before submission to catch problems early.",
    ],
  },
]
