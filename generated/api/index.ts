export * from './account/account';
export * from './auth/auth';
export * from './content/content';
export * from './market/market';
