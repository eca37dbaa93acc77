import type { FastifyPluginAsync } from 'fastify';
import { learningCatalogRoutes } from './authoring/catalog-routes';
import { learningContentRoutes } from './authoring/content-routes';
import { learningDocumentRoutes } from './documents/document-routes';
import { learningLearnerRoutes } from './progress/learner-routes';
import { learningProgressRoutes } from './progress/progress-routes';
import { learningQuizRoutes } from './attempts/quiz-routes';

export const learningRoutes: FastifyPluginAsync = async (app) => {
  await app.register(learningContentRoutes);
  await app.register(learningLearnerRoutes);
  await app.register(learningQuizRoutes);
  await app.register(learningDocumentRoutes);
  await app.register(learningProgressRoutes);
  await app.register(learningCatalogRoutes);
};
