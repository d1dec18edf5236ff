// Pieces the customer web app and the back office share: the SPEC's popup, dialogs, empty states.
export { EmptyState } from './empty-state';
export { Modal } from './modal';
export { Popup } from './popup';
export { POPUP_MS, usePopup, type PopupMessage } from './popup-store';
export { useScrollLock } from './use-scroll-lock';
export { LanguageSelect } from './language-select';
export { QueryState, type QueryLike } from './query-state';
