import type { FastifyPluginAsync } from 'fastify';
import { learningCatalogRoutes } from './catalog-routes';
import { learningContentRoutes } from './content-routes';
import { learningDocumentRoutes } from './document-routes';
import { learningLearnerRoutes } from './learner-routes';
import { learningProgressRoutes } from './progress-routes';
import { learningQuizRoutes } from './quiz-routes';

export const learningRoutes: FastifyPluginAsync = async (app) => {
  await app.register(learningContentRoutes);
  await app.register(learningLearnerRoutes);
  await app.register(learningQuizRoutes);
  await app.register(learningDocumentRoutes);
  await app.register(learningProgressRoutes);
  await app.register(learningCatalogRoutes);
};
