import type { FeedbackRating, MessageFeedbackInput } from '@siao/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../chat-message';
import { CheckIcon, CopyIcon, RegenerateIcon, ThumbDownIcon, ThumbUpIcon } from './action-icons';

/** How long "Copiado" stays before the button reads "Copiar resposta" again. */
export const COPIED_MS = 2000;

export interface MessageActionsProps {
  message: ChatMessage;
  /** votes offered (the host's ChatApi sends them) */
  canVote: boolean;
  /** the last reply of the conversation, and nothing streams: it may be regenerated */
  canRegenerate: boolean;
  onVote: (vote: MessageFeedbackInput | null) => Promise<void>;
  onRegenerate: () => void;
}

const ratingNames: Record<FeedbackRating, string> = {
  up: 'Resposta útil',
  down: 'Resposta não útil',
};

/**
 * Under an assistant reply: copy it, vote 👍/👎 (a second click on the same thumb takes the vote back;
 * after a vote, an optional comment), and regenerate the last reply.
 */
export function MessageActions({
  message,
  canVote,
  canRegenerate,
  onVote,
  onRegenerate,
}: MessageActionsProps) {
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const [commenting, setCommenting] = useState(false);
  const [comment, setComment] = useState(message.feedback?.comment ?? '');
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message.text);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPIED_MS);
  };

  const current = message.feedback?.rating ?? null;
  const send = async (vote: MessageFeedbackInput | null, done: string) => {
    try {
      await onVote(vote);
      setStatus(done);
    } catch {
      setStatus('Não foi possível registrar a avaliação. Tente novamente.');
    }
  };
  const rate = (rating: FeedbackRating) => {
    if (current === rating) {
      setCommenting(false);
      void send(null, 'Avaliação retirada.');
      return;
    }
    setCommenting(true);
    void send({ rating, comment }, 'Obrigado pela avaliação!');
  };
  const submitComment = (event: FormEvent) => {
    event.preventDefault();
    if (!current) return;
    setCommenting(false);
    void send({ rating: current, comment: comment.trim() }, 'Comentário enviado. Obrigado!');
  };

  const saved = Boolean(message.savedId);
  return (
    <div className="siao-actions" data-testid="siao-message-actions">
      <button
        type="button"
        className="siao-action"
        onClick={() => void copy()}
        aria-label={copied === 'ok' ? 'Copiado' : 'Copiar resposta'}
        title={copied === 'ok' ? 'Copiado' : 'Copiar resposta'}
      >
        {copied === 'ok' ? <CheckIcon /> : <CopyIcon />}
        {copied === 'ok' && <span className="siao-action__label">Copiado</span>}
      </button>
      {canVote &&
        saved &&
        (['up', 'down'] as const).map((rating) => (
          <button
            key={rating}
            type="button"
            className={`siao-action${current === rating ? ' siao-action--on' : ''}`}
            onClick={() => rate(rating)}
            aria-label={ratingNames[rating]}
            aria-pressed={current === rating}
            title={ratingNames[rating]}
          >
            {rating === 'up' ? <ThumbUpIcon /> : <ThumbDownIcon />}
          </button>
        ))}
      {canRegenerate && saved && (
        <button
          type="button"
          className="siao-action"
          onClick={onRegenerate}
          aria-label="Gerar a resposta de novo"
          title="Gerar a resposta de novo"
        >
          <RegenerateIcon />
        </button>
      )}
      <span className="siao-actions__status" role="status">
        {copied === 'failed' ? 'Não foi possível copiar.' : status}
      </span>
      {commenting && current && (
        <form className="siao-feedback-form" onSubmit={submitComment}>
          <label className="siao-feedback-form__label">
            {current === 'down' ? 'O que faltou nesta resposta? (opcional)' : 'Quer comentar? (opcional)'}
            <textarea
              className="siao-feedback-form__input"
              value={comment}
              maxLength={1000}
              rows={2}
              onChange={(e) => setComment(e.currentTarget.value)}
            />
          </label>
          <div className="siao-feedback-form__buttons">
            <button type="submit" className="siao-feedback-form__send">
              Enviar comentário
            </button>
            <button type="button" className="siao-feedback-form__skip" onClick={() => setCommenting(false)}>
              Agora não
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
