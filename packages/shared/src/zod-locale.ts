import { z } from 'zod';

/** Portuguese default messages for every zod schema (API and front ends call this once at start). */
export function setPortugueseZodMessages(): void {
  z.config(z.locales.pt());
}
