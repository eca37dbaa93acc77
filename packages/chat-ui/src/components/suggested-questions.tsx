/** An empty conversation's suggested first questions (configured per assistant); a click sends one. */
export function SuggestedQuestions({
  questions,
  disabled,
  onPick,
}: {
  questions: readonly string[];
  disabled?: boolean;
  onPick: (question: string) => void;
}) {
  if (questions.length === 0) return null;
  return (
    <div className="siao-suggestions" data-testid="siao-suggestions">
      <p className="siao-suggestions__title" id="siao-suggestions-title">
        Sugestões para começar
      </p>
      <ul className="siao-suggestions__list" aria-labelledby="siao-suggestions-title">
        {questions.map((question) => (
          <li key={question}>
            <button
              type="button"
              className="siao-suggestion"
              disabled={disabled}
              onClick={() => onPick(question)}
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
