// Replaced by the page's real content.
export function AboutPage() { return null; }
