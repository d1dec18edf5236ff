// Replaced by the page's real content.
export function RefundPage() { return null; }
