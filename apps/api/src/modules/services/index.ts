// What other modules may use of the contracted services (CNIB, certidões, OCR).
export {
  type FinishedCertidao,
  latestFinishedCertidao,
  requireFinishedCertidao,
} from './certidoes/service';
export { consult } from './cnib/service';
export { assertServiceContracted } from './contract';
