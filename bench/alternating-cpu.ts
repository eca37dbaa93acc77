import { loadavg } from 'node:os';

/**
 * This process's CPU per call of `a` and of `b`, in alternating blocks of `n` calls after two
 * warm-up rounds (the machine's speed drifts from one minute to the next): medians of `rounds`
 * blocks each, in ms, with every block and the load average.
 */
export async function alternatingCpu(
  a: (i: number) => Promise<void>,
  b: (i: number) => Promise<void>,
  { n = 200, rounds = 8, keys = 50 } = {},
) {
  const cpu = async (f: (i: number) => Promise<void>) => {
    const c0 = process.cpuUsage();
    for (let i = 0; i < n; i++) await f(i % keys);
    const u = process.cpuUsage(c0);
    return (u.user + u.system) / 1000 / n;
  };
  for (let i = 0; i < 2; i++) {
    await cpu(a);
    await cpu(b);
  }
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    as.push(await cpu(a));
    bs.push(await cpu(b));
  }
  const med = (v: number[]) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)]!.toFixed(3);
  return {
    a: med(as),
    b: med(bs),
    load: loadavg()[0]!.toFixed(1),
    blocks: `${as.map((x) => x.toFixed(2))} | ${bs.map((x) => x.toFixed(2))}`,
    what: `median of ${rounds} alternating blocks of ${n}`,
  };
}
