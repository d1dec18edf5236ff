// Replaced by the page's real content.
export function DocumentationPage() { return null; }
