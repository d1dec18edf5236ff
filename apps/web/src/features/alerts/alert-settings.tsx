import { useTranslation } from 'react-i18next';
import { playChime } from '../../lib/alert-sound';
import { usePopup } from '@simrelay/ui';
import { useCodeAlerts } from '../../stores/code-alerts-store';

const canNotify = () => typeof window !== 'undefined' && 'Notification' in window;

/** Sound on or off, browser notifications on or off: remembered on this device. */
export function AlertSettings() {
  const { t } = useTranslation('activations');
  const sound = useCodeAlerts((s) => s.sound);
  const notifications = useCodeAlerts((s) => s.notifications);
  const setSound = useCodeAlerts((s) => s.setSound);
  const setNotifications = useCodeAlerts((s) => s.setNotifications);
  const show = usePopup((s) => s.show);

  const toggleSound = (on: boolean) => {
    setSound(on);
    // Heard now, so the user knows what to listen for (and the browser lets it play later).
    if (on) playChime();
  };
  const toggleNotifications = async (on: boolean) => {
    if (!on) return setNotifications(false);
    const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (permission === 'granted') setNotifications(true);
    else show('error', t('alerts.notificationsBlocked'));
  };

  return (
    <fieldset className="alert-settings" data-testid="alert-settings">
      <legend className="visually-hidden">{t('alerts.settings')}</legend>
      <label className="alert-settings__option">
        <input type="checkbox" checked={sound} onChange={(e) => toggleSound(e.target.checked)} data-testid="alert-sound" />
        {t('alerts.sound')}
      </label>
      {canNotify() && (
        <label className="alert-settings__option">
          <input type="checkbox" checked={notifications && Notification.permission === 'granted'} onChange={(e) => void toggleNotifications(e.target.checked)} />
          {t('alerts.notifications')}
        </label>
      )}
    </fieldset>
  );
}
