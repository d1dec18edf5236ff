import { ReactNode } from 'react';

/** What a list shows when it has nothing, with what to do next. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state" data-testid="empty-state">
      <p className="empty-state__title">{title}</p>
      {children}
    </div>
  );
}
