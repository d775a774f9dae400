import { expect, test } from '@playwright/test'

test('the AI models picker lists the inference API’s models (openai-owned dropped, sorted) and shows the request for the chosen one', async ({ page }) => {
  await page.goto('/pricing/inference-api')
  const picker = page.getByLabel('Model')
  // From the fake inference API (tests/fakes/services.ts FAKE_MODELS).
  await expect(picker.locator('option')).toHaveText(['fake-provider/only-from-the-api', 'meta-llama/Llama-3.3-70B-Instruct'])
  await picker.selectOption('meta-llama/Llama-3.3-70B-Instruct')
  await expect(page.getByLabel('Request sample')).toContainText('"model": "meta-llama/Llama-3.3-70B-Instruct"')
})
