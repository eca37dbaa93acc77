import type { ConverseStreamBody } from '@siao/shared';
import type { Owner } from '../threads/repository';
import type { ConverseTarget } from './repository';

/** The fields of a thread's assistant the request to the model is built from. */
const SHAPE_FIELDS = [
  'provider',
  'model',
  'instructions',
  'temperature',
  'maxOutputTokens',
  'interactionMode',
  'windowContext',
  'tools',
] as const;

export type RequestShape = Pick<ConverseTarget, (typeof SHAPE_FIELDS)[number]>;

/** Threads remembered per process (a thread's assistant never changes; the oldest go first). */
const MAX_THREADS = 10_000;

/**
 * What the previous accepted stream of a thread found: the thread's assistant (for that owner)
 * and the assistant's request shape. A guess, never an answer: the request to the model may
 * start from it while the start statement runs, and the stream goes on with it only when the
 * statement accepts the caller and finds the same shape (decision 0022). Any refusal forgets the
 * thread, so a refused caller starts at most one request to the model per accepted stream.
 */
export class RequestShapes {
  private readonly threads = new Map<string, string>();
  private readonly assistants = new Map<string, RequestShape>();

  private static key(owner: Owner, threadId: string): string {
    return `${owner.ownerKind} ${owner.ownerId} ${owner.context ?? ''} ${threadId}`;
  }

  /** The last shape this owner's stream of the thread found, when the request can start from it. */
  guess(owner: Owner, threadId: string, body: ConverseStreamBody): RequestShape | undefined {
    // a regenerate deletes a reply and a confirmed call runs a tool before the request: both
    // wait for the checks; files are decoded and stored on the way to the request
    if (body.regenerate || body.confirmar_ferramenta) return undefined;
    if (!body.messages.every((message) => message.content.every((part) => 'text' in part))) return undefined;
    const assistant = this.threads.get(RequestShapes.key(owner, threadId));
    return assistant === undefined ? undefined : this.assistants.get(assistant);
  }

  /** After the statement accepted the stream: its thread's assistant and shape, as found. */
  remember(owner: Owner, threadId: string, target: ConverseTarget): void {
    const key = RequestShapes.key(owner, threadId);
    if (!this.threads.has(key) && this.threads.size >= MAX_THREADS)
      this.threads.delete(this.threads.keys().next().value!);
    this.threads.set(key, target.assistantId);
    const known = this.assistants.get(target.assistantId);
    if (!known || !sameShape(known, target)) this.assistants.set(target.assistantId, shapeOf(target));
  }

  /** After a refusal: the next stream of the thread waits for the checks. */
  forget(owner: Owner, threadId: string): void {
    this.threads.delete(RequestShapes.key(owner, threadId));
  }
}

function shapeOf(target: ConverseTarget): RequestShape {
  return Object.fromEntries(SHAPE_FIELDS.map((field) => [field, target[field]])) as RequestShape;
}

/** Whether a request built from `shape` is the one `target` asks for. */
export function sameShape(shape: RequestShape, target: RequestShape): boolean {
  return SHAPE_FIELDS.every((field) =>
    field === 'tools'
      ? shape.tools.length === target.tools.length && shape.tools.every((tool, i) => tool === target.tools[i])
      : shape[field] === target[field],
  );
}
