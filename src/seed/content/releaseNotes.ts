import type { ReleaseNoteSeed } from './types'

export const releaseNotes: ReleaseNoteSeed[] = [
  {
    slug: 'voice-ai-agents-multilingual-handoff',
    title: 'Voice AI Agents: mid-call language switching',
    date: '2026-11-18',
    product: 'voice-ai-agents',
    summary:
      'Agents can now detect when a caller switches language and continue the conversation in that language without a transfer.',
    changes: [
      'Added automatic language detection on every caller turn for all 30+ supported speech recognition languages.',
      'New `languages` array on the agent configuration restricts which languages an agent may switch into.',
      'Call summaries now record each language used and the turn at which the switch happened.',
    ],
  },
  {
    slug: 'sms-api-delivery-receipts-v2',
    title: 'SMS API: delivery receipts v2',
    date: '2026-11-04',
    product: 'sms-api',
    summary:
      'Delivery receipt webhooks now carry carrier-level error codes and a normalised failure reason across all destinations.',
    changes: [
      'New `error.category` field groups carrier errors into categories such as `unreachable`, `blocked`, `invalid_number` and `content_filtered`.',
      'Receipts include the terminating carrier name and MCC/MNC where available.',
      'Version 1 receipts remain available; select v2 per messaging profile in Mission Control or with the `receipt_version` parameter.',
    ],
  },
  {
    slug: 'inference-batch-api-ga',
    title: 'Inference: Batch API is generally available',
    date: '2026-10-21',
    product: 'inference',
    summary:
      'Submit large asynchronous jobs of chat, embedding or transcription requests at 50% of on-demand prices.',
    changes: [
      'Batch jobs accept up to 100,000 requests in a single JSONL file stored in Ostra Cloud Storage.',
      'Jobs complete within 24 hours, and most finish in under two hours.',
      'Results are written back to the bucket of your choice, with a webhook on completion.',
    ],
  },
  {
    slug: 'sip-trunks-tls-1-3-srtp',
    title: 'SIP Trunks: TLS 1.3 and SRTP by default on new trunks',
    date: '2026-10-07',
    product: 'sip-trunks',
    summary:
      'New SIP trunks are created with TLS 1.3 signalling and SRTP media encryption enabled by default.',
    changes: [
      'TLS 1.3 is now supported on all signalling endpoints; TLS 1.2 remains available for older PBXs.',
      'New trunks default to SRTP with AES-256 cipher suites. Existing trunks are unchanged.',
      'Mission Control flags trunks still using unencrypted UDP signalling on the connection overview page.',
    ],
  },
  {
    slug: 'phone-numbers-japan-050-inventory',
    title: 'Phone Numbers: Japanese 050 numbers',
    date: '2026-09-23',
    product: 'phone-numbers',
    summary:
      'Japanese 050 IP numbers are now available to order instantly with voice and inbound messaging capability.',
    changes: [
      'Search and buy 050 numbers in Mission Control and through the Numbers API.',
      'A Japanese corporate registration certificate is required and can be uploaded as a regulatory bundle.',
    ],
  },
  {
    slug: 'cloud-storage-object-lock',
    title: 'Cloud Storage: object lock for compliance retention',
    date: '2026-09-09',
    product: 'cloud-storage',
    summary:
      'Buckets can now enforce write-once-read-many retention for recordings and regulated records.',
    changes: [
      'Enable object lock on new buckets in governance or compliance mode.',
      'Set default retention periods per bucket or override them per object using the S3-compatible API.',
      'Legal hold can be placed on individual objects independently of the retention period.',
    ],
  },
  {
    slug: 'number-lookup-sim-swap-signal',
    title: 'Number Lookup: SIM swap signal',
    date: '2026-08-26',
    product: 'number-lookup',
    summary:
      'Lookups can now return whether a mobile number has had a SIM swap in a recent window, helping to prevent account takeover.',
    changes: [
      'New `sim_swap` data package returns a boolean and the window checked (24 hours, 7 days or 30 days).',
      'Available for mobile numbers in the United States, United Kingdom, Germany, Spain, Brazil and Mexico at launch.',
      'Billed per successful lookup; no charge when the carrier does not return a result.',
    ],
  },
  {
    slug: 'iot-sim-card-esim-ipa',
    title: 'IoT SIM: eSIM IoT profile management (SGP.32)',
    date: '2026-08-12',
    product: 'iot-sim-card',
    summary:
      'Download, enable and switch eSIM profiles on constrained IoT devices using the GSMA SGP.32 standard.',
    changes: [
      'Profile downloads can be triggered per device or in bulk by tag through the SIM API.',
      'Profile state changes are reported by webhook, including failed downloads with a reason code.',
      'Supported on eUICC-enabled Ostra SIMs in MFF2 and plastic form factors.',
    ],
  },
  {
    slug: 'voice-api-answering-machine-detection-v3',
    title: 'Voice API: answering machine detection v3',
    date: '2026-07-29',
    product: 'voice-api',
    summary:
      'A new model for answering machine detection improves accuracy and detects the end of voicemail greetings faster.',
    changes: [
      'Human versus machine accuracy improved to 96% on our internal benchmark, up from 91%.',
      'Greeting-end detection reduces the time before a voicemail drop by an average of 1.4 seconds.',
      'Select the new model with `amd: { version: 3 }`; v2 remains the default until 2027-01-31.',
    ],
  },
  {
    slug: 'sms-api-rcs-business-messaging-beta',
    title: 'SMS API: RCS business messaging in beta',
    date: '2026-07-15',
    product: 'sms-api',
    summary:
      'Send rich messages with branded sender, images and suggested replies to RCS-capable Android and iOS devices, with automatic SMS fallback.',
    changes: [
      'New `channel: rcs` option on the Messages endpoint with rich card and carousel payloads.',
      'Automatic fallback to SMS when a recipient is not RCS-capable, reported in the delivery receipt.',
      'Agent verification and brand registration can be requested in Mission Control.',
      'Beta available in the United States, United Kingdom, France, Germany and Brazil.',
    ],
  },
  {
    slug: 'inference-dedicated-endpoints-autoscaling',
    title: 'Inference: autoscaling for dedicated endpoints',
    date: '2026-07-01',
    product: 'inference',
    summary:
      'Dedicated GPU endpoints can now scale between a minimum and maximum number of replicas based on queue depth.',
    changes: [
      'Set `min_replicas` and `max_replicas` per endpoint; scale-to-zero is supported for development endpoints.',
      'Scaling decisions and replica counts are visible in Mission Control metrics.',
      'Billing is per replica-second, so idle capacity above the minimum is no longer charged.',
    ],
  },
  {
    slug: 'voice-ai-agents-tool-call-timeouts',
    title: 'Voice AI Agents: configurable tool timeouts and filler speech',
    date: '2026-06-17',
    product: 'voice-ai-agents',
    summary:
      'Control how long an agent waits for your tools and what it says while it waits.',
    changes: [
      'Per-tool `timeout_ms` setting, from 500 ms to 20 seconds.',
      'Optional filler phrases play if a tool call takes longer than a threshold, so callers are never left in silence.',
      'Tool failures are now passed to the model with a structured error so the agent can recover gracefully.',
    ],
  },
  {
    slug: 'phone-numbers-port-in-api-v2',
    title: 'Phone Numbers: Porting API v2',
    date: '2026-06-03',
    product: 'phone-numbers',
    summary:
      'Submit and track number port-in orders end to end through the API, including document upload and firm order commitment dates.',
    changes: [
      'Create port orders with multiple numbers and sub-orders split automatically by losing carrier.',
      'Webhooks report each status change, including rejection reasons from the losing carrier.',
      'Upload letters of authorisation and recent invoices directly to the order.',
    ],
  },
  {
    slug: 'sip-trunks-regional-media-anchoring',
    title: 'SIP Trunks: regional media anchoring',
    date: '2026-05-20',
    product: 'sip-trunks',
    summary:
      'Pin call media to a chosen region to meet data residency requirements or reduce latency for regional users.',
    changes: [
      'New `media_region` setting on each trunk: `auto`, `us`, `eu`, `uk` or `apac`.',
      'Call detail records now include the media point of presence used for each call.',
    ],
  },
  {
    slug: 'cloud-storage-eu-central-region',
    title: 'Cloud Storage: new eu-central region in Frankfurt',
    date: '2026-05-06',
    product: 'cloud-storage',
    summary:
      'A second European region gives customers in Germany and central Europe lower latency and in-country storage.',
    changes: [
      'Create buckets in `eu-central-1` in Mission Control or with the S3-compatible API.',
      'Cross-region replication is available between `eu-west-1` (Amsterdam) and `eu-central-1`.',
      'Pricing matches the existing EU region.',
    ],
  },
  {
    slug: 'voice-api-real-time-transcription',
    title: 'Voice API: real-time transcription on live calls',
    date: '2026-04-22',
    product: 'voice-api',
    summary:
      'Stream partial and final transcripts of live calls to your webhook or a WebSocket, powered by Ostra Inference.',
    changes: [
      'Start and stop transcription on any call leg with the `transcription_start` and `transcription_stop` commands.',
      'Transcripts are labelled by speaker and include word-level timestamps.',
      'Optional PCI redaction removes card numbers and security codes before transcripts leave the platform.',
    ],
  },
  {
    slug: 'number-lookup-caller-name-canada',
    title: 'Number Lookup: caller name for Canadian numbers',
    date: '2026-04-08',
    product: 'number-lookup',
    summary: 'The caller name (CNAM) data package now covers Canadian numbers.',
    changes: [
      'Caller name lookups return results for Canadian landline and mobile numbers where data is available.',
      'Response times for US and Canadian CNAM lookups improved to a median of 110 ms.',
    ],
  },
  {
    slug: 'iot-sim-card-data-usage-alerts',
    title: 'IoT SIM: data usage alerts and automatic suspension',
    date: '2026-03-25',
    product: 'iot-sim-card',
    summary:
      'Set usage thresholds on individual SIMs or groups and choose whether to notify, throttle or suspend when they are reached.',
    changes: [
      'Thresholds can be set in megabytes per day, per billing cycle or over the lifetime of the SIM.',
      'Actions include a webhook, an email to account admins, throttling to 64 kbps or suspension.',
      'Alerts are evaluated every five minutes from network usage records.',
    ],
  },
  {
    slug: 'sms-api-10dlc-campaign-api',
    title: 'SMS API: 10DLC brand and campaign registration API',
    date: '2026-03-11',
    product: 'sms-api',
    summary:
      'Register 10DLC brands and campaigns and assign numbers to campaigns entirely through the API.',
    changes: [
      'New endpoints for brands, campaigns, vetting and number assignment.',
      'Webhooks report campaign status changes, including carrier review outcomes and rejection reasons.',
      'Sub-accounts can register their own brands, billed to the parent account.',
    ],
  },
  {
    slug: 'inference-open-weight-speech-models',
    title: 'Inference: new open-weight speech-to-text models',
    date: '2026-02-25',
    product: 'inference',
    summary:
      'Additional open-weight speech recognition models are available on shared endpoints, with streaming and batch modes.',
    changes: [
      'Models are served on GPUs co-located with Ostra voice points of presence in the US and EU.',
      'Streaming mode returns partial results every 200 ms.',
      'Pricing per audio second is listed on the Inference pricing page.',
    ],
  },
  {
    slug: 'voice-ai-agents-outbound-campaigns',
    title: 'Voice AI Agents: outbound calling campaigns',
    date: '2026-02-11',
    product: 'voice-ai-agents',
    summary:
      'Agents can now place outbound calls from a list with pacing, retry rules and calling windows.',
    changes: [
      'Upload a contact list or create calls through the API with per-contact variables.',
      "Calling windows respect the recipient's local time zone and exclude public holidays.",
      'Results, transcripts and extracted fields are available per contact and as a CSV export.',
      'Outbound agent calls require a registered business identity and STIR/SHAKEN A-level attestation.',
    ],
  },
  {
    slug: 'phone-numbers-toll-free-verification-status',
    title: 'Phone Numbers: toll-free verification status in Mission Control',
    date: '2026-01-28',
    product: 'phone-numbers',
    summary:
      'Track toll-free messaging verification requests from submission to approval without contacting support.',
    changes: [
      'A new Verification tab on each toll-free number shows the current status and reviewer notes.',
      'Requests can be edited and resubmitted after a rejection without starting over.',
    ],
  },
  {
    slug: 'voice-api-stir-shaken-verstat',
    title: 'Voice API: STIR/SHAKEN verification status on inbound calls',
    date: '2026-01-14',
    product: 'voice-api',
    summary:
      'Inbound call webhooks now include the STIR/SHAKEN verification status and attestation level passed by the originating carrier.',
    changes: [
      'New `shaken.verstat` and `shaken.attestation` fields on the `call.initiated` webhook.',
      'Flow conditions can branch on attestation level, for example to send unverified calls to a screening menu.',
      'Attestation data is included in call detail record exports.',
    ],
  },
  {
    slug: 'cloud-storage-lifecycle-rules',
    title: 'Cloud Storage: lifecycle rules',
    date: '2025-12-10',
    product: 'cloud-storage',
    summary:
      'Automatically expire or transition objects to infrequent-access storage after a set number of days.',
    changes: [
      'Lifecycle rules can filter by prefix or object tag.',
      'Infrequent-access storage is priced 45% lower than standard storage, with a per-GB retrieval fee.',
      'Rules are compatible with the S3 lifecycle configuration format.',
    ],
  },
  {
    slug: 'sip-trunks-call-recording-dual-channel',
    title: 'SIP Trunks: dual-channel call recording',
    date: '2025-11-19',
    product: 'sip-trunks',
    summary:
      'Record trunk calls with each party on a separate audio channel for more accurate transcription and quality review.',
    changes: [
      'Enable recording per trunk or per call with the `X-Ostra-Record` SIP header.',
      'Recordings are saved as stereo WAV or MP3 to Ostra Cloud Storage in your data region.',
      'Recording start and stop events are reported by webhook.',
    ],
  },
]
