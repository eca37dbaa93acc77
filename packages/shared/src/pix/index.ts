export * from './br-code';
export * from './crc16';
export * from './parse-br-code';
export * from './tlv';
