/**
 * The error page every unknown path and every failed start-up goes to (spec sections 2 and 8), as
 * its registry path (variants/registry.ts builds it there) and as the URL the page navigates to.
 */
export const errorPagePath = 'basic/_error.html';
export const errorPageUrl = `/${errorPagePath}`;
