// Replaced by the page's real content.
export function ContactsPage() { return null; }
