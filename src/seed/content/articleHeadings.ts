/**
 * Section headings of the seeded articles (issue 17: articles get a table of
 * contents): one per paragraph after the first, which opens the article
 * under no heading. The seed writes them as H2s before their paragraphs; the
 * content-corrections migration adds them to articles seeded before.
 */
export const ARTICLE_HEADINGS: Record<string, readonly [string, string, string]> = {
  'voice-ai-latency-budget': ['End-of-turn detection', 'Time to first token and first audio', 'Network distance'],
  '10dlc-registration-checklist': ['Register the brand exactly as filed', 'Describe the campaign you will run', 'Make the website match'],
  'pstn-switch-off-sip-migration': ['Take an inventory', 'Check your PBX for SIP', 'Port your numbers'],
  'esim-for-iot-sgp32-explained': ['What SGP.32 adds', 'The decision for device makers', 'SGP.32 on Ostra'],
  'shared-vs-dedicated-inference-endpoints': ['Dedicated endpoints', 'A rule of thumb', 'Using both'],
  'why-number-ports-get-rejected': ['Name and address mismatches', 'Other frequent causes', 'Validating before you submit'],
  'stir-shaken-attestation-levels': ['The three attestation levels', 'Why calls get B-level', 'A-level attestation on Ostra'],
  'sms-opt-out-handling-best-practices': ['The keywords to recognise', 'Propagating an opt-out', 'Opt-outs on Ostra'],
  'answering-machine-detection-tradeoffs': ['Accuracy against time', 'When to start talking', 'Detection on Ostra'],
  'designing-ai-to-human-handoffs': ['Carry the context', 'Set expectations while they wait', 'Measure hand-offs'],
  'toll-free-verification-guide': ['What verification asks for', 'How long review takes', 'Tracking verification status'],
  'codecs-for-voice-ai': ['Wideband codecs', 'Calls from the public network', 'Codecs on Ostra'],
  'lte-m-nb-iot-power-saving': ['Power Saving Mode', 'eDRX', 'Network support'],
  'masked-calling-architecture': ['Sessions and participants', 'Sizing the number pool', 'Edge cases'],
  'rcs-business-messaging-what-to-know': ['Verified senders', 'Coverage', 'Falling back to SMS'],
  'sim-swap-fraud-and-otp': ['Why SMS passcodes persist', 'A SIM swap policy', 'SIM swap checks on Ostra'],
  'pci-compliant-call-recording': ['Pause and resume', 'DTMF capture with masking', 'Automatic redaction'],
  'retrieval-for-voice-agents': ['Prepare content for speech', 'Retrieve early', 'Say when it does not know'],
  'hipaa-compliant-patient-messaging': ['Safeguards beyond the contract', 'The minimum necessary', 'HIPAA on Ostra'],
  'iot-network-sunsets-2g-3g': ['Find the devices at risk', 'Replace the device or the module', 'Sunset calendars'],
  'webhook-reliability-idempotency': ['Idempotent handlers', 'Respond quickly', 'Verify signatures'],
  'measuring-call-quality-mos-jitter': ['The metrics behind MOS', 'Which leg is affected', 'Call quality on Ostra'],
  'gpu-inference-cost-per-token': ['Batching', 'Context length', 'Output tokens'],
  'alphanumeric-sender-id-by-country': ['Support by country', 'One-way messages', 'Registration requirements'],
  'international-number-porting-guide': ['The United Kingdom', 'The European Union', 'Before you start'],
}
