import { createContext } from 'react';
import type { Session } from './session.types.ts';

export const SessionContext = createContext<Session | null>(null);
