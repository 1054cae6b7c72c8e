import { emailDomain } from '@adatlas/domain/sso';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ssoQueries } from '../api/sso.queries.ts';

const DEBOUNCE_MS = 300;

/** Whether the typed address signs in through its organisation; asked once typing pauses. */
export function useSsoDiscovery(email: string | undefined) {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled((email ?? '').trim().toLowerCase()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [email]);
  const hasDomain = emailDomain(settled) !== null;
  const discovery = useQuery({ ...ssoQueries.discovery(settled), enabled: hasDomain });
  return hasDomain && discovery.data?.sso ? discovery.data : null;
}
