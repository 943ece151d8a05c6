/**
 * Figures the site pages state about the product, in one place. The seed test of graphql-api reads
 * this file and fails when the curated data no longer bears a figure out.
 */
export const CURATED_REAL_EVENTS = 'over 3,300';
