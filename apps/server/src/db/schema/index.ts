export * from './organisations';
export * from './accounts';
export * from './feedback';
export * from './files';
export * from './people';
export * from './clients';
export * from './branches';
export * from './laboratories';
