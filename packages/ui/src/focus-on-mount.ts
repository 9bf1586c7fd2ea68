/**
 * A ref callback that focuses its element once, when it appears: for what replaces the control that
 * had focus (a form giving way to its answer). One function for good, so React does not call it again
 * on every render and pull focus back.
 */
export function focusOnMount(node: HTMLElement | null): void {
  node?.focus();
}
