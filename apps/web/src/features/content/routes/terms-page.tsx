// Replaced by the page's real content.
export function TermsPage() { return null; }
