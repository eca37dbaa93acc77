// SiãoSeg, one folder per sub-domain, each with its routes, services and repositories:
// authoring/ (journeys, trails, steps, quizzes, questions), attempts/ (taking a quiz: draw, scoring,
// accommodations, regrade, analytics), progress/ (the learner's journeys, staff progress, reminders),
// certificates/, documents/ (documents shown in trails), xapi/ (statements to an LRS and their export).
// routes.ts registers every sub-domain's routes; jobs.ts their background jobs.
// What other modules may use of SiãoSeg.
export { learnerJourneys } from './progress/learner-screen';
export { progressSummaryRows, trainingCompletion } from './progress/progress-service';
