// What other modules may use of SiãoSeg.
export { completionByClient } from './progress/progress-repository';
