import { Badge } from '@mantine/core';

/** A user's situation in the user lists: inactive, invitation not yet accepted, or active. */
export function UserStatusBadge({ user }: { user: { active: boolean; invitation_pending: boolean } }) {
  if (!user.active)
    return (
      <Badge color="gray" variant="light">
        Inativo
      </Badge>
    );
  if (user.invitation_pending)
    return (
      <Badge color="yellow" variant="light">
        Convite pendente
      </Badge>
    );
  return (
    <Badge color="teal" variant="light">
      Ativo
    </Badge>
  );
}
