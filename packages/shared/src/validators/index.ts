// Zod-free entry (`@siao/shared/validators`): the widget and chat-ui import these without zod.
// The zod schemas built on them (./zod-schemas) are exported from the package root only.
export * from './cep';
export * from './cnpj';
export * from './cns';
export * from './cpf';
export * from './digits';
export * from './document';
export * from './matricula';
export * from './matricula-book-types';
export * from './matricula-ocr';
export * from './matricula-search';
export * from './phone';
export * from './pseudonym';
export * from './uf';
