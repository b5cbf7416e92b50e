export * from './i18n/locales';
export * from './i18n/translate';
export * from './i18n/messages';
export * from './i18n/error-codes';
export * from './validation/rules';
export * from './rules/roles';
export * from './rules/lookup-lists';
export * from './routes/route-table';
