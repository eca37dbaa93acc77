import { Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** the worker's entry module */
  entry: URL;
  size: number;
  timeoutMs: number;
  memoryMb: number;
  workerData?: unknown;
}

/** The worker died (crash, out of memory) or ran out of time; it has been replaced. */
export class WorkerFailedError extends Error {
  constructor(readonly reason: 'timeout' | 'crashed') {
    super(reason === 'timeout' ? 'tempo esgotado no worker' : 'o worker terminou inesperadamente');
  }
}

/** What a worker answers for one task. */
export type WorkerReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: unknown };

interface Task {
  id: number;
  message: object;
  transfer: ArrayBuffer[];
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer?: NodeJS.Timeout;
}

export interface WorkerPool {
  /** Runs one task; rejects with WorkerFailedError, or with what the worker answered as `error`. */
  run<T>(message: object, transfer?: ArrayBuffer[]): Promise<T>;
  close(): Promise<void>;
}

/**
 * A few worker threads, created on demand, each with a heap limit; a task over its time limit
 * gets its worker terminated. A worker that dies (uncaught error, out of memory, timeout) fails
 * only its own task and is replaced by a fresh one for the next task: the process never sees it.
 */
export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const slots = new Set<Slot>();
  const queue: Task[] = [];
  let nextId = 1;

  function spawn(): Slot {
    const worker = new Worker(options.entry, {
      workerData: options.workerData,
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 32 },
    });
    // idle workers must not keep the process (or a test run) alive
    worker.unref();
    const slot: Slot = { worker, task: null };
    worker.on('message', (reply: WorkerReply) => {
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      finish(slot);
      if (reply.ok) task.resolve(reply.result);
      else task.reject(reply.error);
      dispatch();
    });
    const fail = () => discard(slot, new WorkerFailedError('crashed'));
    worker.on('error', fail);
    worker.on('exit', fail);
    slots.add(slot);
    return slot;
  }

  function finish(slot: Slot) {
    clearTimeout(slot.timer);
    slot.task = null;
  }

  /** Removes a dead or stuck worker; its task (if any) fails, the queue goes on with a new one. */
  function discard(slot: Slot, error: WorkerFailedError) {
    if (!slots.delete(slot)) return;
    const task = slot.task;
    finish(slot);
    void slot.worker.terminate();
    task?.reject(error);
    dispatch();
  }

  function dispatch() {
    while (queue.length) {
      let slot = [...slots].find((candidate) => !candidate.task);
      if (!slot && slots.size < options.size) slot = spawn();
      if (!slot) return;
      const task = queue.shift()!;
      const running = slot;
      running.task = task;
      running.timer = setTimeout(() => discard(running, new WorkerFailedError('timeout')), options.timeoutMs);
      running.worker.postMessage({ id: task.id, ...task.message }, task.transfer);
    }
  }

  return {
    run<T>(message: object, transfer: ArrayBuffer[] = []) {
      return new Promise<T>((resolve, reject) => {
        queue.push({ id: nextId++, message, transfer, resolve: resolve as (value: unknown) => void, reject });
        dispatch();
      });
    },
    async close() {
      const all = [...slots];
      slots.clear();
      const pending = [...queue.splice(0), ...all.flatMap((slot) => (slot.task ? [slot.task] : []))];
      for (const slot of all) finish(slot);
      for (const task of pending) task.reject(new WorkerFailedError('crashed'));
      await Promise.all(all.map((slot) => slot.worker.terminate()));
    },
  };
}
