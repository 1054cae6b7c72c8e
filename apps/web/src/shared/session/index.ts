export { fullName } from './fullName.ts';
export { SessionProvider } from './SessionProvider.tsx';
export type { Licence, LicenceTenant, Me, Session } from './session.types.ts';
export { sessionStore } from './sessionStore.ts';
export { hasLiveLicence, switchTenant } from './switchTenant.ts';
export { tenantStore } from './tenantStore.ts';
export { useHrMode } from './useHrMode.ts';
export { type SessionState, useSession } from './useSession.ts';
