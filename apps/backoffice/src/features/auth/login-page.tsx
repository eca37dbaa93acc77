import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../lib/auth/login-path';
import { sessionKeys } from '../../lib/auth/session';
import { LoginForm } from './login-form';

/** /login inside the router (after a logout, an expired session, a link from another page). */
export function LoginPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <LoginForm
      linkComponent={Link}
      onSignedIn={(user) => {
        client.setQueryData(sessionKeys.me(), user);
        navigate(safeRedirect(params.get('redirect')), { replace: true });
      }}
    />
  );
}
