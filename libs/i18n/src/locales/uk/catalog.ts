import type { Shape } from '../../catalog-shape';
import type { catalog as en } from '../en/catalog';

export const catalog: Shape<typeof en> = {
  picker: {
    title: 'Оберіть сервіс',
    country: 'Країна',
    carrier: 'Оператор',
    anyCarrier: 'Будь-який оператор',
    search: 'Пошук сервісу',
    searchPlaceholder: 'Назва сервісу латиницею, наприклад Telegram',
    searchHint: 'Вводьте латинськими літерами',
    price: 'від {{price}}',
    available: 'номерів: {{count}}',
    none: 'зараз немає номерів',
    salesPaused: 'Продаж призупинено на час обслуговування SIM-банків. Ціни показано для довідки.',
    selected: 'Обрано: {{service}}, {{country}}',
    loadError: 'Не вдалося завантажити список. Перевірте підключення та спробуйте знову.',
    count: 'Сервісів: {{count}}',
  },
  rental: {
    title: 'Ціни оренди',
    period: 'Період',
    hours: '{{count}} год',
    days: '{{count}} дн.',
    service: 'Сервіс',
    anyService: 'Будь-який сервіс',
    price: 'Ціна',
    defaultPeriod: 'За замовчуванням ціни вказано за {{hours}} години; довші періоди дешевші в перерахунку на день.',
  },
};
