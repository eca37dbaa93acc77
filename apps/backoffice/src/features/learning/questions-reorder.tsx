import { Badge } from '@mantine/core';
import type { QuizDetail } from '@siao/shared';
import { useReorderQuestions } from './learning-api';
import { ReorderButton, ReorderList } from './reorder-modal';

/**
 * "Reordenar" a quiz's fixed questions: all of them in one list (the table is paged and may be filtered), dragged
 * or moved with the keyboard, saved with one `PUT quizzes/{id}/questions/order`.
 */
export function ReorderQuestionsButton({ quiz }: { quiz: QuizDetail }) {
  return (
    <ReorderButton title="Reordenar perguntas">
      {(close) => <ReorderQuestions quiz={quiz} onDone={close} />}
    </ReorderButton>
  );
}

function ReorderQuestions({ quiz, onDone }: { quiz: QuizDetail; onDone: () => void }) {
  const reorder = useReorderQuestions(quiz.id);
  return (
    <ReorderList
      items={quiz.questions}
      labelOf={(q) => q.statement.slice(0, 120)}
      badge={(q) => q.bank_only && <Badge color="gray">só no banco</Badge>}
      save={reorder.mutate}
      saving={reorder.isPending}
      saved="Ordem das perguntas salva."
      onDone={onDone}
      testId="questions-reorder-list"
    />
  );
}
