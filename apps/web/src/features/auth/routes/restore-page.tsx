// Replaced by the page's real content.
export function RestorePage() { return null; }
