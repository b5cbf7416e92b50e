export * from './organisations';
export * from './accounts';
export * from './feedback';
