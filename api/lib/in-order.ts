/**
 * Maps one item at a time, each step awaited before the next begins. Within a transaction each step
 * must see what the one before wrote (a Promise.all of queries would start them all first).
 */
export async function mapInOrder<T, U>(
  items: readonly T[],
  step: (item: T, index: number) => Promise<U>,
): Promise<U[]> {
  const results: U[] = [];
  for (const [index, item] of items.entries()) results.push(await step(item, index));
  return results;
}

/** The first item that passes an asynchronous test, tried one at a time, in order. */
export async function findInOrder<T>(
  items: readonly T[],
  test: (item: T) => Promise<boolean>,
): Promise<T | undefined> {
  for (const item of items) if (await test(item)) return item;
  return undefined;
}
