import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** Trails and quizzes of a journey not yet published: what the author edits is not shown to anyone yet. */
export function UnpublishedNotice({ journeyId }: { journeyId?: string }) {
  return (
    <Alert color="yellow" title="Ainda não visível para os alunos">
      Este conteúdo só aparece para os alunos depois que a jornada for publicada
      {journeyId ? (
        <>
          {' '}
          (em{' '}
          <Anchor component={Link} to={`/superadmin/siaoseg/journeys/${journeyId}`} size="sm">
            Editar Jornada
          </Anchor>
          )
        </>
      ) : null}
      .
    </Alert>
  );
}
