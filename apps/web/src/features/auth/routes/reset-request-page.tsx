// Replaced by the page's real content.
export function ResetRequestPage() { return null; }
