import { useNavigate } from 'react-router';

/** Signs out, then opens the sign-in page in place of the screen left (Back does not return to it). */
export function useSignOut(logout: () => Promise<void>): () => void {
  const navigate = useNavigate();
  return () => {
    void logout().then(() => navigate('/login', { replace: true }));
  };
}
