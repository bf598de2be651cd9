// How the page scrolls to what it brings into view: at once for a reader who asked for reduced
// motion, smoothly otherwise (Explain's Show, Scan's Solve and Hint).

/** The `behavior` for scrollIntoView() and scrollBy(). */
export const motion = () => (matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');
