export * from './br-code';
export * from './crc16';
export * from './parse-br-code';
export * from './pix-key';
export * from './tlv';
