import { useEffect, useState } from 'react';
import { enterpriseApi } from '../api/enterprise-api.ts';

/**
 * Whether the signed-in account is an enterprise's applicant (true), association staff (false) or not known yet
 * (null): the same test the server makes (an account bound to an enterprise), for what a screen offers.
 */
export function useApplicant(): boolean | null {
  const [applicant, setApplicant] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    enterpriseApi.mine(true).then(
      () => live && setApplicant(true),
      () => live && setApplicant(false),
    );
    return () => {
      live = false;
    };
  }, []);
  return applicant;
}
