// The accounts API contract's shapes, defined once in the domain package.
export type { Licence, LicenceTenant, Me, Session } from '@adatlas/domain/auth';
