import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

const NEAR = 80; // px from an edge that still counts as "at" that edge

/**
 * Scroll behaviour of the message list (spec §4): follow the bottom while the user is there, jump to the
 * bottom when `resetKey` changes (a thread was opened), keep the visible message in place when older
 * messages are prepended, and call onReachTop when the user scrolls to the top.
 */
export function useScrollAnchor(
  ref: RefObject<HTMLElement | null>,
  firstId: string | undefined,
  contentKey: unknown,
  resetKey: unknown,
  onReachTop?: () => void,
) {
  const state = useRef({ height: 0, top: 0, firstId, atBottom: true });

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey and contentKey are the triggers
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const prev = state.current;
    if (
      prev.firstId !== undefined &&
      firstId !== prev.firstId &&
      el.scrollHeight > prev.height &&
      !prev.atBottom
    ) {
      el.scrollTop = el.scrollHeight - prev.height + prev.top; // older page prepended
    } else if (prev.atBottom) {
      el.scrollTop = el.scrollHeight;
    }
    state.current = { ...prev, height: el.scrollHeight, top: el.scrollTop, firstId };
  }, [firstId, contentKey, resetKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a reset forces the bottom
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    state.current.atBottom = true;
  }, [resetKey]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onScroll = () => {
      state.current.top = el.scrollTop;
      state.current.height = el.scrollHeight;
      state.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR;
      if (el.scrollTop <= 0 && onReachTop) onReachTop();
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [ref, onReachTop]);
}
