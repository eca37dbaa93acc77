import { Center, Loader } from '@mantine/core';

export function FullPageLoader({ label = 'Carregando…' }: { label?: string }) {
  return (
    <Center h="100dvh" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
