import { formatCompactCount, formatDate } from '@adatlas/domain/formatting';
import type { InferredEvidence } from '@adatlas/domain/inferred-relations';
import { Tag, Tooltip } from 'antd';
import type { TFunction } from '../../i18n/translator.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';

/**
 * What the ad libraries show of an agency working for a brand, one line each: the ads it paid
 * for, their reach (Meta) or times-shown range (Google), and the first and last day they ran.
 */
export function inferredEvidenceLines(evidence: InferredEvidence, t: TFunction, language: string): string[] {
  const lines = [t('INFERRED_RELATIONS.EVIDENCE.ADS', { count: evidence.nAds })];
  if (evidence.reach !== null)
    lines.push(
      t('INFERRED_RELATIONS.EVIDENCE.REACH', { value: formatCompactCount(evidence.reach, language) }),
    );
  if (evidence.timesShownLower !== null || evidence.timesShownUpper !== null)
    lines.push(
      t('INFERRED_RELATIONS.EVIDENCE.TIMES_SHOWN', {
        lower: formatCompactCount(evidence.timesShownLower ?? 0, language),
        upper:
          evidence.timesShownUpper === null ? '?' : formatCompactCount(evidence.timesShownUpper, language),
      }),
    );
  if (evidence.firstShown || evidence.lastShown)
    lines.push(
      t('INFERRED_RELATIONS.EVIDENCE.PERIOD', {
        first: formatDate(evidence.firstShown),
        last: formatDate(evidence.lastShown),
      }),
    );
  return lines;
}

export interface InferredRelationBadgeProps {
  evidence: InferredEvidence;
}

/**
 * The "Inferred from ad libraries" mark of a work relation confirmed from the ad libraries, with
 * its evidence on hover and on keyboard focus.
 */
export function InferredRelationBadge({ evidence }: InferredRelationBadgeProps) {
  const { t, i18n } = useTranslation();
  const lines = inferredEvidenceLines(evidence, t, i18n.language);
  return (
    <Tooltip
      trigger={['hover', 'focus']}
      title={
        <span data-testid="inferred-evidence">
          {lines.map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
        </span>
      }
    >
      <Tag
        color="cyan"
        tabIndex={0}
        // On a brand card that opens the brand, the badge is for reading, not a click through.
        onClick={(event) => event.stopPropagation()}
        data-testid="inferred-badge"
        aria-label={`${t('INFERRED_RELATIONS.BADGE')}: ${lines.join(', ')}`}
        style={{ marginInlineEnd: 0, cursor: 'help' }}
      >
        {t('INFERRED_RELATIONS.BADGE')}
      </Tag>
    </Tooltip>
  );
}
