// What other modules may use of the contracted services (CNIB, certidões, OCR).
export { consult } from './cnib/service';
export { assertServiceContracted } from './contract';
