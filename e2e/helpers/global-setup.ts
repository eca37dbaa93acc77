import type { TestProject } from 'vitest/node';
import { startProduct } from './product-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

/** Starts the built product once (fresh PGlite data dir, demo seed) for every spec file. */
export default async function setup(project: TestProject) {
  const product = await startProduct();
  project.provide('baseURL', product.baseURL);
  project.provide('dataDir', product.dataDir);
  return () => product.stop();
}
