import type { Lang, MailTemplate } from '@simrelay/contracts';

export const BRAND = 'SimRelay';

/** The words of one mail in one language; the renderer lays them out as text and HTML. */
export interface MailCopy {
  subject: string;
  greeting: string;
  lead: string;
  /** Button label in HTML, and the line before the link in plain text. */
  action: string;
  /** HTML only: for mail clients that hide or break the button. */
  fallback: string;
  validity: string;
  notYou: string;
  signature: string;
}

/** Every template in every language: the types make a missing translation a compile error. */
export const MAIL_COPY: Record<MailTemplate, Record<Lang, MailCopy>> = {
  'verify-email': {
    en: {
      subject: `Confirm your email for ${BRAND}`,
      greeting: 'Hello!',
      lead: `Thank you for signing up for ${BRAND}. Confirm your email address to activate your account.`,
      action: 'Confirm email',
      fallback: 'If the button does not work, copy this link into your browser:',
      validity: 'The link is valid for 24 hours and can be used only once.',
      notYou: `If you did not register on ${BRAND}, just ignore this email: without confirmation the account will not be activated.`,
      signature: `The ${BRAND} team`,
    },
    ru: {
      subject: `Подтвердите email для ${BRAND}`,
      greeting: 'Здравствуйте!',
      lead: `Спасибо за регистрацию в ${BRAND}. Подтвердите адрес электронной почты, чтобы активировать аккаунт.`,
      action: 'Подтвердить email',
      fallback: 'Если кнопка не работает, скопируйте эту ссылку в браузер:',
      validity: 'Ссылка действительна 24 часа и может быть использована только один раз.',
      notYou: `Если вы не регистрировались в ${BRAND}, просто проигнорируйте это письмо: без подтверждения аккаунт не будет активирован.`,
      signature: `Команда ${BRAND}`,
    },
    uk: {
      subject: `Підтвердьте email для ${BRAND}`,
      greeting: 'Вітаємо!',
      lead: `Дякуємо за реєстрацію в ${BRAND}. Підтвердьте адресу електронної пошти, щоб активувати обліковий запис.`,
      action: 'Підтвердити email',
      fallback: 'Якщо кнопка не працює, скопіюйте це посилання в браузер:',
      validity: 'Посилання дійсне 24 години і може бути використане лише один раз.',
      notYou: `Якщо ви не реєструвалися в ${BRAND}, просто проігноруйте цей лист: без підтвердження обліковий запис не буде активовано.`,
      signature: `Команда ${BRAND}`,
    },
  },
  'restore-password': {
    en: {
      subject: `Reset your ${BRAND} password`,
      greeting: 'Hello!',
      lead: `We received a request to reset the password of your ${BRAND} account. Use the link below to set a new password.`,
      action: 'Set a new password',
      fallback: 'If the button does not work, copy this link into your browser:',
      validity: 'The link is valid for 1 hour and can be used only once.',
      notYou: 'If you did not ask to reset your password, ignore this email: your current password stays unchanged.',
      signature: `The ${BRAND} team`,
    },
    ru: {
      subject: `Восстановление пароля ${BRAND}`,
      greeting: 'Здравствуйте!',
      lead: `Мы получили запрос на сброс пароля вашего аккаунта ${BRAND}. Чтобы задать новый пароль, перейдите по ссылке ниже.`,
      action: 'Задать новый пароль',
      fallback: 'Если кнопка не работает, скопируйте эту ссылку в браузер:',
      validity: 'Ссылка действительна 1 час и может быть использована только один раз.',
      notYou: 'Если вы не запрашивали сброс пароля, проигнорируйте это письмо: ваш текущий пароль не изменится.',
      signature: `Команда ${BRAND}`,
    },
    uk: {
      subject: `Відновлення пароля ${BRAND}`,
      greeting: 'Вітаємо!',
      lead: `Ми отримали запит на скидання пароля вашого облікового запису ${BRAND}. Щоб встановити новий пароль, перейдіть за посиланням нижче.`,
      action: 'Встановити новий пароль',
      fallback: 'Якщо кнопка не працює, скопіюйте це посилання в браузер:',
      validity: 'Посилання дійсне 1 годину і може бути використане лише один раз.',
      notYou: 'Якщо ви не запитували скидання пароля, проігноруйте цей лист: ваш поточний пароль не зміниться.',
      signature: `Команда ${BRAND}`,
    },
  },
  // {amount}, {fee}, {cashback}, {credited}, {balance}, {topUpId}, {paidAt}: from the paid top-up.
  'topup-receipt': {
    en: {
      subject: `${BRAND}: your balance was topped up by {credited}`,
      greeting: 'Hello!',
      lead: 'We received your payment of {amount}. Fee: {fee}; cashback: {cashback}. {credited} was added to your balance, which is now {balance}.',
      action: 'Open your balance',
      fallback: 'If the button does not work, copy this link into your browser:',
      validity: 'Payment {topUpId}, paid {paidAt}. Keep this email as your receipt.',
      notYou: 'If you did not make this payment, reply to this email or write to support.',
      signature: `The ${BRAND} team`,
    },
    ru: {
      subject: `${BRAND}: баланс пополнен на {credited}`,
      greeting: 'Здравствуйте!',
      lead: 'Мы получили ваш платёж на {amount}. Комиссия: {fee}; кэшбэк: {cashback}. На баланс зачислено {credited}, теперь на нём {balance}.',
      action: 'Открыть баланс',
      fallback: 'Если кнопка не работает, скопируйте эту ссылку в браузер:',
      validity: 'Платёж {topUpId}, оплачен {paidAt}. Сохраните это письмо как квитанцию.',
      notYou: 'Если вы не совершали этот платёж, ответьте на это письмо или напишите в поддержку.',
      signature: `Команда ${BRAND}`,
    },
    uk: {
      subject: `${BRAND}: баланс поповнено на {credited}`,
      greeting: 'Вітаємо!',
      lead: 'Ми отримали ваш платіж на {amount}. Комісія: {fee}; кешбек: {cashback}. На баланс зараховано {credited}, тепер на ньому {balance}.',
      action: 'Відкрити баланс',
      fallback: 'Якщо кнопка не працює, скопіюйте це посилання в браузер:',
      validity: 'Платіж {topUpId}, сплачено {paidAt}. Збережіть цей лист як квитанцію.',
      notYou: 'Якщо ви не здійснювали цей платіж, дайте відповідь на цей лист або напишіть у підтримку.',
      signature: `Команда ${BRAND}`,
    },
  },
};
