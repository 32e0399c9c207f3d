import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import NotAllowedScreen from '../screens/NotAllowedScreen.tsx';
import { $session } from '../stores/session.ts';

/** A screen for admins: an editor sees the 'not allowed' screen instead (the server refuses them too). */
export default function AdminOnly({ children }: { children: ReactNode }) {
  const role = useStore($session)?.user.role;
  return role === 'admin' ? children : <NotAllowedScreen />;
}
