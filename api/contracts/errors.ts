/** Every non-2xx answer of the API (DESIGN.md, Contracts). */
export type ErrorBody = { message: string; code: string; fields?: Record<string, string> };
