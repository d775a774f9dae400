/**
 * What reaches the site's endpoints: rate limits, body limits, security headers, the guards in front of Payload's REST, GraphQL and server actions, and the browser's API client.
 *
 * This face: its rules, lists and types, pure and safe in the browser. Other modules of the
 * folder are its own (npm run lint: domain-faces).
 */
export * from './apiClient'
export * from './crossSite'
export * from './graphqlRequest'
export * from './rateLimit'
export * from './requestLimits'
export * from './requestProbe'
export * from './restRoutes'
export * from './restWhere'
export * from './securityHeaders'
export * from './serverActions'
