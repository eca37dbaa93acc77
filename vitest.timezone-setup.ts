// A `*.timezone.test.ts` proves nothing if the zone did not take: fail the file instead.
const wanted = process.env.TZ;
const actual = Intl.DateTimeFormat().resolvedOptions().timeZone;
if (!wanted || actual !== wanted) {
  throw new Error(`fuso do teste: esperado ${wanted ?? '(TZ vazio)'}, o processo está em ${actual}`);
}
