import { ReactNode, useEffect } from 'react';
import { env } from '../config/env';

/** A page's frame: its heading and the browser tab title. */
export function Page({ title, lead, children, wide }: { title: string; lead?: ReactNode; children: ReactNode; wide?: boolean }) {
  useEffect(() => {
    document.title = `${title} · ${env.brandName}`;
  }, [title]);
  return (
    <div className={`page container${wide ? ' page--wide' : ''}`}>
      <h1 className="page__title">{title}</h1>
      {lead && <p className="page__lead">{lead}</p>}
      {children}
    </div>
  );
}
