/**
 * The design system's shared values: tokens, grid and timing constants, icons, the brand mark, tooltip and scrolling rules.
 *
 * This face: its rules, lists and types, pure and safe in the browser. Other modules of the
 * folder are its own (npm run lint: domain-faces).
 */
export * from './brand'
export * from './brandMark'
export * from './design'
export * from './designTokens'
export * from './icons'
export * from './layout'
export * from './scrollDirection'
export * from './scrollSnap'
export * from './tooltip'
