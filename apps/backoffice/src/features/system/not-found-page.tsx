import { Button, EmptyState } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <EmptyState
      variant="light"
      icon={<IconMapQuestion size={28} />}
      title="O endereço acessado não existe."
      description="Confira o link ou volte ao Painel de Controle."
    >
      <EmptyState.Actions>
        <Button component={Link} to="/">
          Voltar ao Painel
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
