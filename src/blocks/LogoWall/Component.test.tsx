// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { LogoWallBlock } from '@/payload-types'

import { LogoWall, logoColumns } from './Component'

afterEach(cleanup)

describe('<LogoWall>', () => {
  it('never leaves a short last row on wide screens: six logos are one row of six, not four and two', () => {
    expect(logoColumns(6)).toEqual({ wide: 6, medium: 3 })
    expect(logoColumns(8)).toEqual({ wide: 4, medium: 2 })
    expect(logoColumns(9)).toEqual({ wide: 3, medium: 2 })
    expect(logoColumns(4)).toEqual({ wide: 4, medium: 2 })
    // Nothing divides seven: one row of six, the seventh below (the fewest short rows there can be).
    expect(logoColumns(7).wide).toBe(6)
    expect(logoColumns(2)).toEqual({ wide: 2, medium: 2 })
    expect(logoColumns(0).wide).toBe(1)
  })

  it('lays the list out with those columns, each company named', () => {
    const logos = ['Northwind', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay'].map((name) => ({ name, id: name }))
    const { container } = render(
      <LogoWall block={{ blockType: 'logoWall', heading: 'Trusted by', logos } as LogoWallBlock} context={{ path: '/', pageNumber: 1 }} />,
    )
    const list = container.querySelector('ul')
    expect(list?.style.getPropertyValue('--logo-columns')).toBe('6')
    expect(list?.style.getPropertyValue('--logo-columns-medium')).toBe('3')
    for (const { name } of logos) expect(screen.getByText(name)).toBeTruthy()
  })
})
