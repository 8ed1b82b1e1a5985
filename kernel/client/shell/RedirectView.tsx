import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/** /redirect/<path>: leaving and re-entering a route remounts its page, which is what "refresh" means. */
export function RedirectView() {
  const params = useParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const target = `/${params['*'] ?? ''}`;
  useEffect(() => {
    navigate(target + search + hash, { replace: true });
  }, [navigate, target, search, hash]);
  return null;
}
