import type { ProductSeed } from './types'

export const products: ProductSeed[] = [
  {
    slug: 'voice-ai',
    name: 'Voice AI',
    category: 'AI',
    tagline: 'Speech recognition, synthesis and language models running next to the call, not across the internet.',
    intro:
      'Ostra Voice AI puts speech-to-text, text-to-speech and LLM inference on the same GPUs that sit beside our media servers. Audio never leaves the Ostra network between the caller and the model, so turn-taking stays under a second even on PSTN calls.',
    sections: [
      {
        title: 'Inference colocated with media',
        body: 'Every Ostra point of presence that terminates calls also hosts GPU clusters for transcription, synthesis and language models. Audio frames go from the RTP stream straight to the model over the local fabric instead of crossing the public internet to a third-party endpoint. That removes two network hops and typically 200–400 ms from each conversational turn.',
      },
      {
        title: 'Streaming speech-to-text',
        body: 'Transcription runs in streaming mode on 8 kHz and 16 kHz audio with interim results every 100 ms and endpointing tuned for telephony. Choose between Ostra-hosted Whisper-class models and Deepgram or Google engines per call. Keyword boosting, custom vocabularies and 40+ languages are supported out of the box.',
      },
      {
        title: 'Natural text-to-speech',
        body: 'Generate speech with low first-byte latency from a catalogue of more than 300 voices across 30 languages, including neural voices tuned for narrowband telephony. SSML controls pauses, pronunciation and emphasis. Audio is streamed into the call as it is produced, so playback starts before the full sentence is synthesized.',
      },
    ],
    features: [
      {
        title: 'Barge-in detection',
        body: 'Voice activity detection interrupts playback the moment the caller starts speaking.',
      },
      {
        title: 'Bring your own model',
        body: 'Point any call at an OpenAI-compatible endpoint or use open-weight models hosted by Ostra.',
      },
      {
        title: 'Per-second billing',
        body: 'Transcription and synthesis are metered per second of audio, with no minimum commitment.',
      },
    ],
    stats: [
      { value: '<500 ms', label: 'median voice-to-voice response time' },
      { value: '40+', label: 'transcription languages' },
      { value: '300+', label: 'text-to-speech voices' },
    ],
    faqs: [
      {
        question: 'Which models can I use?',
        answer:
          'You can use Ostra-hosted open-weight models such as Llama 3.1 and Mistral, or forward requests to any OpenAI-compatible endpoint you control. Transcription and synthesis engines are selected per call.',
      },
      {
        question: 'Does Voice AI work on calls that did not start on Ostra?',
        answer:
          'Yes. You can bring calls in over SIP trunking or WebRTC, or stream audio from your own platform over a WebSocket media stream, and still run transcription and synthesis on Ostra.',
      },
      {
        question: 'Is call audio used to train models?',
        answer:
          'No. Audio and transcripts are processed to serve your request and are retained only as long as your configured retention policy allows. They are never used to train Ostra or third-party models.',
      },
    ],
    code: {
      language: 'bash',
      code: `curl -X POST https://api.ostra.com/v2/calls/$CALL_ID/actions/transcription_start \\
  -H "Authorization: Bearer $OSTRA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "engine": "ostra-whisper",
    "language": "en-US",
    "interim_results": true,
    "tracks": "both",
    "webhook_url": "https://example.com/webhooks/transcripts"
  }'`,
    },
  },
  {
    slug: 'voice-api',
    name: 'Voice API',
    category: 'Voice',
    tagline: 'Programmable calling on a private, global IP network with carrier-grade call quality.',
    intro:
      'The Ostra Voice API lets you place, receive and control calls in over 100 countries with a few REST requests and webhooks. Calls ride our own private backbone and licensed carrier interconnects, so you get predictable latency and clear audio instead of best-effort routing.',
    sections: [
      {
        title: 'Full call control',
        body: 'Answer, bridge, transfer, record, play audio, gather DTMF and fork media with individual commands issued against a live call. Each state change is reported through signed webhooks so your application always knows where a call stands. Commands are idempotent, so retries after a timeout never double-dial.',
      },
      {
        title: 'Built on a private network',
        body: 'Ostra operates its own IP backbone between 18 points of presence and holds direct interconnects with incumbent carriers in the US, Canada and Europe. Media is anchored at the PoP nearest the caller rather than in one central region. The result is lower jitter, fewer hops and a shorter list of parties who can touch your traffic.',
      },
      {
        title: 'HD audio and modern codecs',
        body: 'The platform supports G.711 µ-law and A-law, G.722, G.729, AMR-WB and Opus, transcoding only when both legs cannot agree. Wideband is negotiated end to end wherever the far side supports it. Recordings are captured in dual-channel WAV or MP3 and stored in Ostra Cloud Storage or your own bucket.',
      },
    ],
    features: [
      {
        title: 'Media streaming',
        body: 'Fork live call audio to a WebSocket in real time for analytics or AI agents.',
      },
      {
        title: 'Answering machine detection',
        body: 'Premium AMD distinguishes humans from voicemail greetings with beep detection.',
      },
      {
        title: 'SDKs in six languages',
        body: 'Official libraries for Node.js, Python, Java, .NET, Go and Ruby.',
      },
    ],
    stats: [
      { value: '100+', label: 'countries with outbound calling' },
      { value: '99.999%', label: 'platform availability SLA' },
      { value: '18', label: 'global media points of presence' },
    ],
    faqs: [
      {
        question: 'How are calls billed?',
        answer:
          'Calls are billed per minute with per-second increments after the first minute in most destinations. Rates depend on the destination and number type, and are listed on the [Call Control pricing page](/pricing/call-control).',
      },
      {
        question: 'Can I port my existing numbers?',
        answer:
          'Yes. US and Canadian numbers can be ported through the portal or the Porting API, with FastPort activations available for most carriers. International ports are handled by our porting team.',
      },
      {
        question: 'Do you support STIR/SHAKEN?',
        answer:
          'Ostra signs outbound US calls with A-level attestation when you place them from numbers you own on Ostra, and passes verification results for inbound calls in the webhook payload.',
      },
      {
        question: 'What happens if my webhook is unreachable?',
        answer:
          'You can configure a failover URL for each application. If both fail, Ostra retries with exponential backoff and the call follows the fallback behaviour you set, such as forwarding to a SIP URI.',
      },
    ],
    code: {
      language: 'bash',
      code: `curl -X POST https://api.ostra.com/v2/calls \\
  -H "Authorization: Bearer $OSTRA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "connection_id": "1684641123236054244",
    "to": "+14155550123",
    "from": "+13125550188",
    "answering_machine_detection": "premium",
    "webhook_url": "https://example.com/webhooks/voice"
  }'`,
    },
  },
  {
    slug: 'texml',
    name: 'TeXML',
    category: 'Voice',
    tagline: 'Describe call flows in familiar XML and run them on Ostra without rewriting your app.',
    intro:
      'TeXML is a markup language for voice applications: your server returns XML instructions such as Say, Gather, Dial and Record, and Ostra executes them. It is compatible with the verbs many teams already use, so migrating an existing IVR is usually a matter of changing a URL.',
    sections: [
      {
        title: 'Compatible by design',
        body: 'TeXML supports the common voice verbs and nouns, including Say, Play, Gather, Dial, Conference, Record, Enqueue and Redirect, with matching attributes and callback parameters. Existing applications can point their webhook at Ostra and keep their XML. Where behaviour differs, the differences are documented verb by verb.',
      },
      {
        title: 'Hosted TeXML bins',
        body: 'Not every flow needs a server. Store static TeXML documents on Ostra and attach them to a number for simple routing, voicemail or after-hours messages. Bins support templated variables such as the caller number, so one document can serve many numbers.',
      },
      {
        title: 'Mix markup with the REST API',
        body: 'Start a call with TeXML and modify it mid-flight through the REST API, or create outbound calls that fetch their instructions from a URL. You can escalate to the full Call Control API for a specific call when a flow outgrows markup. Both share the same numbers, recordings and billing.',
      },
    ],
    features: [
      {
        title: 'Speech and DTMF gather',
        body: 'Collect keypad input or spoken responses with configurable timeouts and hints.',
      },
      {
        title: 'Conferencing',
        body: 'Up to 250 participants per conference with coaching, muting and recording.',
      },
      {
        title: 'Signed requests',
        body: 'Every request to your server carries an Ed25519 signature you can verify.',
      },
    ],
    stats: [
      { value: '30+', label: 'supported verbs and nouns' },
      { value: '250', label: 'participants per conference' },
      { value: '<1 day', label: 'typical IVR migration time' },
    ],
    faqs: [
      {
        question: 'Do I need to change my XML to migrate?',
        answer:
          'In most cases no. Point your number at your existing URL and Ostra will request and execute the same documents. Check the compatibility table for the few attributes that behave differently.',
      },
      {
        question: 'Is TeXML priced differently from the Voice API?',
        answer:
          'No. TeXML calls are billed at the same per-minute rates as Call Control, and features such as recording or speech recognition are billed at their usual rates.',
      },
      {
        question: 'Which text-to-speech voices does Say support?',
        answer:
          'Say supports Ostra neural voices and Amazon Polly voices in more than 30 languages. Set the voice and language attributes, or use SSML inside the Say element.',
      },
    ],
    code: {
      language: 'bash',
      code: `curl -X POST https://api.ostra.com/v2/texml/calls/$TEXML_APP_ID \\
  -H "Authorization: Bearer $OSTRA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "To": "+14155550123",
    "From": "+13125550188",
    "Url": "https://example.com/texml/welcome.xml",
    "StatusCallback": "https://example.com/webhooks/status"
  }'`,
    },
  },
  {
    slug: 'webrtc',
    name: 'WebRTC',
    category: 'Voice',
    tagline: 'Put calling in the browser and in mobile apps, connected to the phone network.',
    intro:
      'Ostra WebRTC SDKs let users place and receive calls from web, iOS and Android apps, bridged to phone numbers, SIP endpoints or other app users. Signaling and TURN relays run in every Ostra region, so clients connect to infrastructure close to them.',
    sections: [
      {
        title: 'SDKs for every client',
        body: 'The JavaScript SDK works in Chrome, Firefox, Safari and Edge, and native SDKs are available for iOS in Swift and Android in Kotlin, plus a Flutter plugin. Each SDK handles ICE negotiation, reconnection on network change and device selection. Push notifications wake mobile apps for incoming calls through CallKit and ConnectionService.',
      },
      {
        title: 'Opus end to end',
        body: 'Browser and app legs use Opus at up to 48 kHz with forward error correction and packet-loss concealment. When a call reaches the PSTN, Ostra transcodes at the edge closest to the carrier handoff. App-to-app calls stay wideband the entire way.',
      },
      {
        title: 'Short-lived credentials',
        body: 'Your backend mints JSON Web Tokens scoped to a single user and a lifetime you choose, so API keys never reach the client. Tokens can be revoked at any time. Telephony credentials can be restricted to specific outbound destinations to prevent abuse.',
      },
    ],
    features: [
      {
        title: 'Regional TURN',
        body: 'TURN over UDP, TCP and TLS on port 443 gets through strict corporate firewalls.',
      },
      {
        title: 'Call quality stats',
        body: 'MOS, jitter, packet loss and round-trip time reported per call in real time.',
      },
      {
        title: 'Video support',
        body: 'VP8 and H.264 video for app-to-app calls alongside audio.',
      },
    ],
    stats: [
      { value: '48 kHz', label: 'Opus wideband audio' },
      { value: '5', label: 'client SDKs: JS, iOS, Android, Flutter, React Native' },
      { value: '12', label: 'TURN regions worldwide' },
    ],
    faqs: [
      {
        question: 'Can a WebRTC user call a regular phone number?',
        answer:
          'Yes. WebRTC clients can dial any destination your account is enabled for, and incoming calls to your Ostra numbers can be routed to one or more logged-in clients.',
      },
      {
        question: 'How do I authenticate clients?',
        answer:
          'Create a telephony credential in the API, then have your backend generate a short-lived token for each user session. The SDK uses the token to register; your API key stays on the server.',
      },
      {
        question: 'Is WebRTC media encrypted?',
        answer: 'Yes. All WebRTC media uses DTLS-SRTP and signaling uses secure WebSockets. Encryption is mandatory and cannot be disabled.',
      },
    ],
    code: {
      language: 'javascript',
      code: `import { OstraRTC } from '@ostra/webrtc'

// Your backend mints a short-lived login token (API key stays server-side):
// POST https://api.ostra.com/v2/telephony_credentials/{id}/token
//   Authorization: Bearer $OSTRA_API_KEY
const { token } = await fetch('/api/ostra-token').then((r) => r.json())

const client = new OstraRTC({ login_token: token })
client.on('ostra.ready', () => {
  client.newCall({ destinationNumber: '+14155550123', callerNumber: '+13125550188' })
})
await client.connect()`,
    },
  },
  {
    slug: 'sip-trunks',
    name: 'SIP Trunking',
    category: 'Voice',
    tagline: 'Elastic SIP trunks for your PBX or contact center, with no channel limits to buy.',
    intro:
      'Ostra SIP Trunking connects any SIP-compliant PBX, SBC or contact center platform to the phone network in more than 100 countries. Capacity scales with your traffic instead of a fixed channel count, and you pay only for the minutes you use.',
    sections: [
      {
        title: 'Elastic capacity',
        body: 'There are no channel bundles to size in advance. A trunk handles as many concurrent calls as your traffic needs, subject to a self-service safety limit you can raise from the portal. Seasonal peaks and campaign days no longer require a change order.',
      },
      {
        title: 'Certified with major PBXs',
        body: 'Configuration guides and tested profiles are available for Microsoft Teams Direct Routing, Cisco CUBE, Avaya, Mitel, 3CX, FreePBX, Asterisk and Ribbon SBCs. Authenticate with IP allow-listing or digest credentials. SIP over UDP, TCP and TLS with SRTP are all supported.',
      },
      {
        title: 'Resilient by default',
        body: 'Each trunk is reachable through anycast signaling addresses in North America, Europe and Asia-Pacific, and failover between Ostra sites is automatic. You can configure up to five inbound destinations per number with weighted and priority routing. If your PBX goes offline, calls can forward to a mobile number or voicemail.',
      },
    ],
    features: [
      {
        title: 'Emergency calling',
        body: 'E911 with dynamic location in the US and Canada, managed per number.',
      },
      {
        title: 'Codec flexibility',
        body: 'G.711, G.722, G.729 and Opus, with T.38 for fax over SIP.',
      },
      {
        title: 'Real-time quality',
        body: 'Per-call MOS, jitter and packet loss visible in the Mission Control portal.',
      },
    ],
    stats: [
      { value: 'Unlimited', label: 'concurrent channels' },
      { value: '<150 ms', label: 'post-dial delay on US domestic calls' },
      { value: '100+', label: 'countries for inbound and outbound' },
    ],
    faqs: [
      {
        question: 'Do I need to buy channels?',
        answer: 'No. Trunks are elastic and billed per minute. You set a concurrent call limit for cost control and can change it at any time.',
      },
      {
        question: 'Can I use SIP Trunking with Microsoft Teams?',
        answer:
          'Yes. You can connect Teams through Direct Routing with your own SBC, or use the Ostra Teams integration, which provides a hosted SBC and handles certificates for you.',
      },
      {
        question: 'How is emergency calling handled?',
        answer:
          'Each US or Canadian number can be assigned a validated service address. Dynamic E911 lets Teams and other supported clients pass the caller location at call time.',
      },
    ],
  },
  {
    slug: 'sms-api',
    name: 'SMS API',
    category: 'Messaging',
    tagline: 'Send and receive text messages worldwide with direct carrier connections and clear delivery receipts.',
    intro:
      'The Ostra SMS API delivers messages through direct connections to US and Canadian carriers and vetted routes in more than 190 countries. You get one API for long codes, toll-free numbers and short codes, with detailed delivery reports for every segment.',
    sections: [
      {
        title: 'Direct carrier routes',
        body: 'In North America, Ostra holds direct connections to AT&T, T-Mobile and Verizon, plus the major Canadian carriers, so messages do not pass through extra aggregators. Internationally, routes are chosen per destination based on measured delivery rates. Fewer intermediaries means faster delivery and clearer error codes.',
      },
      {
        title: 'Number pools and sticky sender',
        body: 'Group numbers into a messaging profile and let Ostra choose the sender per recipient. Sticky sender keeps the same number for each conversation, and geomatch picks a local area code. Throughput is spread across the pool automatically.',
      },
      {
        title: 'Built-in compliance tools',
        body: 'STOP, HELP and START keywords are handled automatically per messaging profile, with customizable replies. Opt-outs are enforced across every number in the profile. URL shortening uses branded domains to avoid carrier filtering of public shorteners.',
      },
    ],
    features: [
      {
        title: 'Unicode and concatenation',
        body: 'GSM-7 and UCS-2 encoding with automatic segmentation up to 10 segments.',
      },
      {
        title: 'Scheduled sending',
        body: 'Queue messages for delivery at a specific time up to 7 days ahead.',
      },
      {
        title: 'Delivery webhooks',
        body: 'Queued, sent, delivered and failed events with carrier error codes.',
      },
    ],
    stats: [
      { value: '190+', label: 'destination countries' },
      { value: '<3 s', label: 'median US delivery time' },
      { value: '3', label: 'direct US carrier connections' },
    ],
    faqs: [
      {
        question: 'Do I need to register to send SMS in the US?',
        answer:
          'Yes. Application-to-person traffic on US long codes must be registered through 10DLC, and toll-free numbers must be verified. Ostra handles both registrations through the portal and API.',
      },
      {
        question: 'How fast can I send?',
        answer:
          'Throughput depends on the number type and registration. Registered 10DLC campaigns get carrier-assigned limits, toll-free numbers start at 3 messages per second and short codes support 100 or more per second.',
      },
      {
        question: 'Are inbound messages free?',
        answer:
          'Inbound messages on most number types are billed at a **low per-segment rate**, shown on the [Messaging pricing page](/pricing/messaging). Carrier pass-through fees apply only to outbound US traffic.',
      },
    ],
    code: {
      language: 'bash',
      code: `curl -X POST https://api.ostra.com/v2/messages \\
  -H "Authorization: Bearer $OSTRA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "from": "+13125550188",
    "to": "+14155550123",
    "text": "Your order #4821 has shipped and arrives Thursday.",
    "messaging_profile_id": "40017f2a-1b7e-4c2e-9a1f-5d3c8b0e2a61",
    "webhook_url": "https://example.com/webhooks/sms"
  }'`,
    },
  },
  {
    slug: 'mms-api',
    name: 'MMS API',
    category: 'Messaging',
    tagline: 'Send images, video, audio and vCards to phones in the US and Canada.',
    intro:
      'The Ostra MMS API sends and receives multimedia messages through the same endpoint as SMS. Attach media by URL, and Ostra fetches, transcodes and sizes it for each carrier so it arrives looking right.',
    sections: [
      {
        title: 'Carrier-aware transcoding',
        body: 'Carriers cap MMS size differently, from about 600 KB up to 1 MB or more. Ostra resizes images and re-encodes video to fit the recipient carrier limit automatically. You send one file and every recipient gets a version their handset can display.',
      },
      {
        title: 'Rich media types',
        body: 'Send JPEG, PNG, GIF, MP4, 3GP, MP3, AMR, vCard and PDF attachments, up to 10 media items per message. Add a subject line and text body alongside the media. Inbound MMS media is stored for 30 days and exposed as signed URLs in your webhook.',
      },
      {
        title: 'Group messaging',
        body: 'Create group MMS conversations with up to 8 recipients from a single long code. Replies from any member are delivered to your webhook with the full participant list. This is well suited to service coordination, such as a customer, a technician and a dispatcher on one thread.',
      },
    ],
    features: [
      {
        title: 'SMS fallback',
        body: 'Automatically send a link via SMS when the handset cannot receive MMS.',
      },
      {
        title: 'Media hosting',
        body: 'Upload media to Ostra once and reuse it by ID in future messages.',
      },
      {
        title: 'Same API as SMS',
        body: 'One endpoint, one webhook format, one set of number pools.',
      },
    ],
    stats: [
      { value: '10', label: 'media attachments per message' },
      { value: '1 MB', label: 'maximum delivered size on major US carriers' },
      { value: '8', label: 'recipients per group MMS' },
    ],
    faqs: [
      {
        question: 'Which countries support MMS?',
        answer:
          'MMS is supported on US and Canadian long codes, toll-free numbers and short codes. For other countries, Ostra can send an SMS containing a link to the hosted media.',
      },
      {
        question: 'How is MMS billed?',
        answer:
          'Each MMS message is billed as one message regardless of the number of attachments, plus any applicable carrier pass-through fee. Prices are on the [Messaging pricing page](/pricing/messaging).',
      },
      {
        question: 'What happens if my media is too large?',
        answer:
          'Ostra compresses images and video to fit the recipient carrier limit. If a file cannot be reduced enough, the message fails with a descriptive error code before it is billed.',
      },
    ],
    code: {
      language: 'python',
      code: `import os
import requests

resp = requests.post(
    "https://api.ostra.com/v2/messages",
    headers={"Authorization": f"Bearer {os.environ['OSTRA_API_KEY']}"},
    json={
        "from": "+13125550188",
        "to": "+14155550123",
        "subject": "Your delivery photo",
        "text": "Your package was left at the front door.",
        "media_urls": ["https://example.com/proof/4821.jpg"],
    },
)
print(resp.json()["data"]["id"])`,
    },
  },
  {
    slug: 'sms-short-code',
    name: 'SMS Short Codes',
    category: 'Messaging',
    tagline: 'Five- and six-digit numbers for high-volume alerts, one-time passwords and promotions.',
    intro:
      'Short codes are the highest-throughput, most trusted sender type for text messaging in the US and Canada. Ostra handles the application, carrier approvals and provisioning, then routes your traffic over direct carrier connections.',
    sections: [
      {
        title: 'Dedicated, vetted and fast',
        body: 'A dedicated short code is pre-approved by every major carrier for a specific use case, so messages are far less likely to be filtered. Throughput starts at 100 messages per second and can be raised for large campaigns. Short codes are ideal for OTP delivery, fraud alerts and time-sensitive marketing.',
      },
      {
        title: 'We run the approval process',
        body: 'Our messaging compliance team prepares your short code application, reviews your opt-in flow and terms, and works with carriers on any questions. Typical approval takes 8 to 12 weeks in the US. You can track each carrier approval from the portal.',
      },
      {
        title: 'Vanity or random',
        body: 'Choose a random short code or lease a vanity code that spells a word or matches your brand. Codes are leased from the US Short Code registry for 3, 6 or 12 month terms. Ostra manages renewals so your code never lapses.',
      },
    ],
    features: [
      {
        title: 'MMS-enabled',
        body: 'Send images and video from the same short code on supported carriers.',
      },
      {
        title: 'Keyword management',
        body: 'Route keywords and opt-ins to different webhooks or auto-replies.',
      },
      {
        title: 'Migration support',
        body: 'Move an existing short code from another provider without reapplying.',
      },
    ],
    stats: [
      { value: '100+', label: 'messages per second' },
      { value: '8–12 weeks', label: 'typical carrier approval' },
      { value: '99%+', label: 'typical delivery rate on approved programs' },
    ],
    faqs: [
      {
        question: 'Short code, toll-free or 10DLC: which should I use?',
        answer:
          'Use a short code for high-volume or time-critical traffic such as OTPs and alerts to large audiences. Toll-free and 10DLC suit conversational and lower-volume traffic and are faster to launch.',
      },
      {
        question: 'Can I use a short code in Canada?',
        answer:
          'Yes. Canadian short codes are leased separately through the Canadian registry, and Ostra can apply for both US and Canadian codes at the same time.',
      },
      {
        question: 'What do I need to provide to apply?',
        answer:
          'A description of the program, sample messages, your opt-in method with screenshots, HELP and STOP responses, and links to your privacy policy and terms. Our team will review it with you before submission.',
      },
    ],
  },
  {
    slug: '10dlc-registration',
    name: '10DLC Registration',
    category: 'Messaging',
    tagline: 'Register your brand and campaigns once, and send A2P SMS from local numbers with full throughput.',
    intro:
      'US carriers require businesses to register application-to-person messaging on standard 10-digit long codes. Ostra handles brand and campaign registration with The Campaign Registry, vetting and carrier approval from the portal or the API.',
    sections: [
      {
        title: 'Brand and campaign in one flow',
        body: 'Submit your company details, EIN and contact information once to create a brand, then register campaigns for each use case, such as customer care, account notifications or marketing. Ostra validates the fields before submission to avoid avoidable rejections. Most campaigns are reviewed within a few business days.',
      },
      {
        title: 'Higher throughput with vetting',
        body: 'Carrier throughput and daily caps depend on your brand trust score. Secondary vetting can raise that score and unlock higher T-Mobile daily limits and AT&T message class throughput. Ostra orders vetting for you and shows the resulting limits per carrier.',
      },
      {
        title: 'Built for platforms',
        body: 'ISVs can register brands on behalf of their customers through the API and assign numbers to each campaign programmatically. Webhooks report every status change, from submitted to approved or rejected with a reason. Campaigns can be shared to Ostra from another connectivity partner when you migrate.',
      },
    ],
    features: [
      {
        title: 'Pre-submission review',
        body: 'Our compliance team checks sample messages and opt-in language before carriers do.',
      },
      {
        title: 'Sole proprietor support',
        body: 'Register individuals without an EIN under the sole proprietor brand type.',
      },
      {
        title: 'Bulk number assignment',
        body: 'Attach hundreds of numbers to a campaign with a single API call.',
      },
    ],
    stats: [
      { value: '3–7 days', label: 'typical campaign approval' },
      { value: '75 MPS', label: 'top AT&T throughput per campaign' },
      { value: '2,000+', label: 'campaigns registered through Ostra' },
    ],
    faqs: [
      {
        question: 'What does 10DLC registration cost?',
        answer:
          'Brand registration, vetting and campaign fees are set by The Campaign Registry and carriers and are passed through *at cost*. See the [Messaging pricing page](/pricing/messaging) for current amounts.',
      },
      {
        question: 'What happens if I send without registering?',
        answer: 'Unregistered A2P traffic on long codes is blocked by US carriers. Register before sending to avoid failed messages and carrier penalties.',
      },
      {
        question: 'Why was my campaign rejected?',
        answer:
          'Common reasons are an unverifiable website, missing opt-in description, or sample messages that do not match the use case. The rejection reason appears in the portal and Ostra support can help you resubmit.',
      },
    ],
  },
  {
    slug: 'rcs',
    name: 'RCS Business Messaging',
    category: 'Messaging',
    tagline: 'Branded, verified messages with rich cards, carousels and suggested replies in the native inbox.',
    intro:
      'RCS Business Messaging upgrades SMS with your logo, a verified sender badge, rich media and interactive buttons, delivered to the default messaging app on Android and iOS. Ostra sends RCS through the same Messages API and falls back to SMS automatically when a handset does not support it.',
    sections: [
      {
        title: 'A verified brand in the inbox',
        body: 'Every RCS agent displays your name, logo, brand color and a verified checkmark, so recipients know the message is genuinely from you. That trust matters for delivery updates, payment reminders and fraud alerts. Ostra manages agent creation and carrier launch approvals.',
      },
      {
        title: 'Interactive by default',
        body: 'Send rich cards with images and buttons, carousels of up to 10 cards, suggested replies and suggested actions such as dial, open URL or share location. Customers can reschedule, pay or confirm without leaving the conversation. Read receipts and typing indicators show how people engage.',
      },
      {
        title: 'Automatic SMS fallback',
        body: 'Before sending, Ostra checks RCS capability for each recipient. If the device or carrier cannot receive RCS, the message is sent as SMS or MMS with text you specify. You write one request and reach every phone.',
      },
    ],
    features: [
      {
        title: 'Read receipts',
        body: 'Know when a message was delivered and when it was read.',
      },
      {
        title: 'Capability check',
        body: 'Query RCS reachability for a number before you send.',
      },
      {
        title: 'One Messages API',
        body: 'RCS, SMS and MMS share endpoints, webhooks and number pools.',
      },
    ],
    stats: [
      { value: '10', label: 'cards per carousel' },
      { value: '1B+', label: 'RCS-capable devices worldwide' },
      { value: '11', label: 'suggested replies or actions per message' },
    ],
    faqs: [
      {
        question: 'Does RCS work on iPhone?',
        answer:
          'Yes. iOS 18 and later support RCS where the carrier has enabled it. Reachability varies by carrier and country, so use the capability check or rely on automatic SMS fallback.',
      },
      {
        question: 'How long does it take to launch an RCS agent?',
        answer: 'Brand verification and carrier launch approval typically take two to six weeks depending on the countries and carriers you target.',
      },
      {
        question: 'How is RCS priced?',
        answer:
          'RCS is billed per message, with separate rates for basic text messages and rich messages that include cards or media. Fallback SMS is billed at standard SMS rates.',
      },
    ],
    code: {
      language: 'bash',
      code: `curl -X POST https://api.ostra.com/v2/messages/rcs \\
  -H "Authorization: Bearer $OSTRA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "agent_id": "ostra_demo_agent",
    "to": "+14155550123",
    "rich_card": {
      "title": "Your appointment is tomorrow at 10:00",
      "media_url": "https://example.com/img/clinic.png",
      "suggestions": [{ "reply": "Confirm" }, { "reply": "Reschedule" }]
    },
    "sms_fallback": { "from": "+13125550188", "text": "Reply C to confirm your 10:00 appointment." }
  }'`,
    },
  },
  {
    slug: 'phone-numbers',
    name: 'Phone Numbers',
    category: 'Numbers',
    tagline: 'Search, buy and manage local, national, mobile and toll-free numbers in over 110 countries.',
    intro:
      'Ostra owns number inventory in its own name in many countries, which means faster provisioning, fewer middlemen and more control over porting. Search and order numbers instantly through the portal or the Numbers API, and configure voice, messaging and emergency services in one place.',
    sections: [
      {
        title: 'Global inventory, instantly',
        body: 'Search millions of numbers by country, area code, city, pattern or feature, and order them in a single request. Local numbers in the US, Canada, the UK and most of Western Europe are active within seconds. Where regulations require documents, Ostra collects them through a guided requirements flow.',
      },
      {
        title: 'Porting without the paperwork chase',
        body: 'Port in single numbers or thousands at once through the Porting API, with automated LOA signing and carrier validation before submission. FastPort completes many US and Canadian ports on the day you choose, down to the hour. Every step is reported by webhook, so nothing stalls silently.',
      },
      {
        title: 'Regulatory compliance built in',
        body: 'Address and identity requirements differ across countries. Ostra stores your requirement documents once and reuses them across orders, flagging expiring items before they cause a suspension. Emergency addresses are validated against carrier databases.',
      },
    ],
    features: [
      {
        title: 'Number reservations',
        body: 'Hold numbers for up to 30 minutes while a customer completes checkout.',
      },
      {
        title: 'CNAM and listings',
        body: 'Set outbound caller ID names and directory listings per number.',
      },
      {
        title: 'Bulk operations',
        body: 'Update routing, tags and features for thousands of numbers at once.',
      },
    ],
    stats: [
      { value: '110+', label: 'countries with number coverage' },
      { value: '<5 s', label: 'typical US number activation' },
      { value: '30+', label: 'countries where Ostra is a licensed carrier' },
    ],
    faqs: [
      {
        question: 'Which number types are available?',
        answer:
          'Local, national, mobile, toll-free and shared-cost numbers are available depending on the country. Search results show the voice, SMS, MMS and fax capabilities of each number.',
      },
      {
        question: 'Why do some countries require documents?',
        answer:
          'Many regulators require proof of a local address or business registration before a number can be assigned. Ostra lists the exact requirements for each country and number type before you order.',
      },
      {
        question: 'How long does porting take?',
        answer:
          'Most US and Canadian ports complete in 1 to 7 business days, and FastPort can complete supported ports the same day. International ports vary by country and typically take two to four weeks.',
      },
    ],
    code: {
      language: 'bash',
      code: `# Find local numbers in Chicago with SMS and voice
curl -G https://api.ostra.com/v2/available_phone_numbers \\
  -H "Authorization: Bearer $OSTRA_API_KEY" \\
  --data-urlencode "filter[country_code]=US" \\
  --data-urlencode "filter[national_destination_code]=312" \\
  --data-urlencode "filter[features][]=sms" \\
  --data-urlencode "filter[features][]=voice" \\
  --data-urlencode "filter[limit]=5"

# Order one of them
curl -X POST https://api.ostra.com/v2/number_orders \\
  -H "Authorization: Bearer $OSTRA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{ "phone_numbers": [{ "phone_number": "+13125550188" }] }'`,
    },
  },
  {
    slug: 'toll-free-numbers',
    name: 'Toll-Free Numbers',
    category: 'Numbers',
    tagline: 'Free-to-call numbers for voice and text across North America and 60 more countries.',
    intro:
      'Toll-free numbers give customers a single, recognizable way to reach you without paying for the call. Ostra is a RespOrg in the US and Canada, so we manage toll-free numbers directly in the SMS/800 database rather than through a reseller.',
    sections: [
      {
        title: 'Direct RespOrg control',
        body: 'As a Responsible Organization, Ostra reserves, activates and ports toll-free numbers directly in the national registry. That shortens provisioning and porting times and removes a layer of support escalation. You can search 800, 833, 844, 855, 866, 877 and 888 prefixes, including vanity patterns.',
      },
      {
        title: 'Voice and verified texting',
        body: 'Every US toll-free number supports voice and can be enabled for SMS and MMS after toll-free verification. Verified numbers get higher throughput and less filtering. Ostra submits verification requests for you and reports the outcome by webhook.',
      },
      {
        title: 'International toll-free',
        body: 'Offer local free-to-call numbers in more than 60 countries, including the UK, Germany, France, Australia, Japan and Brazil, and route them to the same application. Universal International Freephone Numbers are available for brands that want a single number across countries.',
      },
    ],
    features: [
      {
        title: 'Vanity search',
        body: 'Find numbers that spell your brand, like 1-888-OSTRA-01.',
      },
      {
        title: 'Call routing rules',
        body: 'Route by time of day, caller location or percentage split.',
      },
      {
        title: 'Toll-free verification',
        body: 'Submit and track SMS verification from the portal or API.',
      },
    ],
    stats: [
      { value: '60+', label: 'countries with toll-free coverage' },
      { value: '7', label: 'North American toll-free prefixes' },
      { value: '3 MPS', label: 'default SMS throughput on verified numbers' },
    ],
    faqs: [
      {
        question: 'Can I text from a toll-free number?',
        answer:
          'Yes, in the US and Canada. Numbers must complete toll-free verification before sending application-to-person messages. Ostra handles the submission, which typically takes a few business days.',
      },
      {
        question: 'Can I port my toll-free number to Ostra?',
        answer: 'Yes. Because Ostra is a RespOrg, toll-free ports are handled directly in the SMS/800 registry and often complete within a few business days.',
      },
      {
        question: 'Who pays for calls to a toll-free number?',
        answer:
          'You do. Inbound toll-free minutes are billed to the number owner at per-minute rates that depend on the origin of the call, such as landline or mobile.',
      },
    ],
  },
  {
    slug: 'enterprise-integrations-ms-teams',
    name: 'Microsoft Teams Calling',
    category: 'Voice',
    tagline: 'Turn Microsoft Teams into a full phone system with Ostra numbers and Operator Connect.',
    intro:
      'Ostra connects Microsoft Teams to the public phone network through Operator Connect and Direct Routing. Assign numbers to users straight from the Teams admin center, with no SBC to buy or maintain.',
    sections: [
      {
        title: 'Operator Connect in minutes',
        body: 'Select Ostra as your operator in the Teams admin center, accept the consent and your numbers appear ready to assign. Ostra hosts the session border controllers, certificates and routing in Azure-peered regions. There is nothing to install in your network.',
      },
      {
        title: 'Direct Routing when you need control',
        body: 'If you run your own SBC or need to mix Teams with an existing PBX, Ostra SIP trunks support certified Direct Routing configurations for AudioCodes, Ribbon and Oracle SBCs. Media bypass keeps audio on your local network when users are in the office. Both models can run side by side during a migration.',
      },
      {
        title: 'Numbers in 40+ countries',
        body: 'Give users local numbers in more than 40 countries and port existing ranges without changing user habits. Emergency calling uses dynamic E911 so the caller location follows the user between offices and home. Call detail records export straight to your analytics tools.',
      },
    ],
    features: [
      {
        title: 'No SBC required',
        body: 'Ostra hosts and manages the SBC layer for Operator Connect.',
      },
      {
        title: 'Dynamic E911',
        body: 'Location information from Teams clients is passed on emergency calls.',
      },
      {
        title: 'Unified billing',
        body: 'Teams minutes and numbers appear on the same invoice as your other Ostra usage.',
      },
    ],
    stats: [
      { value: '40+', label: 'countries for Teams numbers' },
      { value: '<1 hour', label: 'typical Operator Connect setup' },
      { value: '99.99%', label: 'voice service availability SLA' },
    ],
    faqs: [
      {
        question: 'What Microsoft licences do I need?',
        answer:
          'Users need Teams Phone, included in Microsoft 365 E5 or available as an add-on to E3 and Business plans. No Microsoft Calling Plan is required when you use Ostra.',
      },
      {
        question: 'Operator Connect or Direct Routing?',
        answer:
          'Choose Operator Connect for the simplest setup with no hardware. Choose Direct Routing if you need an on-premises SBC, analog devices or integration with another PBX.',
      },
      {
        question: 'Can I keep my existing numbers?',
        answer: 'Yes. Ostra ports existing numbers in supported countries and can schedule the cutover outside business hours to avoid disruption.',
      },
    ],
  },
  {
    slug: 'enterprise-integrations-zoom-phone',
    name: 'Zoom Phone Calling',
    category: 'Voice',
    tagline: 'Bring your own carrier to Zoom Phone with Ostra numbers, rates and coverage.',
    intro:
      'Ostra is a Zoom Phone BYOC and Provider Exchange partner, so you can power Zoom Phone with Ostra numbers and carrier routes. Keep Zoom as the user experience while gaining better rates, wider coverage and number control.',
    sections: [
      {
        title: 'BYOC without the SBC',
        body: 'Connect Ostra to Zoom Phone through our certified peering with Zoom data centers. Ostra handles the SIP trunks, redundancy and certificates, so there is no SBC to deploy. Numbers you buy on Ostra can be imported into Zoom and assigned to users, auto receptionists and call queues.',
      },
      {
        title: 'Coverage where Zoom does not sell numbers',
        body: 'Zoom Native offers numbers in a limited set of countries. With Ostra you can add local numbers in many more markets and route them into the same Zoom account. That makes a single global phone system possible for distributed teams.',
      },
      {
        title: 'Mixed deployments',
        body: 'Run Zoom Native numbers and Ostra BYOC numbers side by side, and move sites over one at a time. Calls between Zoom users stay on Zoom, and only PSTN traffic traverses Ostra. Per-site routing rules keep you in control of which carrier handles which call.',
      },
    ],
    features: [
      {
        title: 'Certified peering',
        body: 'Redundant interconnects with Zoom in the US, EU and APAC.',
      },
      {
        title: 'Emergency services',
        body: 'Nomadic E911 for Zoom Phone users in the US and Canada.',
      },
      {
        title: 'Porting assistance',
        body: 'Our team coordinates ports from incumbent carriers on your schedule.',
      },
    ],
    stats: [
      { value: '100+', label: 'countries for outbound calling' },
      { value: '3', label: 'peering regions with Zoom' },
      { value: '0', label: 'SBCs to deploy' },
    ],
    faqs: [
      {
        question: 'What Zoom licences are required?',
        answer: 'Users need a Zoom Phone license that supports BYOC, such as Zoom Phone Metered or Unlimited, or a Zoom One plan that includes Zoom Phone.',
      },
      {
        question: 'Can I use Ostra with Zoom Contact Center?',
        answer: 'Yes. Ostra numbers can be routed to Zoom Contact Center queues through the same BYOC connection.',
      },
      {
        question: 'How do I get started?',
        answer:
          'Create an Ostra account, enable the Zoom integration and authorize it in the Zoom admin portal. Ostra support can help with number imports and porting.',
      },
    ],
  },
  {
    slug: 'number-lookup',
    name: 'Number Lookup',
    category: 'Identity',
    tagline: 'Carrier, line type, caller name and portability for any phone number in a single request.',
    intro:
      'Number Lookup returns real-time information about a phone number, drawn from carrier and regulatory databases. Use it to clean contact lists, route messages to the right channel and catch fraud before it reaches your team.',
    sections: [
      {
        title: 'Know what you are dialing',
        body: 'A lookup returns the current carrier, line type such as mobile, landline, VoIP or toll-free, country and whether the number has been ported. The data is read from live number portability databases rather than static number ranges. That accuracy matters when you decide whether to send SMS or place a call.',
      },
      {
        title: 'Caller name',
        body: 'For US numbers, add CNAM data to return the registered caller name from carrier databases. Display it to agents before answering or use it to personalize greetings. Results are returned in under 300 ms for most lookups.',
      },
      {
        title: 'Fraud signals',
        body: 'Detect numbers that recently changed carrier or SIM, are non-fixed VoIP, or are known disposable ranges. Feed these signals into your sign-up or payment risk model. Combining line type with porting history catches many account takeover attempts.',
      },
    ],
    features: [
      {
        title: 'Line type detection',
        body: 'Mobile, landline, fixed VoIP, non-fixed VoIP, toll-free and premium.',
      },
      {
        title: 'Global coverage',
        body: 'Carrier and line type data for numbers in over 200 countries.',
      },
      {
        title: 'Bulk lookups',
        body: 'Submit CSV files of up to 1 million numbers and download results.',
      },
    ],
    stats: [
      { value: '<300 ms', label: 'median lookup latency' },
      { value: '200+', label: 'countries covered' },
      { value: '1M', label: 'numbers per bulk job' },
    ],
    faqs: [
      {
        question: 'How current is the data?',
        answer:
          'Carrier and portability data is queried in real time from number portability databases where available, so results reflect recent ports within minutes.',
      },
      {
        question: 'Is CNAM available outside the US?',
        answer: 'Caller name data is available for US numbers and a subset of Canadian numbers. Other countries return carrier and line type only.',
      },
      {
        question: 'How is Number Lookup billed?',
        answer:
          'Each lookup is billed per request, with separate rates for carrier data and for caller name. Failed lookups on invalid numbers are not charged.',
      },
    ],
    code: {
      language: 'bash',
      code: `curl -G https://api.ostra.com/v2/number_lookup/+14155550123 \\
  -H "Authorization: Bearer $OSTRA_API_KEY" \\
  --data-urlencode "type=carrier" \\
  --data-urlencode "type=caller-name"

# {"data": {"carrier": {"name": "T-Mobile USA", "type": "mobile"},
#           "caller_name": {"caller_name": "JANE DOE"},
#           "portability": {"ported_status": "Y", "ported_date": "2024-03-11"}}}`,
    },
  },
  {
    slug: 'fax-api',
    name: 'Fax API',
    category: 'Voice',
    tagline: 'Send and receive faxes programmatically, with T.38 delivery and PDFs delivered to your webhook.',
    intro:
      'Healthcare, legal and government workflows still run on fax. The Ostra Fax API sends a PDF to any fax machine and delivers inbound faxes to your application as PDFs, over a network tuned for reliable T.38 transmission.',
    sections: [
      {
        title: 'Reliable T.38 delivery',
        body: 'Ostra negotiates T.38 fax relay end to end where the receiving carrier supports it, falling back to G.711 pass-through when it does not. Error correction mode and automatic retries handle noisy lines. Delivery status includes the page count, transmission speed and any failure reason.',
      },
      {
        title: 'Inbound fax to PDF',
        body: 'Assign fax capability to any Ostra number and receive each inbound fax as a PDF URL in your webhook. Media can be stored in your own S3-compatible bucket for retention control. Long documents of up to 350 pages are supported.',
      },
      {
        title: 'Secure by design',
        body: 'Fax documents are encrypted in transit and at rest, and can be deleted automatically after delivery. Ostra signs a Business Associate Agreement for HIPAA-covered workloads. Access logs record every retrieval of fax media.',
      },
    ],
    features: [
      {
        title: 'High and fine resolution',
        body: 'Send at standard, fine or superfine resolution.',
      },
      {
        title: 'Cover pages',
        body: 'Generate cover pages from templates with sender and recipient details.',
      },
      {
        title: 'Store-and-forward',
        body: 'Ostra retries busy or unanswered destinations on a schedule you choose.',
      },
    ],
    stats: [
      { value: '350', label: 'pages per fax' },
      { value: '14.4 kbps', label: 'maximum T.38 transmission rate' },
      { value: '98%+', label: 'first-attempt success on US destinations' },
    ],
    faqs: [
      {
        question: 'Which file types can I send?',
        answer: 'PDF is supported natively. Ostra also converts TIFF, DOCX and JPEG files to fax format before transmission.',
      },
      {
        question: 'Is the Fax API HIPAA compliant?',
        answer:
          'Ostra signs a Business Associate Agreement with customers handling protected health information, and provides encryption, access logging and configurable retention for fax media.',
      },
      {
        question: 'Can I use my existing fax number?',
        answer: 'Yes. Port your fax numbers to Ostra and enable fax on them. Incoming faxes will then arrive at your webhook instead of a machine.',
      },
    ],
    code: {
      language: 'bash',
      code: `curl -X POST https://api.ostra.com/v2/faxes \\
  -H "Authorization: Bearer $OSTRA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "connection_id": "1684641123236054244",
    "from": "+13125550188",
    "to": "+14155550199",
    "media_url": "https://example.com/referrals/patient-2231.pdf",
    "quality": "high",
    "store_media": false
  }'`,
    },
  },
  {
    slug: 'inference',
    name: 'Inference API',
    category: 'AI',
    tagline: 'OpenAI-compatible inference on open-weight models, served from GPUs on our own network.',
    intro:
      'The Ostra Inference API serves leading open-weight language, speech and vision models from GPU clusters in Ostra points of presence. It speaks the OpenAI chat completions format, so existing SDKs and tools work by changing the base URL.',
    sections: [
      {
        title: 'Drop-in compatible',
        body: 'Chat completions, embeddings, audio transcription and function calling follow the OpenAI request and response schema. Use the official OpenAI SDKs for Python and JavaScript, or frameworks such as LangChain and LlamaIndex, by pointing them at api.ostra.com. Streaming responses use server-sent events.',
      },
      {
        title: 'Open-weight model catalogue',
        body: 'Choose from Llama 3.1 8B and 70B, Mistral, Mixtral, Qwen 2.5 and other open models, with context windows up to 128K tokens. Models are served with continuous batching and speculative decoding for high throughput. New models are added as they are released and evaluated.',
      },
      {
        title: 'Data stays in region',
        body: 'Select US or EU inference regions to keep prompts and completions within a jurisdiction. Requests are not logged beyond what billing requires and are never used for training. Private deployments with dedicated GPUs are available for predictable capacity.',
      },
    ],
    features: [
      {
        title: 'Function calling',
        body: 'Structured tool calls and JSON mode on supported models.',
      },
      {
        title: 'Per-token pricing',
        body: 'Pay separately for input and output tokens, with no idle GPU charges.',
      },
      {
        title: 'Fine-tuned adapters',
        body: 'Upload LoRA adapters and serve them on shared base models.',
      },
    ],
    stats: [
      { value: '128K', label: 'maximum context window' },
      { value: '<200 ms', label: 'median time to first token on 8B models' },
      { value: '2', label: 'data residency regions: US and EU' },
    ],
    faqs: [
      {
        question: 'Can I use the OpenAI SDK?',
        answer:
          'Yes. Set the base URL to https://api.ostra.com/v2/ai and use your Ostra API key. Chat completions, embeddings and streaming work without other code changes.',
      },
      {
        question: 'Are there rate limits?',
        answer:
          'Default limits are set per model in requests and tokens per minute, and are shown in the portal. Limits are raised automatically as your usage history grows, or on request.',
      },
      {
        question: 'Do you store my prompts?',
        answer:
          'Prompts and completions are processed in memory and not retained after the response, except for metadata needed for billing such as token counts.',
      },
    ],
    code: {
      language: 'python',
      code: `import os
from openai import OpenAI

client = OpenAI(
    base_url="https://api.ostra.com/v2/ai",
    api_key=os.environ["OSTRA_API_KEY"],
)

resp = client.chat.completions.create(
    model="meta-llama/Meta-Llama-3.1-70B-Instruct",
    messages=[{"role": "user", "content": "Summarize this call transcript in two sentences."}],
    max_tokens=200,
)
print(resp.choices[0].message.content)`,
    },
  },
  {
    slug: 'cloud-storage',
    name: 'Cloud Storage',
    category: 'Storage',
    tagline: 'S3-compatible object storage with no egress fees, close to your calls and your compute.',
    intro:
      'Ostra Cloud Storage is S3-compatible object storage built for recordings, media, datasets and backups. It runs in the same sites as our voice and AI infrastructure, and you never pay to read your own data back out.',
    sections: [
      {
        title: 'S3 API compatible',
        body: 'Use the AWS CLI, boto3, the AWS SDK for JavaScript or tools like rclone by changing the endpoint. Buckets support multipart uploads, presigned URLs, lifecycle rules, versioning and object lock. Existing scripts and applications migrate without a rewrite.',
      },
      {
        title: 'No egress fees',
        body: 'Storage is billed per GB-month with no charges for data transfer out or for API requests within fair use. That makes costs predictable for workloads that serve media or feed training pipelines. Moving data out of Ostra later costs nothing.',
      },
      {
        title: 'Wired into communications',
        body: 'Call recordings, inbound fax documents and MMS media can be written straight to your Ostra buckets. Storage sits next to Ostra GPU clusters, so transcription and analytics read data over the local network. Buckets are available in US East, US West, Frankfurt and Singapore.',
      },
    ],
    features: [
      {
        title: 'Object lock',
        body: 'WORM retention for compliance archives and ransomware protection.',
      },
      {
        title: 'Encryption',
        body: 'AES-256 at rest by default, with customer-provided keys supported.',
      },
      {
        title: 'Lifecycle rules',
        body: 'Expire or transition objects automatically by age or prefix.',
      },
    ],
    stats: [
      { value: '$0', label: 'egress and API request fees' },
      { value: '11 nines', label: 'designed durability' },
      { value: '4', label: 'storage regions' },
    ],
    faqs: [
      {
        question: 'Is it fully S3 compatible?',
        answer:
          'Ostra supports the S3 operations most applications rely on, including multipart upload, presigned URLs, versioning, lifecycle and object lock. A compatibility matrix lists the few operations that are not supported.',
      },
      {
        question: 'Are there really no egress fees?',
        answer:
          'Yes. Data transfer out to the internet is included. A fair-use policy applies where monthly egress greatly exceeds stored volume over a sustained period.',
      },
      {
        question: 'Can I store call recordings here automatically?',
        answer:
          'Yes. Configure a bucket as the recording destination on a Voice API application or SIP connection and recordings are written there as soon as calls end.',
      },
    ],
    code: {
      language: 'bash',
      code: `# Create a bucket in US East
curl -X POST https://api.ostra.com/v2/storage/buckets \\
  -H "Authorization: Bearer $OSTRA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{ "name": "call-recordings", "region": "us-east-1" }'

# Upload a recording
curl -X PUT https://api.ostra.com/v2/storage/buckets/call-recordings/objects/2025/06/call-4821.wav \\
  -H "Authorization: Bearer $OSTRA_API_KEY" \\
  -H "Content-Type: audio/wav" \\
  --data-binary @call-4821.wav`,
    },
  },
  {
    slug: 'embeddings-api',
    name: 'Embeddings API',
    category: 'AI',
    tagline: 'Turn documents and buckets into searchable vectors for retrieval-augmented generation.',
    intro:
      'The Ostra Embeddings API generates vector embeddings from text and can index entire storage buckets for semantic search. Combine it with the Inference API to ground assistants and voice agents in your own knowledge base.',
    sections: [
      {
        title: 'Embed text on demand',
        body: 'Send batches of up to 2,048 inputs per request and receive vectors from models such as BGE, GTE and multilingual E5. The endpoint follows the OpenAI embeddings format, so existing code works unchanged. Dimensions range from 384 to 1,024 depending on the model.',
      },
      {
        title: 'Index a bucket in one call',
        body: 'Point the API at an Ostra Cloud Storage bucket and it extracts text from PDF, DOCX, HTML and Markdown files, chunks it and stores the embeddings. New and changed objects are re-indexed automatically. You do not need to run a separate vector database.',
      },
      {
        title: 'Similarity search built in',
        body: 'Query an indexed bucket with natural language and get back the most relevant chunks with scores and source object keys. Results can be passed directly to a chat completion as context. Voice AI agents can use the same index as a knowledge base tool.',
      },
    ],
    features: [
      {
        title: 'Multilingual models',
        body: 'Embed and search across more than 100 languages.',
      },
      {
        title: 'Automatic chunking',
        body: 'Configurable chunk size and overlap for each indexed bucket.',
      },
      {
        title: 'Metadata filters',
        body: 'Restrict searches by object prefix, tag or upload date.',
      },
    ],
    stats: [
      { value: '2,048', label: 'inputs per request' },
      { value: '100+', label: 'languages supported' },
      { value: '1,024', label: 'maximum vector dimensions' },
    ],
    faqs: [
      {
        question: 'Do I need my own vector database?',
        answer:
          'Not for bucket indexing. Ostra stores and searches the vectors for you. If you prefer your own database, use the embeddings endpoint and store vectors wherever you like.',
      },
      {
        question: 'Which file formats can be indexed?',
        answer: 'PDF, DOCX, TXT, HTML, Markdown and CSV files are supported. Scanned PDFs are processed with OCR.',
      },
      {
        question: 'How is it priced?',
        answer: 'Embeddings are billed per million input tokens. Indexed buckets are billed at standard storage rates with no separate vector storage charge.',
      },
    ],
    code: {
      language: 'bash',
      code: `# Index every document in a bucket
curl -X POST https://api.ostra.com/v2/ai/embeddings/bucket \\
  -H "Authorization: Bearer $OSTRA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{ "bucket_name": "support-docs", "embedding_model": "thenlper/gte-large" }'

# Search it
curl -X POST https://api.ostra.com/v2/ai/embeddings/similarity-search \\
  -H "Authorization: Bearer $OSTRA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{ "bucket_name": "support-docs", "query": "How do I reset my router?", "num_of_docs": 5 }'`,
    },
  },
  {
    slug: 'esim',
    name: 'eSIM',
    category: 'IoT',
    tagline: 'Provision mobile connectivity over the air, with no plastic to ship and no carrier lock-in.',
    intro:
      'Ostra eSIM profiles download over the air to any GSMA-compliant device, from laptops and tablets to trackers and wearables. Activate, switch and suspend connectivity from the portal or API across more than 180 countries.',
    sections: [
      {
        title: 'Consumer and IoT eSIM',
        body: 'Ostra supports SGP.22 consumer eSIM for phones, tablets and laptops, scanned from a QR code or pushed by your app, and SGP.32 IoT eSIM for headless devices. Profiles are issued from our own subscription management platform. You decide when a profile is created, downloaded and retired.',
      },
      {
        title: 'Multi-network coverage',
        body: 'Each profile can roam on more than 650 networks in 180+ countries, switching to the strongest available network rather than being tied to one carrier. 4G LTE and 5G are available in major markets, with LTE-M and NB-IoT for low-power devices. Steering policies let you prefer specific networks by country.',
      },
      {
        title: 'Embed connectivity in your product',
        body: 'Manufacturers and app developers can sell connectivity under their own brand by provisioning Ostra profiles through the API. Usage, balances and plan changes are available programmatically. Devices can ship without connectivity and be activated at first boot.',
      },
    ],
    features: [
      {
        title: 'QR or in-app install',
        body: 'Install profiles by QR code, activation code or the native eSIM APIs on iOS and Android.',
      },
      {
        title: 'Pooled data',
        body: 'Share one data allowance across an entire fleet of devices.',
      },
      {
        title: 'Remote lifecycle',
        body: 'Enable, disable, suspend or delete profiles over the air.',
      },
    ],
    stats: [
      { value: '180+', label: 'countries with coverage' },
      { value: '650+', label: 'partner networks' },
      { value: '<60 s', label: 'typical profile download and activation' },
    ],
    faqs: [
      {
        question: 'Which devices support Ostra eSIM?',
        answer:
          'Any device with a GSMA-compliant eUICC, including recent iPhone, Pixel and Samsung Galaxy models, Windows and ChromeOS laptops with LTE, and IoT modules with eUICC support.',
      },
      {
        question: 'Can I change networks after deployment?',
        answer: 'Yes. Ostra profiles roam across many networks, and IoT eSIM devices can receive additional profiles over the air without a site visit.',
      },
      {
        question: 'Is there a minimum order?',
        answer: 'No. You can start with a single profile and scale to hundreds of thousands. Volume pricing is available for larger deployments.',
      },
    ],
  },
  {
    slug: 'iot-sim-card',
    name: 'IoT SIM Card',
    category: 'IoT',
    tagline: 'One multi-network SIM for connected devices in 180+ countries, managed from a single API.',
    intro:
      'The Ostra IoT SIM connects trackers, meters, kiosks and vehicles to more than 650 mobile networks worldwide. Manage every SIM, data plan and alert from the portal or API, and pay only for the data your fleet actually uses.',
    sections: [
      {
        title: 'Multi-network by default',
        body: 'Each SIM can attach to multiple networks in most countries and switches automatically when signal degrades. There are no single-carrier dead zones, and devices keep working when they cross borders. Coverage spans 2G, 3G, 4G LTE, 5G, LTE-M and NB-IoT depending on the market.',
      },
      {
        title: 'Industrial-grade hardware',
        body: 'SIMs come in 2FF, 3FF and 4FF triple-cut plastic and MFF2 embedded form factors. Industrial variants operate from -40 °C to 105 °C and withstand vibration, making them suitable for vehicles and outdoor equipment. Every card ships pre-activated or ready to activate on first connection.',
      },
      {
        title: 'Control from the API',
        body: 'Activate, suspend and deactivate SIMs, set data limits and receive webhooks when usage crosses a threshold. Group SIMs by customer or deployment and apply policies in bulk. Public or private IP addressing and SMS to the device are available on every SIM.',
      },
    ],
    features: [
      {
        title: 'Data limits and alerts',
        body: 'Cap usage per SIM or group and be notified before costs surprise you.',
      },
      {
        title: 'Device SMS',
        body: 'Send configuration and wake-up SMS to devices via the API.',
      },
      {
        title: 'No contracts',
        body: 'Pay monthly per active SIM plus data, and suspend SIMs you are not using.',
      },
    ],
    stats: [
      { value: '650+', label: 'mobile networks' },
      { value: '-40 °C to 105 °C', label: 'industrial operating range' },
      { value: '10 years', label: 'rated industrial SIM lifespan' },
    ],
    faqs: [
      {
        question: 'Can I buy a few SIMs to test?',
        answer: 'Yes. Order a starter pack of SIM cards from the portal and activate them when ready. There are no minimums or long-term contracts.',
      },
      {
        question: 'How is data billed?',
        answer:
          'Data is billed per megabyte by country zone, or through pooled bundles shared across your fleet. Inactive and suspended SIMs incur little or no monthly fee.',
      },
      {
        question: 'Are permanent roaming restrictions a problem?',
        answer:
          'Some countries restrict permanent roaming. Ostra offers local profiles in those markets, and our team can advise on the right configuration for long-term deployments.',
      },
      {
        question: 'Do LTE-M and NB-IoT work?',
        answer: 'Yes, on partner networks that have launched them. The coverage map in the portal shows LTE-M and NB-IoT availability by country and network.',
      },
    ],
  },
  {
    slug: 'iot-vpn',
    name: 'IoT Private Network',
    category: 'IoT',
    tagline: 'Keep device traffic off the public internet with private IPs and a direct tunnel to your cloud.',
    intro:
      'The IoT Private Network routes cellular traffic from Ostra SIMs straight into your private network or cloud VPC. Devices never receive public IP addresses, so they are invisible to internet scanners and reachable only by your own systems.',
    sections: [
      {
        title: 'Private addressing for every SIM',
        body: 'Assign SIMs to a private network and they receive addresses from a CIDR range you choose. Traffic from those devices exits the Ostra mobile core into your private network rather than the internet. Your servers can reach devices directly for remote management and firmware updates.',
      },
      {
        title: 'Connect to your cloud',
        body: 'Terminate the private network on an IPsec tunnel to your firewall or on a cloud VPN gateway in AWS, Azure or Google Cloud. Redundant tunnels across two Ostra sites keep traffic flowing if one path fails. Static routes or BGP are supported for more complex topologies.',
      },
      {
        title: 'Smaller attack surface',
        body: 'Because devices have no public address, unsolicited inbound traffic simply never reaches them. Optional internet breakout can be enabled through a filtered gateway for devices that need it, with per-destination allow lists. This helps meet security expectations from regulated industries and enterprise buyers.',
      },
    ],
    features: [
      {
        title: 'Your own CIDR ranges',
        body: 'Avoid overlap with corporate networks by picking the address space.',
      },
      {
        title: 'Regional breakout',
        body: 'Choose the Ostra site where device traffic enters your network.',
      },
      {
        title: 'Device-to-device routing',
        body: 'Let SIMs in the same private network talk to each other directly.',
      },
    ],
    stats: [
      { value: '0', label: 'public IPs exposed per device' },
      { value: '2', label: 'redundant tunnel endpoints per network' },
      { value: '<15 min', label: 'time to create a private network' },
    ],
    faqs: [
      {
        question: 'What do I need on my side?',
        answer:
          'An IPsec-capable firewall, router or a cloud VPN gateway. Ostra provides tested configurations for AWS, Azure, Google Cloud, pfSense, Fortinet and Cisco.',
      },
      {
        question: 'Can devices still reach the internet?',
        answer:
          'Only if you allow it. You can enable internet breakout through an Ostra gateway with allow lists, or route all traffic through your own egress.',
      },
      {
        question: 'Does a private network add latency?',
        answer:
          'Traffic is routed from the mobile core to the nearest Ostra site over our backbone, so the added latency is usually a few milliseconds compared with public internet breakout.',
      },
    ],
  },
  {
    slug: 'programmable-networking',
    name: 'Programmable Networking',
    category: 'Networking',
    tagline: 'Build private networks across clouds, offices and devices with a few API calls.',
    intro:
      'Programmable Networking exposes the Ostra global backbone as an API. Create virtual networks, connect them to clouds, sites and SIMs, and control routing in software rather than with change tickets and cross-connect orders.',
    sections: [
      {
        title: 'Networks as resources',
        body: 'A network is an API object with a CIDR range, interfaces and routes. Attach a WireGuard interface for a remote site, a VPC connection for a cloud, or a group of IoT SIMs, and traffic flows privately between them over the Ostra backbone. Everything can be created and torn down with Terraform.',
      },
      {
        title: 'Private backbone, public reach',
        body: 'The Ostra backbone connects 18 points of presence across North America, Europe and Asia-Pacific with private capacity. Traffic between your sites avoids the public internet, which means more consistent latency and fewer points of failure. Interfaces can be placed in any region.',
      },
      {
        title: 'Made for communications workloads',
        body: 'Route voice media, SIP signaling and device telemetry on the same private network as the rest of your traffic. Keep SIP trunks off the internet entirely by peering your PBX with Ostra over a private interface. Network policies apply consistently across voice, IoT and cloud.',
      },
    ],
    features: [
      {
        title: 'WireGuard interfaces',
        body: 'Connect sites and servers with modern, fast encryption.',
      },
      {
        title: 'Terraform provider',
        body: 'Manage networks, interfaces and routes as code.',
      },
      {
        title: 'Usage-based pricing',
        body: 'Pay per interface hour and per GB, not for fixed circuits.',
      },
    ],
    stats: [
      { value: '18', label: 'backbone points of presence' },
      { value: '10 Gbps', label: 'maximum interface throughput' },
      { value: '<1 min', label: 'to provision a new interface' },
    ],
    faqs: [
      {
        question: 'How is this different from a traditional VPN?',
        answer:
          'A traditional VPN connects two points over the internet. Programmable Networking gives you a private network spanning many sites, clouds and devices, routed over the Ostra backbone and managed entirely by API.',
      },
      {
        question: 'Which clouds can I connect?',
        answer:
          'AWS, Microsoft Azure and Google Cloud are supported through VPN gateways and private interconnects in the regions where Ostra has points of presence.',
      },
      {
        question: 'Can I manage it with infrastructure as code?',
        answer:
          'Yes. The Ostra Terraform provider covers networks, interfaces, routes and policies, and every resource is also available through the REST API.',
      },
    ],
    code: {
      language: 'bash',
      code: `# Create a private network
curl -X POST https://api.ostra.com/v2/networks \\
  -H "Authorization: Bearer $OSTRA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{ "name": "factory-floor", "cidr": "10.42.0.0/16" }'

# Add a WireGuard interface in Frankfurt
curl -X POST https://api.ostra.com/v2/wireguard_interfaces \\
  -H "Authorization: Bearer $OSTRA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{ "network_id": "6a09cdc3-8948-47f0-aa62-74ac943d6c58", "region_code": "eu-central-1" }'`,
    },
  },
  {
    slug: 'cloud-vpn',
    name: 'Cloud VPN',
    category: 'Networking',
    tagline: 'Encrypted, private connections from your clouds into the Ostra network and back.',
    intro:
      'Cloud VPN links your AWS, Azure and Google Cloud environments to Ostra over redundant IPsec tunnels. Voice media, recordings and device traffic travel privately between your applications and Ostra services.',
    sections: [
      {
        title: 'Redundant IPsec tunnels',
        body: 'Each Cloud VPN connection creates two IPsec tunnels terminated at separate Ostra sites, with IKEv2 and AES-256-GCM encryption. BGP exchanges routes dynamically and fails over in seconds if a tunnel drops. Each tunnel supports up to 1.25 Gbps of throughput.',
      },
      {
        title: 'Native cloud gateways',
        body: 'Cloud VPN works with AWS Virtual Private Gateway and Transit Gateway, Azure VPN Gateway and Google Cloud HA VPN. Ostra generates the matching configuration for your gateway, so setup takes minutes. No third-party appliances are needed in your VPC.',
      },
      {
        title: 'Private paths to Ostra services',
        body: 'Once connected, your applications reach SIP signaling, media, storage and IoT private networks over private addresses. This keeps communications data off the public internet and simplifies firewall rules. It also gives you a predictable path for compliance reviews.',
      },
    ],
    features: [
      {
        title: 'BGP routing',
        body: 'Dynamic route exchange with automatic failover between tunnels.',
      },
      {
        title: 'Generated configs',
        body: 'Download ready-to-apply settings for each cloud gateway.',
      },
      {
        title: 'Tunnel monitoring',
        body: 'Tunnel state, throughput and latency metrics in the portal.',
      },
    ],
    stats: [
      { value: '1.25 Gbps', label: 'throughput per tunnel' },
      { value: '2', label: 'tunnels per connection, on separate sites' },
      { value: 'AES-256', label: 'GCM encryption with IKEv2' },
    ],
    faqs: [
      {
        question: 'Which cloud providers are supported?',
        answer: 'AWS, Microsoft Azure and Google Cloud have tested configurations. Any IPsec gateway supporting IKEv2 and BGP can also connect.',
      },
      {
        question: 'Do I need Programmable Networking to use Cloud VPN?',
        answer:
          'Cloud VPN connections attach to an Ostra network, which you create with Programmable Networking. The network itself is free; you pay for the VPN connection and data transfer.',
      },
      {
        question: 'What happens if a tunnel goes down?',
        answer: 'BGP withdraws the routes for the failed tunnel and traffic shifts to the second tunnel, usually within a few seconds.',
      },
    ],
  },
  {
    slug: 'global-edge-router',
    name: 'Global Edge Router',
    category: 'Networking',
    tagline: 'A multi-region router on the Ostra backbone that connects every site, cloud and device you have.',
    intro:
      'The Global Edge Router is a managed, distributed router that lives in every Ostra point of presence at once. Attach networks in any region and they can reach each other over our private backbone, with routing policies you set in one place.',
    sections: [
      {
        title: 'One router, every region',
        body: 'Instead of deploying and meshing virtual routers region by region, you create one Global Edge Router and attach networks wherever they are. The router is present in all Ostra sites, and traffic enters and exits at the site nearest each attachment. Adding a region is an attachment, not a project.',
      },
      {
        title: 'Route control and segmentation',
        body: 'Use route tables to decide which attachments can reach each other, separating production from development or customers from one another. Static routes and BGP-learned routes are combined and visible in a single view. Changes propagate globally in seconds.',
      },
      {
        title: 'Predictable performance',
        body: 'Traffic between attachments travels on the Ostra private backbone rather than the internet, with typical transatlantic latency around 75 ms. Throughput scales with attachments up to 10 Gbps each. Per-attachment metrics show bandwidth, packets and drops.',
      },
    ],
    features: [
      {
        title: 'Global by default',
        body: 'A single router spans every Ostra point of presence.',
      },
      {
        title: 'Network segmentation',
        body: 'Multiple route tables isolate traffic between environments.',
      },
      {
        title: 'Mixed attachments',
        body: 'Attach WireGuard sites, Cloud VPN connections and IoT SIM networks.',
      },
    ],
    stats: [
      { value: '18', label: 'points of presence per router' },
      { value: '10 Gbps', label: 'per attachment' },
      { value: '~75 ms', label: 'typical New York to Frankfurt latency' },
    ],
    faqs: [
      {
        question: 'How is Global Edge Router different from a cloud transit gateway?',
        answer:
          'A cloud transit gateway is regional and limited to one provider. The Global Edge Router spans all Ostra regions and connects clouds, data centers, offices and IoT devices from any provider.',
      },
      {
        question: 'How is it billed?',
        answer: 'You pay an hourly fee per router and per attachment, plus a per-GB fee for data processed. There are no long-term commitments.',
      },
      {
        question: 'Can I use my own IP space?',
        answer: 'Yes. Attachments use the CIDR ranges you define, and the router detects and warns about overlapping ranges before you apply a change.',
      },
    ],
  },
  {
    slug: 'voice-ai-agents',
    name: 'Voice AI Agents',
    category: 'AI',
    tagline: 'Build, test and deploy AI agents that answer and place real phone calls.',
    intro:
      'Voice AI Agents combine Ostra telephony, speech recognition, language models and text-to-speech into one managed assistant. Describe the agent in plain language, connect your tools, and give it a phone number in minutes.',
    sections: [
      {
        title: 'From prompt to phone number',
        body: 'Create an assistant with instructions, a greeting, a voice and a model, then assign it to any Ostra number or SIP connection. The agent answers calls immediately with sub-second turn-taking. You can also start outbound calls through the API for reminders, surveys or lead qualification.',
      },
      {
        title: 'Tools and integrations',
        body: 'Agents can call your webhooks, look up data in an embedded knowledge base, transfer to a human, send an SMS or hang up. Built-in integrations connect to Salesforce, HubSpot, Zendesk and common calendaring systems. Every tool call is logged with its inputs and result.',
      },
      {
        title: 'Test before you ship',
        body: 'Run simulated conversations against your agent with scripted personas to catch regressions before changing production. Review transcripts, recordings and latency breakdowns for every call. Insights extract structured fields such as intent, sentiment or booking details after each conversation.',
      },
    ],
    features: [
      {
        title: 'Human handoff',
        body: 'Warm-transfer to an agent or queue with a summary of the conversation.',
      },
      {
        title: 'Multilingual',
        body: 'Detect the caller language and respond in it, across 30+ languages.',
      },
      {
        title: 'Post-call insights',
        body: 'Extract structured data from every call into your CRM.',
      },
    ],
    stats: [
      { value: '<1 s', label: 'typical response latency' },
      { value: '30+', label: 'conversation languages' },
      { value: 'Minutes', label: 'from first prompt to live number' },
    ],
    faqs: [
      {
        question: 'Can I use my own LLM?',
        answer: 'Yes. Choose an Ostra-hosted open-weight model or connect any OpenAI-compatible endpoint, including your own fine-tuned models.',
      },
      {
        question: 'How are Voice AI Agents billed?',
        answer:
          'You pay a per-minute platform fee for the agent plus the usual telephony minutes. Ostra-hosted models are included in the agent rate; external models are billed by their provider.',
      },
      {
        question: 'Can agents handle sensitive data like payments?',
        answer:
          'Agents can hand off to a PCI-compliant payment flow that collects card details by DTMF with recording and transcription paused, so card data never reaches the model.',
      },
      {
        question: 'Does the agent know when to stop talking?',
        answer:
          'Yes. Barge-in detection stops playback as soon as the caller speaks, and endpointing is tuned for telephony so the agent waits for natural pauses.',
      },
    ],
    code: {
      language: 'bash',
      code: `curl -X POST https://api.ostra.com/v2/ai/assistants \\
  -H "Authorization: Bearer $OSTRA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "name": "Clinic receptionist",
    "model": "meta-llama/Meta-Llama-3.1-70B-Instruct",
    "instructions": "You book, move and cancel appointments for Harbor Dental. Be brief and friendly.",
    "greeting": "Thanks for calling Harbor Dental, how can I help?",
    "voice": "ostra.neural.aria",
    "tools": [{ "type": "webhook", "url": "https://example.com/tools/book-appointment" }]
  }'`,
    },
  },
]
