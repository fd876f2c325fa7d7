export declare const SLOW_MACHINE: { timeout: number };
