/** A one-time signal a test fires at a moment of its choosing, and other work awaits. */
export function signal() {
  let fire: () => void = () => undefined;
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fired, fire };
}
