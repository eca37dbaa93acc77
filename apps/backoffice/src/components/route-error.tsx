import { Button, Center, EmptyState } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Last-resort screen: a chunk that failed to download (new deploy, offline) or an unexpected bug. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof TypeError && /import|module|fetch/i.test(error.message);
  const description = isRouteErrorResponse(error)
    ? `O servidor respondeu ${error.status}. Tente novamente.`
    : chunkFailed
      ? 'Não foi possível carregar esta tela. Verifique sua conexão ou se houve uma atualização do sistema.'
      : 'Ocorreu um erro inesperado ao exibir esta tela.';
  return (
    <Center mih="100dvh" p="md">
      <EmptyState
        icon={<IconAlertTriangle size={28} />}
        variant="light"
        color="red"
        title="Algo deu errado"
        description={description}
      >
        <EmptyState.Actions>
          <Button onClick={() => window.location.reload()}>Recarregar a página</Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}
