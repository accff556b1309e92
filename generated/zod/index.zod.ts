export * from './account/account.zod';
export * from './auth/auth.zod';
export * from './content/content.zod';
export * from './market/market.zod';
