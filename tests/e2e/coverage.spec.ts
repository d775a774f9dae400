import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

import { holdScripts } from './hydration'

/**
 * The fake coverage API (tests/fakes/services.ts FAKE_COVERAGE and
 * FAKE_REQUIREMENTS): Iceland, Japan, Kenya, New Zealand, Uruguay and
 * satellite coverage; requirements for Iceland, Japan (local, toll-free),
 * Kenya and New Zealand. The flag coverageTableData is off in the test
 * environment (as in production): /global-coverage lists countries with dial codes.
 */
const rowNames = (table: Locator) => table.getByRole('rowheader').allTextContents()

const seriousViolations = async (page: Page, selector: string) => {
  const axe = await new AxeBuilder({ page }).include(selector).analyze()
  return axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

test.describe('global coverage (fake coverage API on 127.0.0.1)', () => {
  test('lists the API’s countries with dial codes and the satellite row; searching filters and announces the count', async ({ page }) => {
    await page.goto('/global-coverage')
    const block = page.locator('[data-block="country-coverage"]')
    await expect(block).toHaveAttribute('data-source', 'api')
    const table = block.getByRole('table', { name: 'Supported countries and dial codes' })
    const status = block.getByRole('status')
    // Rendered on the server: the rows are there before any script runs.
    expect(await rowNames(table)).toEqual(['Iceland', 'Japan', 'Kenya', 'New Zealand', 'Uruguay', 'Satellite coverage'])
    await expect(status).toHaveText('5 countries and satellite coverage')
    await expect(table.getByRole('row', { name: /Japan/ }).getByRole('cell')).toHaveText(['+81', /Voice.*Messaging.*Numbers.*IoT SIM/])
    await expect(table.getByRole('row', { name: /Satellite coverage/ }).getByRole('cell')).toHaveText(['—None', 'IoT SIM'])

    const search = block.getByRole('searchbox', { name: 'Search countries' })
    // Typed at once, perhaps before the island hydrates: it takes the search then (useEarlyInput).
    await search.fill('+254')
    await expect(status).toHaveText('1 country')
    expect(await rowNames(table)).toEqual(['Kenya'])

    await search.fill('new zea')
    await expect(status).toHaveText('1 country')
    expect(await rowNames(table)).toEqual(['New Zealand'])

    await search.fill('satellite')
    await expect(status).toHaveText('Satellite coverage only')

    await search.fill('germany')
    await expect(status).toHaveText('No countries match')
    await expect(table).toContainText('No countries match “germany”.')

    await search.fill('')
    await expect(status).toHaveText('5 countries and satellite coverage')
    expect(await seriousViolations(page, '[data-block="country-coverage"]')).toEqual([])
  })

  test('a search typed and a region chosen before the island hydrates still apply', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/global-coverage', { waitUntil: 'commit' })
    const block = page.locator('[data-block="country-coverage"]')
    await block.getByRole('group', { name: 'Region' }).getByRole('radio', { name: /^Asia/ }).check()
    await block.getByRole('searchbox', { name: 'Search countries' }).fill('jap')
    await expect(block.getByRole('status')).toHaveText('5 countries and satellite coverage')
    release()
    await expect(block.getByRole('status')).toHaveText('1 country')
    expect(await rowNames(block.getByRole('table'))).toEqual(['Japan'])
  })

  test('a region filter narrows the list, with the search, and says what works in each country', async ({ page }) => {
    await page.goto('/global-coverage')
    const block = page.locator('[data-block="country-coverage"]')
    const table = block.getByRole('table', { name: 'Supported countries and dial codes' })
    const regions = block.getByRole('group', { name: 'Region' })
    await expect(regions.getByRole('radio')).toHaveCount(6)
    const asia = regions.getByRole('radio', { name: /^Asia/ })
    await asia.check()
    await expect(block.getByRole('status')).toHaveText('1 country')
    expect(await rowNames(table)).toEqual(['Japan'])
    await expect(table.getByRole('list', { name: 'Available in Japan' }).getByRole('listitem')).toHaveText(['Voice', 'Messaging', 'Numbers', 'IoT SIM'])
    // The keyboard moves between regions like any radio group.
    await asia.press('ArrowRight')
    await expect(regions.getByRole('radio', { name: /^Europe/ })).toBeChecked()
    expect(await rowNames(table)).toEqual(['Iceland'])
    await expect(table.getByRole('list', { name: 'Available in Iceland' }).getByRole('listitem')).toHaveText(['Voice', 'Messaging', 'Numbers'])
    await block.getByRole('searchbox', { name: 'Search countries' }).fill('japan')
    await expect(table).toContainText('No countries match “japan” in Europe.')
    await regions.getByRole('radio', { name: /^All regions/ }).check()
    expect(await rowNames(table)).toEqual(['Japan'])
    expect(await seriousViolations(page, '[data-block="country-coverage"]')).toEqual([])
  })
})

test.describe('country-specific requirements (fake coverage API on 127.0.0.1)', () => {
  test('lists the API’s requirements below the policy text and filters by country and number type', async ({ page }) => {
    await page.goto('/country-specific-requirements')
    const block = page.locator('[data-block="requirements-table"]')
    await expect(block).toHaveAttribute('data-source', 'api')
    const table = block.getByRole('table', { name: 'Requirements by country and number type' })
    const status = block.getByRole('status')
    expect(await rowNames(table)).toEqual(['Iceland', 'Japan', 'Japan', 'Kenya', 'New Zealand'])
    await expect(status).toHaveText('4 countries')
    // Porting requirements are not ordering requirements.
    await expect(table).not.toContainText('Letter of authorization')

    const country = block.getByRole('combobox', { name: 'Country', exact: true })
    const numberType = block.getByRole('combobox', { name: 'Number type' })
    await country.selectOption({ label: 'Japan' })
    await expect(page).toHaveURL(/\?country=JP$/)
    await expect(status).toHaveText('1 country')
    await expect(table.getByRole('row')).toHaveCount(3)
    await expect(table).toContainText('Japanese corporate registry certificate')

    await numberType.selectOption('toll-free')
    await expect(page).toHaveURL(/\?country=JP&type=toll-free$/)
    await expect(table.getByRole('row')).toHaveCount(2)
    await expect(table.getByRole('row', { name: /Japan/ })).toContainText('Business registration')

    await country.selectOption({ label: 'Kenya' })
    await expect(status).toHaveText('No countries match')
    await expect(table).toContainText('No requirements are listed for Kenya toll-free numbers.')

    await numberType.selectOption('')
    const kenya = table.getByRole('row', { name: /Kenya/ })
    await expect(kenya).toContainText('Proof of identity (national ID or passport)')
    expect(await seriousViolations(page, '[data-block="requirements-table"]')).toEqual([])

    // A shared address opens on its choice.
    await page.goto('/country-specific-requirements?country=IS')
    await expect(block.getByRole('status')).toHaveText('1 country')
    await expect(table).toContainText('Icelandic ID number (kennitala)')
    await expect(block.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('IS')
  })

  test.describe('on a phone (390 × 844)', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('the table scrolls sideways in its own region, the page does not', async ({ page }) => {
      await page.goto('/country-specific-requirements')
      const region = page.locator('[data-block="requirements-table"] .table-scroll')
      await expect(region).toBeVisible()
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    })
  })
})
