/**
 * Resolves in a later task, so the work after it runs in a task of its own: a slow phone answers a
 * tap between two such steps instead of freezing for both.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
