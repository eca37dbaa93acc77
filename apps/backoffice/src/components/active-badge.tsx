import { Badge } from '@mantine/core';

/** "Ativo" / "Inativo" of a record that can be switched off (assistants). */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light">
      {active ? 'Ativo' : 'Inativo'}
    </Badge>
  );
}
