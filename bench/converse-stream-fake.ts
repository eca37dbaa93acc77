/** Child process of converse-stream.ts: the fake Anthropic upstream, so its CPU and memory are not the API's. */
import { createFakeAnthropic } from '../apps/api/test/fakes/fake-anthropic';
import type { FakeScenario } from '../apps/api/test/fakes/fake-llm-server';

const fake = createFakeAnthropic();
const url = await fake.start();
process.on('message', (message: { scenario?: FakeScenario }) => {
  if (message.scenario) fake.setDefault(message.scenario);
  process.send?.({ result: url });
});
process.send?.({ ready: true });
