// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { Grid, GridItem, cardGridCss, gridCss } from '@/components/Grid'

afterEach(cleanup)

describe('<Grid> and <GridItem>', () => {
  it('renders a grid whose items default to full width (no span classes)', () => {
    render(
      <Grid className="features">
        <GridItem>One</GridItem>
      </Grid>,
    )
    const item = screen.getByText('One')
    expect(item.className).toBe('grid__item')
    expect(item.parentElement?.className).toBe('grid features')
  })
  it('applies spans per size', () => {
    render(
      <Grid>
        <GridItem span={{ xs: 2, sm: 4, md: 3 }}>Spans</GridItem>
      </Grid>,
    )
    expect(screen.getByText('Spans').className.split(' ')).toEqual([
      'grid__item',
      'grid__item--xs-2',
      'grid__item--sm-4',
      'grid__item--md-3',
      'grid__item--lg-3',
      'grid__item--xl-3',
    ])
  })
  it('half is 6 columns from medium on', () => {
    render(
      <Grid as="ul">
        <GridItem half as="li">
          Half
        </GridItem>
      </Grid>,
    )
    const item = screen.getByText('Half')
    expect(item.tagName).toBe('LI')
    expect(item.parentElement?.tagName).toBe('UL')
    expect(item.className).toBe('grid__item grid__item--md-6 grid__item--lg-6 grid__item--xl-6')
  })
  it('writes no stylesheet into the page: the grid’s rules are in the site’s stylesheet (layoutCss)', () => {
    const { container } = render(
      <Grid>
        <GridItem>A</GridItem>
      </Grid>,
    )
    expect(document.querySelectorAll('style')).toHaveLength(0)
    expect(container.innerHTML).toBe('<div class="grid"><div class="grid__item">A</div></div>')
  })
  it('puts a leading item first only from the size where halves sit side by side', () => {
    render(
      <Grid>
        <GridItem half>Words</GridItem>
        <GridItem half lead>
          Picture
        </GridItem>
      </Grid>,
    )
    expect(screen.getByText('Picture').className).toContain('grid__item--lead')
    expect(screen.getByText('Words').className).not.toContain('grid__item--lead')
    expect(gridCss()).toContain('@media (min-width: 1024px){.grid__item--lead{order:-1}}')
  })
  it('lays card grids on the same columns: one card a row on phones, two from 720 px, three or four from 1024 px', () => {
    const css = cardGridCss()
    expect(css.split('\n')[1]).toBe(
      '.card-grid{grid-template-columns:repeat(4,minmax(0,1fr))}.card-grid--2>*{grid-column:span 4}.card-grid--3>*{grid-column:span 4}.card-grid--4>*{grid-column:span 4}',
    )
    expect(css).toContain(
      '@media (min-width: 720px){.card-grid{grid-template-columns:repeat(8,minmax(0,1fr))}.card-grid--2>*{grid-column:span 4}.card-grid--3>*{grid-column:span 4}.card-grid--4>*{grid-column:span 4}}',
    )
    expect(css).toContain(
      '@media (min-width: 1024px){.card-grid{grid-template-columns:repeat(12,minmax(0,1fr))}.card-grid--2>*{grid-column:span 6}.card-grid--3>*{grid-column:span 4}.card-grid--4>*{grid-column:span 3}}',
    )
    // Nothing repeated where the columns do not change (430 px, 1440 px and up).
    expect(css.match(/@media/g)).toHaveLength(2)
  })
})
