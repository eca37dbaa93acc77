import type { FastifyBaseLogger } from 'fastify';
import { AppError } from './errors';

export interface CaptchaOptions {
  secret?: string;
  verifyUrl: string;
  minScore: number;
  action: string;
  hostnames: string[];
}

interface SiteverifyAnswer {
  success: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

/** reCAPTCHA v3 siteverify; off (always passes) when no secret is configured. */
export function createCaptchaVerifier(options: CaptchaOptions, log: FastifyBaseLogger) {
  return {
    enabled: Boolean(options.secret),
    async verify(token: string | undefined, remoteIp: string): Promise<void> {
      if (!options.secret) return;
      if (!token) throw new AppError('CAPTCHA_REQUIRED');
      let answer: SiteverifyAnswer;
      try {
        const res = await fetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: options.secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5000),
        });
        answer = (await res.json()) as SiteverifyAnswer;
      } catch (err) {
        log.error({ err }, 'reCAPTCHA indisponível');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      const hostOk = options.hostnames.length === 0 || options.hostnames.includes(answer.hostname ?? '');
      const ok =
        answer.success &&
        (answer.score ?? 0) >= options.minScore &&
        answer.action === options.action &&
        hostOk;
      if (!ok) {
        log.info(
          { score: answer.score, action: answer.action, errors: answer['error-codes'] },
          'reCAPTCHA recusado',
        );
        throw new AppError('CAPTCHA_FAILED');
      }
    },
  };
}

export type CaptchaVerifier = ReturnType<typeof createCaptchaVerifier>;
