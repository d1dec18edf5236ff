// Replaced by the page's real content.
export function RestoreSuccessPage() { return null; }
