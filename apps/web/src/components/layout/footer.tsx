import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { ChatIcon } from '../icons';

const LINKS = [
  ['verification', paths.smsVerification],
  ['rent', paths.rent],
  ['payment', paths.payment],
  ['about', paths.about],
  ['faq', paths.faq],
  ['terms', paths.terms],
  ['privacy', paths.privacy],
  ['refund', paths.refund],
  ['partnership', paths.partnership],
  ['api', paths.documentation],
  ['contacts', paths.contacts],
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <nav aria-label={t('footer.about')}>
          <ul className="footer__links">
            {LINKS.map(([key, path]) => (
              <li key={key}>
                <Link to={path.getHref()}>{t(`footer.${key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer__bottom">
          <a href={env.supportUrl} target="_blank" rel="noreferrer" className="footer__support">
            <ChatIcon /> {t('footer.support')}
          </a>
          <span>
            © {new Date().getFullYear()} {env.brandName}. {t('footer.rights')}
          </span>
        </div>
      </div>
    </footer>
  );
}
