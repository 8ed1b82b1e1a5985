/** Scrolls the page (or an element) to `to` over `durationMs` with ease-in-out, like RuoYi's scrollTo. */
export function scrollTo(to: number, durationMs: number, target?: HTMLElement | null): void {
  const el = target ?? document.scrollingElement ?? document.documentElement;
  const start = el.scrollTop;
  const change = to - start;
  if (change === 0 || typeof requestAnimationFrame !== 'function') {
    el.scrollTop = to;
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / durationMs);
    // easeInOutQuad keeps the jump gentle at both ends
    const eased = t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t;
    el.scrollTop = start + change * eased;
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
