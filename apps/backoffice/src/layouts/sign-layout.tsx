import { Link, Outlet } from 'react-router';
import { useRouteMeta } from '../lib/route-meta';
import { SignFrame } from './sign-frame';

/** Public pages (login, password reset, privacy policy, access denied, not found). */
export function SignLayout() {
  const meta = useRouteMeta();
  return (
    <SignFrame title={meta?.title} wide={meta?.wide} linkComponent={Link}>
      <Outlet />
    </SignFrame>
  );
}
