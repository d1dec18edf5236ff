// Replaced by the page's real content.
export function FaqPage() { return null; }
