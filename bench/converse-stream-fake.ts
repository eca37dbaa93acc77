/** Child process of converse-stream.ts: the fake Anthropic upstream, so its memory is not counted. */
import { createFakeAnthropic } from '../apps/api/test/fakes/fake-anthropic';

const fake = createFakeAnthropic();
const chunks = Array.from({ length: Number(process.env.CHUNKS ?? 50) }, (_, i) => `parte ${i} `);
fake.setDefault({
  chunks,
  firstTokenDelayMs: Number(process.env.FIRST_DELAY ?? 0),
  chunkDelayMs: Number(process.env.CHUNK_DELAY ?? 0),
});
const url = await fake.start();
process.send?.({ url });
process.on('message', (message: { scenario?: object }) => {
  if (message.scenario) fake.setDefault({ chunks, ...message.scenario });
  process.send?.({ ok: true });
});
