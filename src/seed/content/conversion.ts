/** Seeded conversion data: company domains with a dedicated path, and the AI model catalogue. */
export const companyDomains = [
  { domain: 'harborhealth.org', target: 'https://portal.ostra.com/sso/harbor-health', note: 'Enterprise customer: single sign-on' },
  { domain: 'northwind-logistics.com', target: '/contact-us', note: 'Named account: route to their account team' },
  { domain: 'globex.com', target: 'https://portal.ostra.com/sso/globex', note: 'Enterprise customer: single sign-on' },
]

/** Shown by /api/ai-models when the inference API is not configured (the picker drops openai-owned entries). */
export const aiModelCatalogue = [
  { modelId: 'meta-llama/Llama-3.3-70B-Instruct', ownedBy: 'meta-llama' },
  { modelId: 'meta-llama/Llama-3.1-8B-Instruct', ownedBy: 'meta-llama' },
  { modelId: 'Qwen/Qwen2.5-72B-Instruct', ownedBy: 'Qwen' },
  { modelId: 'mistralai/Mistral-7B-Instruct-v0.3', ownedBy: 'mistralai' },
  { modelId: 'deepseek-ai/DeepSeek-R1-Distill-Llama-70B', ownedBy: 'deepseek-ai' },
  { modelId: 'google/gemma-3-27b-it', ownedBy: 'google' },
  { modelId: 'moonshotai/Kimi-K2-Instruct', ownedBy: 'moonshotai' },
  { modelId: 'openai/gpt-oss-120b', ownedBy: 'openai' },
  { modelId: 'openai/whisper-large-v3-turbo', ownedBy: 'openai' },
]
