import type { FastifyPluginAsync } from 'fastify';
import { learningAttemptRoutes } from './attempts/attempt-routes';
import { learningQuizRoutes } from './attempts/quiz-routes';
import { learningCatalogRoutes } from './authoring/catalog-routes';
import { learningContentRoutes } from './authoring/content-routes';
import { learningCertificateRoutes } from './certificates/certificate-routes';
import { learningDocumentRoutes } from './documents/document-routes';
import { learningLearnerRoutes } from './progress/learner-routes';
import { learningProgressRoutes } from './progress/progress-routes';
import { learningXapiRoutes } from './xapi/xapi-routes';

export const learningRoutes: FastifyPluginAsync = async (app) => {
  await app.register(learningContentRoutes);
  await app.register(learningLearnerRoutes);
  await app.register(learningAttemptRoutes);
  await app.register(learningCertificateRoutes);
  await app.register(learningQuizRoutes);
  await app.register(learningDocumentRoutes);
  await app.register(learningProgressRoutes);
  await app.register(learningXapiRoutes);
  await app.register(learningCatalogRoutes);
};
