import { Button, EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

export function UnauthorizedPage() {
  return (
    <EmptyState
      variant="light"
      color="red"
      icon={<IconLock size={28} />}
      title="Você não tem permissão para acessar esta página."
      description="Se precisar deste acesso, fale com o administrador da sua conta."
    >
      <EmptyState.Actions>
        <Button component={Link} to="/" data-testid="back-to-dashboard">
          Voltar ao Painel
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
