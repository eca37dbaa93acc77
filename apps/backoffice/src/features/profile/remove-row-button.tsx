import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** The red "remove" action at the end of a row of Meu perfil's lists (passkeys, access tokens). */
export function RemoveRowButton(props: { label: string; itemName: string; onClick: () => void }) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={14} />}
      onClick={props.onClick}
      aria-label={`${props.label} ${props.itemName}`}
    >
      {props.label}
    </Button>
  );
}
