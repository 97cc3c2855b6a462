/** The server's idea of now, injectable so tests can move time (throttle windows, expiry, featuredUntil). */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };
