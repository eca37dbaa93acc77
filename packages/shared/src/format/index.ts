export * from './certificate-file-name';
export * from './dates';
export * from './export-file-name';
export * from './money';
export * from './months';
export * from './percent';
export * from './plural';
export * from './size';
