// Replaced by the page's real content.
export function HomePage() { return null; }
