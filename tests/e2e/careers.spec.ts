import { expect, test } from '@playwright/test'

import { FAKE_JOB_BOARD } from '../fakes/services'

test.describe('careers (fake job board on 127.0.0.1)', () => {
  test("lists the board's departments by name, each with its roles linking to the postings", async ({ page }) => {
    await page.goto('/careers')
    const list = page.locator('[data-block="job-list"]')
    await expect(list).toHaveAttribute('data-source', 'job-board')

    // Sorted by name, whatever order the board answers in.
    await expect(list.getByRole('heading', { level: 3 })).toHaveText([
      /^Carrier Relations \(fake board\)\s+1 role$/,
      /^Voice Engineering \(fake board\)\s+2 roles$/,
    ])

    for (const department of FAKE_JOB_BOARD.departments) {
      for (const job of department.jobs) {
        const link = list.getByRole('link', { name: job.title })
        await expect(link).toHaveAttribute('href', job.absolute_url)
        await expect(link.locator('xpath=..')).toContainText(job.location.name)
      }
    }
    // Jobs by title within a department.
    await expect(list.getByRole('list').nth(1).getByRole('link')).toHaveText([
      /^Media Server Engineer \(fake board\)/,
      /^Principal SIP Engineer \(fake board\)/,
    ])
    // None of the seeded roles.
    await expect(list.getByRole('link', { name: 'Site Reliability Engineer' })).toHaveCount(0)
  })
})
