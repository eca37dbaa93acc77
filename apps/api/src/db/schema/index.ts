// Every area's tables; drizzle-kit reads this file to generate migrations.
export * from './ai';
export * from './clients';
export * from './documents';
export * from './faturas';
export * from './jobs';
export * from './learning';
export * from './learning-content';
export * from './learning-quiz';
export * from './lgpd';
export * from './ocr';
export * from './passkeys';
export * from './platform';
export * from './second-factor';
export * from './services';
export * from './settings';
export * from './terms';
export * from './users';
