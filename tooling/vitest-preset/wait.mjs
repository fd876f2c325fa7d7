/**
 * How long a test waits for something asynchronous. CI runs every package's suite at once on two
 * cores, where the first import of a lazy module can take longer than the 1 s that Testing
 * Library and `vi.waitFor` wait by default; waiting longer only slows a failing test.
 */
export const SLOW_MACHINE = { timeout: 5000 };
