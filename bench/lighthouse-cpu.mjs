// Total Blocking Time computed from the CPU time of the page's tasks instead of their wall time.
// Lighthouse's mobile preset multiplies each observed task by 4 (simulated slow CPU) and counts what is above
// 50 ms between First Contentful Paint and interactive. On a loaded machine a 3 ms task can take 70 ms of wall
// time while the renderer waits for a core, so Lighthouse's TBT moves with the load average; the thread's own
// CPU time (`tdur` in the trace) barely does. Counted here: every main-thread task after FCP.

/** @param {Array<Record<string, any>>} events Lighthouse's `artifacts.Trace.traceEvents` */
export function cpuBlocking(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === fcp.pid && e.tid === fcp.tid && e.ts >= fcp.ts,
  );
  const cpu = tasks.map((t) => (t.tdur ?? 0) / 1000);
  return {
    /** ms, as Lighthouse would count them with no other process on the machine */
    tbt: cpu.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0),
    /** ms of main-thread CPU after FCP, and the longest task */
    total: cpu.reduce((sum, ms) => sum + ms, 0),
    longest: Math.max(0, ...cpu),
  };
}
