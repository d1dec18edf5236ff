export * from './language';
export * from './resources';
export * from './i18n-options';
export type { Shape } from './catalog-shape';
