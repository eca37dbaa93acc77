import { describe, expect, it } from 'vitest';
import { webUrl } from './fields';
import { stepInputSchema } from './learning/authoring';

const videoStep = (video_url: string) => ({ kind: 'video', title: 'Aula', video_url, video_minutes: 5 });

describe('links users follow', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'ftp://arquivos.exemplo.com/aula.mp4',
    'https:alert(1)',
  ])('a lesson video refuses %s with a Portuguese message', (url) => {
    const result = stepInputSchema.safeParse(videoStep(url));
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === 'video_url')?.message).toContain('http://');
  });

  it.each(['https://www.youtube.com/watch?v=abc', 'http://videos.cartorio.com.br/aula'])(
    'a lesson video accepts %s',
    (url) => {
      expect(stepInputSchema.safeParse(videoStep(url)).success).toBe(true);
    },
  );

  it('refuses a link longer than 2000 characters', () => {
    expect(webUrl.safeParse(`https://a.com/${'x'.repeat(2000)}`).success).toBe(false);
  });
});
