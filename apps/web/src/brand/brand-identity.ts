/**
 * What the brand looks like, fixed at build time. Apart from the app, the build reads it too (the
 * boot screen written into index.html), so it imports nothing that needs a bundler's environment.
 */
export const BRAND_IDENTITY = {
  brandName: 'Marquee',
  logoSrc: '/logo.svg',
  headerColor: '#0f172a',
} as const;
