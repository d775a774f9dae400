// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://localhost/country-specific-requirements"}
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { CountryCoverage } from '@/blocks/CountryCoverage/Component'
import { CoverageTable } from '@/blocks/CountryCoverage/CoverageTable.client'
import { RequirementsTable } from '@/blocks/CountryCoverage/RequirementsTable.client'
import { RequirementsTable as RequirementsTableBlock } from '@/blocks/RequirementsTable/Component'
import { capabilitiesOf, type CoverageRow, type RequirementRow } from '@/lib/coverage'
import { PRODUCTION_FLAGS } from '@/lib/experiments'
import type { CoverageData } from '@/lib/coverage/data'

const data = vi.hoisted(() => ({
  coverage: { rows: [], source: 'api' } as CoverageData<CoverageRow>,
  requirements: { rows: [], source: 'seeded' } as CoverageData<RequirementRow>,
}))
vi.mock('@/lib/coverage/data', () => ({ getCoverage: async () => data.coverage, getRequirements: async () => data.requirements }))

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/country-specific-requirements')
})

const services = (over: Partial<CoverageRow['services']> = {}): CoverageRow['services'] => ({
  voice: true,
  sms: true,
  mms: false,
  numbers: { local: true, 'toll-free': false, mobile: false },
  iotSim: true,
  ...over,
})
const COVERAGE: CoverageRow[] = [
  { alpha2: 'DE', name: 'Germany', dialCode: '+49', region: 'Europe', services: services({ numbers: { local: true, 'toll-free': true, mobile: true } }) },
  { alpha2: 'GB', name: 'United Kingdom', dialCode: '+44', region: 'Europe', services: services() },
  { alpha2: 'US', name: 'United States', dialCode: '+1', region: 'Americas', services: services({ mms: true }) },
  {
    alpha2: 'XX',
    name: 'Satellite coverage',
    dialCode: '',
    services: { voice: false, sms: false, mms: false, numbers: { local: false, 'toll-free': false, mobile: false }, iotSim: true },
  },
]
const requirement = (
  alpha2: string,
  country: string,
  numberType: RequirementRow['numberType'],
  requirements: string[],
  addressRequired = true,
): RequirementRow => ({ alpha2, country, numberType, requirements, addressRequired, identityRequired: false })
const REQUIREMENTS: RequirementRow[] = [
  requirement('FR', 'France', 'local', ['Address within the area code']),
  requirement('DE', 'Germany', 'local', ['Address within the area code']),
  requirement('DE', 'Germany', 'mobile', ['Address in the country']),
  requirement('US', 'United States', 'toll-free', ['Toll-free verification before messaging'], false),
]

const listings = (rows: CoverageRow[]) => rows.map(({ services: offered, ...row }) => ({ ...row, capabilities: capabilitiesOf(offered) }))
const status = () => screen.getByRole('status').textContent
const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent)

describe('coverage island', () => {
  it('lists countries with dial codes, satellite last without one, and a search that filters and announces the count', () => {
    render(<CoverageTable detailed={false} rows={listings(COVERAGE)} />)
    const table = screen.getByRole('table', { name: 'Supported countries and dial codes' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Country', 'Dial code', 'Available'])
    expect(rowNames()).toEqual(['Germany', 'United Kingdom', 'United States', 'Satellite coverage'])
    expect(within(screen.getByRole('row', { name: /Satellite coverage/ })).getByText('None').className).toBe('visually-hidden')
    expect(status()).toBe('3 countries and satellite coverage')

    const search = screen.getByRole('searchbox', { name: 'Search countries' })
    fireEvent.change(search, { target: { value: '+44' } })
    expect(rowNames()).toEqual(['United Kingdom'])
    expect(status()).toBe('1 country')
    fireEvent.change(search, { target: { value: 'europe' } })
    expect(status()).toBe('2 countries')
    fireEvent.change(search, { target: { value: 'atlantis' } })
    expect(status()).toBe('No countries match')
    expect(screen.getByText('No countries match “atlantis”.')).toBeTruthy()
  })

  it('shows what works in each country and filters by region, the satellite row under all regions only', () => {
    render(<CoverageTable detailed={false} rows={listings(COVERAGE)} />)
    const available = (name: RegExp) =>
      within(screen.getByRole('row', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    expect(available(/United States/)).toEqual(['Voice', 'Messaging', 'Numbers', 'IoT SIM'])
    expect(available(/Satellite coverage/)).toEqual(['IoT SIM'])

    const regions = screen.getByRole('group', { name: 'Region' })
    expect(
      within(regions)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All regions 4', 'Americas 1', 'Europe 2'])
    fireEvent.click(within(regions).getByRole('radio', { name: /Europe/ }))
    expect(rowNames()).toEqual(['Germany', 'United Kingdom'])
    expect(status()).toBe('2 countries')
    // The search narrows within the region.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search countries' }), { target: { value: 'united' } })
    expect(rowNames()).toEqual(['United Kingdom'])
    fireEvent.click(within(regions).getByRole('radio', { name: /All regions/ }))
    expect(rowNames()).toEqual(['United Kingdom', 'United States'])
  })

  it('shows the first rows of a long list until asked for all of them', () => {
    const many: CoverageRow[] = Array.from({ length: 30 }, (_, i) => ({
      alpha2: `A${String.fromCharCode(65 + i)}`,
      name: `Country ${String(i).padStart(2, '0')}`,
      dialCode: `+${100 + i}`,
      region: i % 2 ? 'Asia' : 'Africa',
      services: services(),
    }))
    render(<CoverageTable detailed={false} rows={listings(many)} />)
    expect(rowNames()).toHaveLength(24)
    expect(status()).toBe('30 countries')
    fireEvent.click(screen.getByRole('button', { name: 'Show all 30 rows' }))
    expect(rowNames()).toHaveLength(30)
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull()
  })

  it('adds a column per service when detailed, marked ✓ or — with Yes or No for screen readers', () => {
    render(<CoverageTable detailed rows={COVERAGE} />)
    const table = screen.getByRole('table', { name: 'Services by country' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Country', 'Dial code', 'Voice', 'SMS', 'MMS', 'Local numbers', 'Toll-free numbers', 'Mobile numbers', 'IoT SIM'])
    const cells = (name: RegExp) =>
      within(screen.getByRole('row', { name }))
        .getAllByRole('cell')
        .map((td) => td.textContent)
    expect(cells(/United States/)).toEqual(['+1', '✓Yes', '✓Yes', '✓Yes', '✓Yes', '—No', '—No', '✓Yes'])
    expect(cells(/Satellite coverage/)).toEqual(['—None', '—No', '—No', '—No', '—No', '—No', '—No', '✓Yes'])
    expect(table.closest('.table-scroll')?.getAttribute('tabindex')).toBe('0')
  })
})

describe('requirements island', () => {
  it('filters by country and number type, keeping the choice in the address', () => {
    render(<RequirementsTable rows={REQUIREMENTS} />)
    expect(status()).toBe('3 countries')
    const country = screen.getByRole('combobox', { name: 'Country' })
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All countries', 'France', 'Germany', 'United States'])

    fireEvent.change(country, { target: { value: 'DE' } })
    expect(window.location.search).toBe('?country=DE')
    expect(status()).toBe('1 country')
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0].textContent),
    ).toEqual(['Local', 'Mobile'])

    fireEvent.change(screen.getByRole('combobox', { name: 'Number type' }), { target: { value: 'toll-free' } })
    expect(window.location.search).toBe('?country=DE&type=toll-free')
    expect(status()).toBe('No countries match')
    expect(screen.getByText(/No requirements are listed for Germany toll-free numbers/)).toBeTruthy()

    fireEvent.change(country, { target: { value: '' } })
    expect(window.location.search).toBe('?type=toll-free')
    expect(rowNames()).toEqual(['United States'])
    expect(within(screen.getByRole('row', { name: /United States/ })).getByRole('listitem').textContent).toBe('Toll-free verification before messaging')
  })

  it('starts from a shared address, ignoring values it does not know', () => {
    window.history.replaceState(null, '', '/country-specific-requirements?country=fr&type=fax')
    render(<RequirementsTable rows={REQUIREMENTS} />)
    expect(rowNames()).toEqual(['France'])
    expect((screen.getByRole('combobox', { name: 'Number type' }) as HTMLSelectElement).value).toBe('')
  })
})

describe('<CountryCoverage>', () => {
  const context = { path: '/global-coverage', pageNumber: 1 }

  it('shows the country list while coverageTableData is off (production), the service table when it is on', async () => {
    data.coverage = { rows: COVERAGE, source: 'api' }
    const block = { blockType: 'countryCoverage', heading: 'Countries we cover' } as const
    const { container, unmount } = render(await CountryCoverage({ block, context }))
    expect(container.querySelector('[data-block="country-coverage"]')?.getAttribute('data-source')).toBe('api')
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Countries we cover')
    expect(await screen.findByRole('table', { name: 'Supported countries and dial codes' })).toBeTruthy()
    unmount()

    render(await CountryCoverage({ block, context: { ...context, flags: { ...PRODUCTION_FLAGS, coverageTableData: true } } }))
    expect(await screen.findByRole('table', { name: 'Services by country' })).toBeTruthy()
  })
})

describe('<RequirementsTable> block', () => {
  it('reads the requirements on the server and renders the filterable table under its heading, on any page', async () => {
    data.requirements = { rows: REQUIREMENTS, source: 'seeded' }
    const block = { blockType: 'requirementsTable', heading: 'Before you order' } as const
    const { container } = render(await RequirementsTableBlock({ block, context: { path: '/numbers-by-country', pageNumber: 1 } }))
    expect(container.querySelector('[data-block="requirements-table"]')?.getAttribute('data-source')).toBe('seeded')
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Before you order')
    expect(await screen.findByRole('table', { name: 'Requirements by country and number type' })).toBeTruthy()
  })
})
