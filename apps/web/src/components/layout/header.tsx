import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { useSession } from '../../stores/session-store';
import { CloseIcon, LoginIcon, MenuIcon } from '../icons';
import { LanguageSelect } from '../language-select';
import { HeaderBalance } from './header-balance';

export function Header() {
  const { t } = useTranslation();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className="header">
      <div className="container header__inner">
        <Link to={paths.home.getHref()} className="logo" aria-label={`${env.brandName} · ${t('nav.home')}`} onClick={close}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{env.brandName}</span>
        </Link>
        {isLoggedIn && <HeaderBalance onNavigate={close} />}
        <button
          type="button"
          className="header__burger"
          aria-expanded={open}
          aria-controls="main-menu"
          aria-label={open ? t('nav.closeMenu') : t('nav.menu')}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav id="main-menu" className={`header__nav${open ? ' header__nav--open' : ''}`} aria-label={t('nav.menu')}>
          <NavLink to={paths.smsVerification.getHref()} onClick={close}>
            {t('nav.verification')}
          </NavLink>
          <NavLink to={paths.rent.getHref()} onClick={close}>
            {t('nav.rent')}
          </NavLink>
          <LanguageSelect />
          {!isLoggedIn && (
            <Link to={paths.login.getHref()} className="header__account" onClick={close} data-testid="header-login">
              <LoginIcon />
              <span>{t('nav.login')}</span>
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
