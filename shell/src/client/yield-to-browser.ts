/** Resolves in a later task, so the browser may paint and handle input first. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
