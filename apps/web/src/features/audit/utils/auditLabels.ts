import {
  ADMIN_TREE_LISTS,
  type AdminTreeList,
  findRecordField,
  RECORD_ENTITIES,
  type RecordEntity,
} from '@adatlas/domain/admin';
import type { TFunction } from '../../../i18n/translator.ts';

const ACTION_KEYS: Record<string, string> = {
  create: 'ADMIN.AUDIT.ACTION.CREATE',
  update: 'ADMIN.AUDIT.ACTION.UPDATE',
  delete: 'ADMIN.AUDIT.ACTION.DELETE',
  put: 'ADMIN.AUDIT.ACTION.PUT',
  move: 'ADMIN.AUDIT.ACTION.MOVE',
  import: 'ADMIN.AUDIT.ACTION.IMPORT',
  archive: 'ADMIN.AUDIT.ACTION.ARCHIVE',
  unarchive: 'ADMIN.AUDIT.ACTION.UNARCHIVE',
  impersonate: 'ADMIN.AUDIT.ACTION.IMPERSONATE',
  'reset-password': 'ADMIN.AUDIT.ACTION.RESET_PASSWORD',
  clear: 'ADMIN.AUDIT.ACTION.CLEAR',
};

/** Entities the back office writes outside the record and reference-tree editors. */
const ENTITY_KEYS: Record<string, string> = {
  users: 'ADMIN.AUDIT.ENTITY.USERS',
  licence: 'ADMIN.AUDIT.ENTITY.LICENCE',
  plans: 'ADMIN.SECTION.PLANS',
  tenants: 'ADMIN.SECTION.TENANTS',
  news_feeds: 'ADMIN.SECTION.FEEDS',
  login_throttle: 'ADMIN.SECTION.THROTTLES',
};

/** The fields of a user change (admin-customers.service.ts), by the labels of the user form. */
const USER_FIELD_KEYS: Record<string, string> = {
  email: 'ADMIN.FIELD.EMAIL',
  name: 'ADMIN.FIELD.NAME',
  surname: 'ADMIN.FIELD.SURNAME',
  group: 'ADMIN.CUSTOMERS.GROUP',
  language: 'ADMIN.FIELD.MAIL_LANGUAGE',
  active: 'ADMIN.CUSTOMERS.ACTIVE',
  extraCompanyCredits: 'ADMIN.CUSTOMERS.EXTRA_COMPANY_CREDITS',
  extraContactCredits: 'ADMIN.CUSTOMERS.EXTRA_CONTACT_CREDITS',
};

const FLAT_LIST_PREFIX = 'reference_items:';

const isRecordEntity = (entity: string): entity is RecordEntity =>
  (RECORD_ENTITIES as readonly string[]).includes(entity);
const isTreeList = (entity: string): entity is AdminTreeList =>
  (ADMIN_TREE_LISTS as readonly string[]).includes(entity);

/** The entities offered by the log's filter: what the back office audits under a fixed name. */
export const AUDIT_FILTER_ENTITIES: readonly string[] = [
  ...Object.keys(ENTITY_KEYS),
  ...RECORD_ENTITIES,
  ...ADMIN_TREE_LISTS,
];

/** An audit row's action in the user's language; one the web does not know yet, as stored. */
export function auditActionLabel(t: TFunction, action: string): string {
  const key = ACTION_KEYS[action];
  return key ? t(key) : action;
}

/** What an audit row changed ("Companies", "Value list: Source"); an unknown entity as stored. */
export function auditEntityLabel(t: TFunction, entity: string): string {
  const key = ENTITY_KEYS[entity];
  if (key) return t(key);
  if (isRecordEntity(entity)) return t(`ADMIN.ENTITY.${entity.toUpperCase()}`);
  if (isTreeList(entity)) return t(`ADMIN.REFERENCE.${entity.toUpperCase()}`);
  if (entity.startsWith(FLAT_LIST_PREFIX)) {
    const list = entity.slice(FLAT_LIST_PREFIX.length);
    return t('ADMIN.AUDIT.ENTITY.FLAT_LIST', {
      list: t(`ADMIN.FLAT_LIST.${list.toUpperCase()}`, { defaultValue: list }),
    });
  }
  return entity;
}

/** A changed field's name: the form's label where the web has one, else as stored. */
export function auditFieldLabel(t: TFunction, entity: string, field: string): string {
  if (field === '') return t('ADMIN.AUDIT.VALUE');
  const userKey = entity === 'users' ? USER_FIELD_KEYS[field] : undefined;
  if (userKey) return t(userKey);
  const recordField = isRecordEntity(entity) ? findRecordField(entity, field) : undefined;
  return recordField ? t(recordField.label) : field;
}
