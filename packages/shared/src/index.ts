export * from './errors';
export * from './schemas/auth';
export * from './schemas/common';
export * from './schemas/ai';
