import type { Shape } from '../../catalog-shape';
import type { catalog as en } from '../en/catalog';

export const catalog: Shape<typeof en> = {
  picker: {
    title: 'Выберите сервис',
    country: 'Страна',
    carrier: 'Оператор',
    anyCarrier: 'Любой оператор',
    search: 'Поиск сервиса',
    searchPlaceholder: 'Название сервиса латиницей, например Telegram',
    searchHint: 'Вводите латинскими буквами',
    price: 'от {{price}}',
    available: 'номеров: {{count}}',
    none: 'сейчас нет номеров',
    salesPaused: 'Продажи приостановлены на время обслуживания SIM-банков. Цены показаны для справки.',
    selected: 'Выбрано: {{service}}, {{country}}',
    loadError: 'Не удалось загрузить список. Проверьте подключение и попробуйте снова.',
    count: 'Сервисов: {{count}}',
  },
  rental: {
    title: 'Цены аренды',
    period: 'Период',
    hours: '{{count}} ч',
    days: '{{count}} дн.',
    service: 'Сервис',
    anyService: 'Любой сервис',
    price: 'Цена',
    defaultPeriod: 'По умолчанию цены указаны за {{hours}} часа; длительные периоды дешевле в пересчёте на день.',
  },
};
