import { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';

/** What the tags in content texts (`<support>…</support>`, `<refund>…</refund>`) link to. */
export const contentLinks: Record<string, ReactElement> = {
  support: <a href={env.supportUrl} target="_blank" rel="noreferrer" />,
  mail: <a href={`mailto:${env.supportEmail}`} />,
  faq: <Link to={paths.faq.getHref()} />,
  docs: <Link to={paths.documentation.getHref()} />,
  refund: <Link to={paths.refund.getHref()} />,
  privacy: <Link to={paths.privacy.getHref()} />,
  terms: <Link to={paths.terms.getHref()} />,
  rent: <Link to={paths.rent.getHref()} />,
  apiPage: <Link to={paths.profileApi.getHref()} />,
};
