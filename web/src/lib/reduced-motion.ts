/**
 * Whether the person asked their system for less motion, read as the page loads (contract's prefersReducedMotion,
 * without importing the contract's barrel into the first chunk: a module of its own there cost 0.7 kB of the home
 * page's JS budget).
 */
export const REDUCED_MOTION = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
