import { useNavigate } from 'react-router';
import { AdminHomePage } from '../home/AdminHomePage';
import { ChangePasswordModal } from './ChangePasswordModal';

/** /modal/paswd: the change-password modal over the administration home. */
export function ChangePasswordRoute() {
  const navigate = useNavigate();
  return (
    <>
      <AdminHomePage />
      <ChangePasswordModal onClose={() => void navigate('/administracion', { replace: true })} />
    </>
  );
}
