import type { RecordFieldIssue } from '@adatlas/domain/admin';
import type { TFunction } from '../../i18n/translator.ts';

/** What a record field's value got wrong, in the user's language, with the limit it broke. */
export function fieldIssueText(t: TFunction, issue: RecordFieldIssue): string {
  switch (issue.code) {
    case 'REQUIRED':
      return t('ADMIN.FIELD_ERROR.REQUIRED');
    case 'NUMBER':
      return t('ADMIN.FIELD_ERROR.NUMBER');
    case 'WHOLE_NUMBER':
      return t('ADMIN.FIELD_ERROR.WHOLE_NUMBER');
    case 'RANGE': {
      // Bounds are written as is: a year reads 1800, not 1,800.
      const [min, max] = [issue.min, issue.max].map((bound) =>
        bound === undefined ? undefined : String(bound),
      );
      if (min !== undefined && max !== undefined) return t('ADMIN.FIELD_ERROR.RANGE_BETWEEN', { min, max });
      return min !== undefined
        ? t('ADMIN.FIELD_ERROR.RANGE_MIN', { min })
        : t('ADMIN.FIELD_ERROR.RANGE_MAX', { max });
    }
    case 'DATE':
      return t('ADMIN.FIELD_ERROR.DATE');
    case 'OPTION':
      return t('ADMIN.FIELD_ERROR.OPTION');
    case 'TOO_LONG':
      return t('ADMIN.FIELD_ERROR.TOO_LONG', { max: issue.max });
    case 'EMAIL':
      return t('ADMIN.FIELD_ERROR.EMAIL');
    case 'LINK':
      return t('ADMIN.FIELD_ERROR.LINK');
    case 'BOOLEAN':
      return t('ADMIN.FIELD_ERROR.BOOLEAN');
    case 'INVALID':
      return t('ADMIN.INVALID_VALUE');
  }
}
